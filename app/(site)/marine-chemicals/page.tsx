import { IndustryLanding } from "@/components/industry/industry-landing";
import { MARINE } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: MARINE.seo.title,
  description: MARINE.seo.description,
  path: MARINE.path,
  keywords: [...MARINE.seo.keywords],
});

export default function MarineChemicalsPage() {
  return <IndustryLanding industry={MARINE} />;
}
