import { ShieldCheckIcon } from "lucide-react";
import { CheckList } from "@/components/marketing/check-list";
import type { BreweryCaseStudy } from "@/lib/content/brewery-case-studies";

/** Handling the concentrates at home. */
export function CaseStudySafety({ safety }: { safety: NonNullable<BreweryCaseStudy["safety"]> }) {
  return (
    <section aria-labelledby="safety-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="rounded-xl bg-brand-green-soft p-6 sm:p-8">
        <h2 id="safety-heading" className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShieldCheckIcon className="size-8 shrink-0 text-brand-green" aria-hidden />
          {safety.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-muted-foreground">{safety.intro}</p>
        <CheckList
          items={safety.tips}
          marker="large-dot"
          className="mt-6 grid gap-3 md:grid-cols-2"
          itemClassName="gap-3 rounded-lg bg-background p-4 text-sm shadow-xs"
        />
      </div>
    </section>
  );
}
