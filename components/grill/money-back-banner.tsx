import { BadgeCheckIcon } from "lucide-react";
import { GRILL_MONEY_BACK } from "@/lib/content/grill";

export function MoneyBackBanner() {
  return (
    <section aria-labelledby="money-back-heading" className="bg-brand-green-soft">
      <div className="mx-auto flex max-w-7xl gap-4 px-4 py-10">
        <BadgeCheckIcon className="mt-1 size-10 shrink-0 text-brand-green" aria-hidden />
        <div>
          <h2 id="money-back-heading" className="text-2xl font-bold">
            {GRILL_MONEY_BACK.heading}
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">{GRILL_MONEY_BACK.text}</p>
        </div>
      </div>
    </section>
  );
}
