"use client";

import { Fragment, useId } from "react";
import { formatUsd } from "@/lib/domain/money";
import { taxRateFor, type StateCode } from "@/lib/domain/tax";
import type { QuoteTotals } from "@/lib/quotes/rules";

/** Subtotal, discounts, shipping, the chosen state's tax and the total, as typed. */
export function QuoteTotalsBox({ totals, state }: { totals: QuoteTotals; state: StateCode | undefined }) {
  const titleId = useId();
  const rows = [
    { label: "Subtotal", value: formatUsd(totals.subtotalCents), testId: "totals-subtotal" },
    ...(totals.discountCents > 0 ? [{ label: "Discounts", value: `−${formatUsd(totals.discountCents)}`, testId: "totals-discounts" }] : []),
    { label: "Shipping", value: formatUsd(totals.shippingCents), testId: "totals-shipping" },
    {
      label: state ? `Tax (${state} ${taxRateFor(state) ?? 0}%)` : "Tax (choose a state)",
      value: state ? formatUsd(totals.taxCents) : "—",
      testId: "totals-tax",
    },
  ];
  return (
    <section aria-labelledby={titleId} className="w-full rounded-lg border p-4 sm:ml-auto sm:max-w-sm" data-testid="quote-totals">
      <h2 id={titleId} className="font-semibold">
        Totals
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <Fragment key={row.testId}>
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="text-right tabular-nums" data-testid={row.testId}>
              {row.value}
            </dd>
          </Fragment>
        ))}
        {/* The total's cell reaches over the column gap, so that the line above the total is unbroken. */}
        <dt className="border-t pt-2 font-semibold">{state ? "Total" : "Total before tax"}</dt>
        <dd
          className="-ml-4 border-t pt-2 pl-4 text-right font-semibold tabular-nums"
          aria-live="polite"
          aria-atomic="true"
          data-testid="totals-total"
        >
          {formatUsd(totals.totalCents)}
        </dd>
      </dl>
    </section>
  );
}
