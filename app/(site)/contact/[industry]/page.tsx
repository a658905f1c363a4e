import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactPageView } from "@/components/contact/contact-page-view";
import { CONTACT_PAGE_INDUSTRIES, contactPageContent, isContactPageIndustry } from "@/lib/content/contact-industries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ industry: string }> };

// Only the six industries of the route table exist; anything else is the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return CONTACT_PAGE_INDUSTRIES.map((industry) => ({ industry }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { industry } = await params;
  if (!isContactPageIndustry(industry)) return {};
  return pageMetadata({ ...contactPageContent(industry).seo, path: `/contact/${industry}` });
}

export default async function ContactIndustryPage({ params }: Props) {
  const { industry } = await params;
  if (!isContactPageIndustry(industry)) notFound();
  return <ContactPageView industry={industry} />;
}
