// One way to describe a page to search engines and social cards: title, description, canonical URL,
// Open Graph and Twitter tags, and the image both show (the page's branded card, or a picture of its own).
import type { Metadata } from "next";
import { OG_IMAGE_SIZE } from "@/lib/seo/og";
import { ogImageUrl } from "@/lib/seo/og-card";
import { siteConfig } from "@/lib/site-config";

/** The picture a social card shows; `url` may be a path of this site. */
export type PageImage = { url: string; width: number; height: number; alt: string };

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/hvac-chemicals". */
  path: string;
  keywords?: string[];
  /** The root title template adds " | company"; pass true to use the title as it is. */
  absoluteTitle?: boolean;
  noIndex?: boolean;
  /** Replaces the branded card (GET /og), e.g. a product's packshot. */
  image?: PageImage;
  /** The branded card's title when it is not the page's: a search's results show the search page's card. */
  cardTitle?: string;
};

/** The title the card shows: without the company name, which the card prints anyway. */
function cardText(title: string): string {
  const prefix = `${siteConfig.companyName} | `;
  const suffix = ` | ${siteConfig.companyName}`;
  if (title.startsWith(prefix) && title.length > prefix.length) return title.slice(prefix.length);
  if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  return title;
}

function socialImage(title: string, image: PageImage | undefined, cardTitle = title): PageImage {
  if (image) return { ...image, url: new URL(image.url, siteConfig.url).toString() };
  return { url: ogImageUrl(cardText(cardTitle)), ...OG_IMAGE_SIZE, alt: cardTitle };
}

export function pageMetadata({ title, description, path, keywords, absoluteTitle, noIndex, image, cardTitle }: PageSeo): Metadata {
  const url = new URL(path, siteConfig.url).toString();
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.companyName}`;
  const picture = socialImage(title, image, cardTitle);
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
      images: [picture],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [picture] },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
