// One way to describe a page to search engines and social cards: title, description, canonical URL,
// Open Graph and Twitter tags.
import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/hvac-chemicals". */
  path: string;
  keywords?: string[];
  /** The root title template adds " | company"; pass true to use the title as it is. */
  absoluteTitle?: boolean;
  noIndex?: boolean;
};

export function pageMetadata({ title, description, path, keywords, absoluteTitle, noIndex }: PageSeo): Metadata {
  const url = new URL(path, siteConfig.url).toString();
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.companyName}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: fullTitle,
      description,
      siteName: siteConfig.companyName,
      locale: "en_US",
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
