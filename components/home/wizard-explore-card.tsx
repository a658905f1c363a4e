import Link from "@/components/ui/link";
import { ArrowRightIcon, CompassIcon } from "lucide-react";
import type { WizardIndustry } from "@/lib/content/wizard";

/** The "Explore More" card under a brewery or convenience-store recommendation. */
export function WizardExploreCard({ explore }: { explore: NonNullable<WizardIndustry["explore"]> }) {
  return (
    <aside
      aria-labelledby="wizard-explore-heading"
      className="flex flex-col gap-3 rounded-xl border border-brand-amber/60 bg-brand-amber-soft p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="wizard-explore-more"
    >
      <div className="flex gap-3">
        <CompassIcon className="mt-0.5 size-5 shrink-0 text-brand-amber-foreground" aria-hidden="true" />
        <div>
          <h4 id="wizard-explore-heading" className="font-semibold">
            {explore.title}
          </h4>
          <p className="text-sm text-muted-foreground">{explore.description}</p>
        </div>
      </div>
      <Link
        href={explore.href}
        className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md bg-brand-navy px-4 text-sm font-medium text-brand-navy-foreground outline-none hover:bg-brand-navy/90 focus-visible:ring-[3px] focus-visible:ring-ring/70"
      >
        Explore More
        <span className="sr-only">: {explore.cta}</span>
        <ArrowRightIcon className="size-4" aria-hidden="true" />
      </Link>
    </aside>
  );
}
