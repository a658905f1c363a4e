import { BadgePercentIcon } from "lucide-react";
import { CONVENIENCE_TRIAL_BANNER } from "@/lib/content/convenience";
import { QuoteButton } from "./quote-button";

/** The risk-free trial and volume pricing offer, with the custom quote button. */
export function TrialBanner() {
  return (
    <section aria-labelledby="trial-heading" className="bg-brand-amber-soft">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <BadgePercentIcon className="mt-1 size-8 shrink-0 text-brand-amber-foreground" aria-hidden />
          <div>
            <h2 id="trial-heading" className="text-2xl font-bold text-balance">
              {CONVENIENCE_TRIAL_BANNER.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">{CONVENIENCE_TRIAL_BANNER.text}</p>
          </div>
        </div>
        <QuoteButton size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
          Get Custom Quote
        </QuoteButton>
      </div>
    </section>
  );
}
