import { IndustryLanding } from "@/components/industry/industry-landing";
import { WATER_TECHNOLOGIES } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: WATER_TECHNOLOGIES.seo.title,
  description: WATER_TECHNOLOGIES.seo.description,
  path: WATER_TECHNOLOGIES.path,
  keywords: [...WATER_TECHNOLOGIES.seo.keywords],
});

export default function WaterTechnologiesPage() {
  return <IndustryLanding industry={WATER_TECHNOLOGIES} />;
}
