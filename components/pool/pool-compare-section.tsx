import { POOL_ANCHORS, POOL_COMPARE_SECTION } from "@/lib/content/pool-spa";
import { CompareButton } from "./compare-button";

/** The invitation to the comparison tool. */
export function PoolCompareSection() {
  return (
    <section id={POOL_ANCHORS.compare} aria-labelledby="pool-compare-heading" className="scroll-mt-28 bg-secondary/60">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="pool-compare-heading" className="text-2xl font-bold tracking-tight">
            {POOL_COMPARE_SECTION.heading}
          </h2>
          <p className="mt-2 text-muted-foreground">{POOL_COMPARE_SECTION.text}</p>
        </div>
        <CompareButton />
      </div>
    </section>
  );
}
