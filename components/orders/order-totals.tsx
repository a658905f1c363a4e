import { formatUsd } from "@/lib/domain/money";

type Totals = { subtotal: number; shipping: number; tax: number; total: number };

/** Subtotal, shipping (FREE at zero, as the checkout and the e-mail say), tax and the total paid. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const rows: [string, string][] = [
    ["Subtotal", formatUsd(totals.subtotal)],
    ["Shipping", totals.shipping === 0 ? "FREE" : formatUsd(totals.shipping)],
    ["Tax", formatUsd(totals.tax)],
  ];
  return (
    <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm" data-testid="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t pt-1 font-semibold">Total</dt>
        <dd className="border-t pt-1 text-right font-semibold tabular-nums">{formatUsd(totals.total)}</dd>
      </div>
    </dl>
  );
}
