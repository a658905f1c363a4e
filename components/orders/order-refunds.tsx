import { formatDate } from "@/components/portal/format";
import { formatUsd } from "@/lib/domain/money";
import type { CustomerOrderRefund } from "@/lib/orders/customer-view-model";

/** The money given back on this order, each refund with its date and reason. */
export function OrderRefunds({ refunds }: { refunds: readonly CustomerOrderRefund[] }) {
  return (
    <ul className="grid gap-2" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="rounded-lg border p-3 text-sm" data-testid="refund">
          <span className="font-semibold tabular-nums">{formatUsd(refund.amount)}</span> refunded on {formatDate(refund.date)}
          {refund.reason && <span className="block text-muted-foreground">Reason: {refund.reason}</span>}
        </li>
      ))}
    </ul>
  );
}
