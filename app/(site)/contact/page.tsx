import type { Metadata } from "next";
import { ContactPageView } from "@/components/contact/contact-page-view";
import { contactPageContent, isContactPageIndustry } from "@/lib/content/contact-industries";
import { prefilledMessage } from "@/lib/leads/contact-prefill";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<{ industry?: string | string[]; message?: string | string[] }> };

/** ?industry=hvac shows the HVAC variant; an unknown value shows the general page. */
async function industryOf(searchParams: Props["searchParams"]) {
  const { industry } = await searchParams;
  const value = Array.isArray(industry) ? industry[0] : industry;
  return isContactPageIndustry(value) ? value : undefined;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const industry = await industryOf(searchParams);
  const { seo } = contactPageContent(industry);
  // The query variant shows the same page as /contact/{industry}: that is its canonical address.
  return pageMetadata({ ...seo, path: industry ? `/contact/${industry}` : "/contact" });
}

/** ?message= writes a message into the form (the Application Finder's Contact Us); unusable text is left out. */
export default async function ContactPage({ searchParams }: Props) {
  const message = prefilledMessage((await searchParams).message);
  return <ContactPageView industry={await industryOf(searchParams)} message={message} />;
}
