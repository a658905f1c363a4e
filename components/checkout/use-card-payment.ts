"use client";

import { toast } from "@/components/ui/toast";
import { tokenizeCard } from "@/lib/checkout/accept-js";
import { processCardPayment } from "@/lib/checkout/client";
import { cardOf, customerOf, toCustomerInput, type CheckoutFormState } from "@/lib/checkout/form";
import { CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { cartSignature, type CheckoutLine } from "@/lib/checkout/totals";
import type { OrderSummary } from "@/lib/orders/api";
import type { PaymentsClientConfig } from "@/lib/payments/config";
import { announceCartChanged, replaceSearch } from "./browser";
import type { CheckoutFormKit } from "./use-checkout-form";
import type { PaymentAttempt } from "./use-payment-attempt";

/**
 * Paying by card: the card becomes a token in the browser (Accept.js, or the test tokenizer of the same
 * shape), and only the token goes to POST /api/authorize-net/process-payment. An approved payment shows
 * its confirmation (`onConfirmed` with the order, or `onLookUp` to ask the server for it).
 */
export function useCardPayment({
  tokenizer,
  checkout,
  attempt,
  lines,
  onConfirmed,
  onLookUp,
}: {
  tokenizer: PaymentsClientConfig["card"];
  checkout: CheckoutFormKit;
  attempt: PaymentAttempt;
  lines: readonly CheckoutLine[];
  onConfirmed: (order: OrderSummary) => void;
  onLookUp: () => void;
}) {
  /** Pays with the checked form's values. */
  async function pay(state: CheckoutFormState) {
    if (attempt.isBusy() || tokenizer.implementation === "unconfigured") return;
    attempt.setBusy("card");
    try {
      const customer = customerOf(state);
      const idempotencyKey = attempt.attemptKey("card", customer, cartSignature(lines));
      const token = await tokenizeCard(tokenizer, cardOf(state));
      if (!token.ok) {
        toast.error(CHECKOUT_TOASTS.cardFailed.title, { description: token.error });
        checkout.showFieldErrors(token.fields);
        return;
      }
      const result = await processCardPayment({ idempotencyKey, customer: toCustomerInput(customer), opaqueData: token.opaqueData });
      if (result.kind === "approved") {
        checkout.clearCard();
        // A reload of the confirmation asks the server again (GET /api/payment-confirmation).
        replaceSearch("?payment=confirmed");
        if (result.order) onConfirmed(result.order);
        else onLookUp();
        return;
      }
      if (result.kind === "repriced") {
        // Nothing was charged: show the cart and totals the server priced, and let the shopper pay again.
        toast.error(CHECKOUT_TOASTS.totalChanged.title, { description: result.message });
        announceCartChanged();
        return;
      }
      if (result.kind === "failed") {
        toast.error(CHECKOUT_TOASTS.cardFailed.title, { description: result.message });
        checkout.showFieldErrors(result.fields);
        return;
      }
      if (result.kind === "confirming") {
        // Not a failure: the gateway has not said yet; paying again is what must not happen.
        toast.info(CHECKOUT_TOASTS.cardConfirming.title, { description: result.message });
        return;
      }
      toast.error(CHECKOUT_TOASTS.cardError.title, { description: CHECKOUT_TOASTS.cardError.description });
    } finally {
      attempt.setBusy(null);
    }
  }

  return { pay };
}
