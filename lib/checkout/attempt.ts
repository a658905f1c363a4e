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

/**
 * A version 4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost); the shop may
 * be opened over plain http on a local network, so fall back to getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = globalThis.crypto,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
