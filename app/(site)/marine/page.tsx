import type { Metadata } from "next";
import { IndustrySummary } from "@/components/industry/industry-summary";
import { MARINE } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

// The older, shorter page: its canonical address is the full page at MARINE.path.
export const metadata: Metadata = pageMetadata({
  title: MARINE.summary?.title ?? MARINE.seo.title,
  description: MARINE.summary?.description ?? MARINE.seo.description,
  path: MARINE.path,
  keywords: [...MARINE.seo.keywords],
});

export default function MarineOverviewPage() {
  return <IndustrySummary industry={MARINE} />;
}
