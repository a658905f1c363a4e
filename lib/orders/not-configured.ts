// What a shopper is told when a payment method has no gateway: a site on a real database with neither
// credentials nor PAYMENTS_MODE=test takes no payment at all, rather than a test payment nobody pays.
// The checkout page shows the same words in the method's tab.
import "server-only";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { paymentsSetup } from "@/lib/payments";

export const NOT_CONFIGURED_MESSAGES = {
  all: CHECKOUT_TEXT.paymentsUnavailable,
  card: CHECKOUT_TEXT.cardUnavailable,
  paypal: CHECKOUT_TEXT.payPalUnavailable,
} as const;

/** The refusal for `method`, pointing to the other method only when that one works. */
export function notConfiguredMessage(method: "card" | "paypal"): string {
  const setup = paymentsSetup();
  const other = method === "card" ? setup.paypal.implementation : setup.card.implementation;
  return other === "unconfigured" ? NOT_CONFIGURED_MESSAGES.all : NOT_CONFIGURED_MESSAGES[method];
}
