import * as React from "react";

import { cn } from "@/lib/utils";

export type TotalsRow = { label: React.ReactNode; value: React.ReactNode; testId?: string };

/** The value cell of the total reaches over the column gap, so that the rule above the total is unbroken. */
const REACH = { 4: "-ml-4 pl-4", 6: "-ml-6 pl-6" } as const;

/**
 * An order's or a quote's sums as label/value rows (subtotal, shipping, tax…) and the total below them:
 * labels on the left, figures lined up on the right.
 */
export function TotalsList({
  rows,
  total,
  className,
  totalClassName,
  reach,
  live = false,
  testId,
}: {
  /** `false` leaves a row out (a discount when there is none). */
  rows: readonly (TotalsRow | false)[];
  total: TotalsRow;
  /** The list's grid: its columns, gaps, width and margins. */
  className: string;
  /** The total's label and value alike: its rule and weight. */
  totalClassName: string;
  /** The list's column gap (gap-x-4, gap-x-6) for the total's rule to reach over. */
  reach?: keyof typeof REACH;
  /** The total is announced when it changes (a form that computes it). */
  live?: boolean;
  testId?: string;
}) {
  return (
    <dl className={cn("grid text-sm", className)} data-testid={testId}>
      {rows.map(
        (row, index) =>
          row && (
            <React.Fragment key={index}>
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="text-right tabular-nums" data-testid={row.testId}>
                {row.value}
              </dd>
            </React.Fragment>
          ),
      )}
      <dt className={totalClassName}>{total.label}</dt>
      <dd
        className={cn("text-right tabular-nums", totalClassName, reach && REACH[reach])}
        data-testid={total.testId}
        aria-live={live ? "polite" : undefined}
        aria-atomic={live ? "true" : undefined}
      >
        {total.value}
      </dd>
    </dl>
  );
}
