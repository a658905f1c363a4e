import { IndustryLanding } from "@/components/industry/industry-landing";
import { AGRICULTURE } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: AGRICULTURE.seo.title,
  description: AGRICULTURE.seo.description,
  path: AGRICULTURE.path,
  keywords: [...AGRICULTURE.seo.keywords],
});

export default function AgricultureChemicalsPage() {
  return <IndustryLanding industry={AGRICULTURE} />;
}
