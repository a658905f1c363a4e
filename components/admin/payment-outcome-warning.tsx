import { TriangleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PAYMENT_PROBLEM_LABELS, readPaymentDetails } from "@/lib/orders/payment-events";

type Attempt = { id: number; createdAt: Date; raw: unknown };

/**
 * Shown on an order with a card attempt whose outcome nobody knows yet (the gateway timed out or held
 * it): the settle job asks the gateway every minute, and no retry charges again meanwhile.
 */
export function PaymentOutcomeWarning({ attempts, when }: { attempts: readonly Attempt[]; when: (date: Date) => string }) {
  if (attempts.length === 0) return null;
  return (
    <Alert variant="warning" role="note" className="mt-6" data-testid="payment-outcome-warning">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">Check the payment gateway before shipping</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {attempts.map((attempt) => {
            const details = readPaymentDetails(attempt.raw);
            return (
              <li key={attempt.id}>
                {when(attempt.createdAt)}: {details.problem ? PAYMENT_PROBLEM_LABELS[details.problem] : "unknown outcome"}
                {details.invoiceNumber ? ` (invoice ${details.invoiceNumber})` : ""}.
              </li>
            );
          })}
        </ul>
        <p className="mt-1">
          Such an attempt may have charged the card. It is being confirmed with the gateway by its invoice number, every minute, and the
          order shows the outcome once the gateway tells; a charge held for review settles when it is reviewed.
        </p>
      </AlertDescription>
    </Alert>
  );
}
