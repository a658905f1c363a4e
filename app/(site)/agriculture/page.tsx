import type { Metadata } from "next";
import { IndustrySummary } from "@/components/industry/industry-summary";
import { AGRICULTURE } from "@/lib/content/industries";
import { pageMetadata } from "@/lib/seo/metadata";

// The older, shorter page: its canonical address is the full page at AGRICULTURE.path.
export const metadata: Metadata = pageMetadata({
  title: AGRICULTURE.summary?.title ?? AGRICULTURE.seo.title,
  description: AGRICULTURE.summary?.description ?? AGRICULTURE.seo.description,
  path: AGRICULTURE.path,
  keywords: [...AGRICULTURE.seo.keywords],
});

export default function AgricultureOverviewPage() {
  return <IndustrySummary industry={AGRICULTURE} />;
}
