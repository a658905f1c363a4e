// One idempotency key per checkout attempt (DESIGN §5): the same key for a retried or doubled press and
// after a declined card (the server lets that order be paid with another card), a new one as soon as
// the cart, the customer details or the payment method change. Client-safe and pure.
import type { CheckoutFormValues, PaymentMethodChoice } from "./form";

export type CheckoutAttempt = { fingerprint: string; key: string };

/** What an attempt is made of; the card fields are not part of it (a new card keeps the key). */
export function attemptFingerprint(method: PaymentMethodChoice, values: CheckoutFormValues, cart: string): string {
  const customer = Object.entries(values)
    .filter(([name]) => !(values.sameAsShipping && name.startsWith("billing")))
    .map(([name, value]) => [name, typeof value === "string" ? value.trim() : value]);
  return JSON.stringify([method, cart, customer]);
}

/** The attempt to pay with: the previous one while nothing changed, otherwise a new key. */
export function nextAttempt(previous: CheckoutAttempt | null, fingerprint: string, newKey: () => string): CheckoutAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newKey() };
}
