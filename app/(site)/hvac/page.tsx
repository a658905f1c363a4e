import type { Metadata } from "next";
import { IndustrySummary } from "@/components/industry/industry-summary";
import { HVAC } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

// The older, shorter page: its canonical address is the full page at HVAC.path.
export const metadata: Metadata = pageMetadata({
  title: HVAC.summary?.title ?? HVAC.seo.title,
  description: HVAC.summary?.description ?? HVAC.seo.description,
  path: HVAC.path,
  keywords: [...HVAC.seo.keywords],
});

export default function HvacOverviewPage() {
  return <IndustrySummary industry={HVAC} />;
}
