import { TotalsList } from "@/components/ui/totals-list";
import { formatUsd } from "@/lib/domain/money";

type Totals = { subtotal: number; shipping: number; tax: number; total: number };

/** Subtotal, shipping (FREE at zero, as the checkout and the e-mail say), tax and the total paid. */
export function OrderTotals({ totals }: { totals: Totals }) {
  return (
    <TotalsList
      testId="order-totals"
      className="mt-4 ml-auto max-w-xs grid-cols-2 gap-y-1"
      rows={[
        { label: "Subtotal", value: formatUsd(totals.subtotal) },
        { label: "Shipping", value: totals.shipping === 0 ? "FREE" : formatUsd(totals.shipping) },
        { label: "Tax", value: formatUsd(totals.tax) },
      ]}
      total={{ label: "Total", value: formatUsd(totals.total) }}
      totalClassName="border-t pt-1 font-semibold"
    />
  );
}
