import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import Link from "@/components/ui/link";
import { formatUsd } from "@/lib/domain/money";
import type { PaymentInDoubt } from "@/lib/orders/settle-payments";

export const PAYMENT_KIND_LABELS: Record<PaymentInDoubt["kind"], string> = {
  charge: "card charge",
  capture: "PayPal capture",
  refund: "refund",
  void: "void",
};

/**
 * The orders whose payment the gateway has not confirmed yet (lib/orders/settle-payments.ts): the settle
 * job keeps asking the gateway; until it answers, staff neither ship nor charge, refund or void again.
 */
export function PaymentsInDoubt({ payments, when }: { payments: readonly PaymentInDoubt[]; when: (date: Date) => string }) {
  if (payments.length === 0) return null;
  return (
    <Alert variant="warning" role="region" aria-labelledby="payments-in-doubt-title" className="mt-8" data-testid="payments-in-doubt">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle id="payments-in-doubt-title" className="line-clamp-none">
        Payments being confirmed with the gateway ({payments.length})
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {payments.map((payment) => (
            <li key={payment.attemptId}>
              <Link href={`/admin-orders/${encodeURIComponent(payment.orderId)}`} className="font-medium underline underline-offset-4">
                Order #{payment.orderNumber}
              </Link>
              : {PAYMENT_KIND_LABELS[payment.kind]} of {formatUsd(payment.amountCents)} (reference {payment.reference}) since{" "}
              {when(payment.since)}
              {payment.lookups > 0 ? `, asked ${payment.lookups} ${payment.lookups === 1 ? "time" : "times"}` : ""}.
            </li>
          ))}
        </ul>
        <p className="mt-1">
          The gateway did not say whether these went through. They are asked about every minute and settle by themselves; until then, do not
          ship, and do not charge, refund or void them again.
        </p>
      </AlertDescription>
    </Alert>
  );
}
