import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatUsd } from "@/lib/domain/money";
import type { PaymentInDoubt } from "@/lib/orders/settle-payments";
import { PAYMENT_KIND_LABELS } from "./dashboard/payments-in-doubt";

/**
 * Shown on an order with a payment whose outcome nobody knows yet (the gateway timed out or held it, or
 * the answer was never written): the settle job asks the gateway every minute, and no retry charges,
 * refunds or voids again meanwhile.
 */
export function PaymentOutcomeWarning({ payments, when }: { payments: readonly PaymentInDoubt[]; when: (date: Date) => string }) {
  if (payments.length === 0) return null;
  return (
    <Alert variant="warning" role="note" className="mt-6" data-testid="payment-outcome-warning">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">Check the payment gateway before shipping</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {payments.map((payment) => (
            <li key={payment.attemptId}>
              {when(payment.since)}: {PAYMENT_KIND_LABELS[payment.kind]} of {formatUsd(payment.amountCents)}, reference {payment.reference}
              {payment.lookups > 0 ? `, asked ${payment.lookups} ${payment.lookups === 1 ? "time" : "times"}` : ""}.
            </li>
          ))}
        </ul>
        <p className="mt-1">
          The gateway did not say whether this went through. It is asked by its reference every minute, and the order shows the outcome once
          the gateway tells; a payment held for review settles when it is reviewed. Do not charge, refund or void it again meanwhile.
        </p>
      </AlertDescription>
    </Alert>
  );
}
