"use client";

import { useId } from "react";
import { TotalsList } from "@/components/ui/totals-list";
import { formatUsd } from "@/lib/domain/money";
import { taxRateFor, type StateCode } from "@/lib/domain/tax";
import type { QuoteTotals } from "@/lib/quotes/rules";

/** Subtotal, discounts, shipping, the chosen state's tax and the total, as typed. */
export function QuoteTotalsBox({ totals, state }: { totals: QuoteTotals; state: StateCode | undefined }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="w-full rounded-lg border p-4 sm:ml-auto sm:max-w-sm" data-testid="quote-totals">
      <h2 id={titleId} className="font-semibold">
        Totals
      </h2>
      <TotalsList
        className="mt-3 grid-cols-[1fr_auto] gap-x-4 gap-y-1.5"
        rows={[
          { label: "Subtotal", value: formatUsd(totals.subtotalCents), testId: "totals-subtotal" },
          totals.discountCents > 0 && { label: "Discounts", value: `−${formatUsd(totals.discountCents)}`, testId: "totals-discounts" },
          { label: "Shipping", value: formatUsd(totals.shippingCents), testId: "totals-shipping" },
          {
            label: state ? `Tax (${state} ${taxRateFor(state) ?? 0}%)` : "Tax (choose a state)",
            value: state ? formatUsd(totals.taxCents) : "—",
            testId: "totals-tax",
          },
        ]}
        total={{ label: state ? "Total" : "Total before tax", value: formatUsd(totals.totalCents), testId: "totals-total" }}
        totalClassName="border-t pt-2 font-semibold"
        reach={4}
        live
      />
    </section>
  );
}
