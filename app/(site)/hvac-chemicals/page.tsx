import { IndustryLanding } from "@/components/industry/industry-landing";
import { HVAC } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: HVAC.seo.title,
  description: HVAC.seo.description,
  path: HVAC.path,
  keywords: [...HVAC.seo.keywords],
});

export default function HvacChemicalsPage() {
  return <IndustryLanding industry={HVAC} />;
}
