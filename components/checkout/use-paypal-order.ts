"use client";

import { toast } from "@/components/ui/toast";
import { createPayPalOrder, PayPalSetupError } from "@/lib/checkout/client";
import { customerOf, toCustomerInput, type CheckoutFormState } from "@/lib/checkout/form";
import { CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { saveCheckoutState } from "@/lib/checkout/saved-state";
import { amountString, cartSignature, payPalItems, type CheckoutLine } from "@/lib/checkout/totals";
import { announceCartChanged, browserStorage } from "./browser";
import type { CheckoutFormKit } from "./use-checkout-form";
import type { PaymentAttempt } from "./use-payment-attempt";

/**
 * What both PayPal flows share: saving the form for the return, asking our server for a PayPal order,
 * and saying why one could not be made.
 */
export function usePayPalOrder({
  checkout,
  attempt,
  lines,
  totalCents,
}: {
  checkout: CheckoutFormKit;
  attempt: PaymentAttempt;
  lines: readonly CheckoutLine[];
  totalCents: number;
}) {
  /** Saves the form for the return, then asks our server for a PayPal order. */
  function create(state: CheckoutFormState) {
    const customer = customerOf(state);
    const local = browserStorage("localStorage");
    if (local) {
      saveCheckoutState(local, {
        customerInfo: customer,
        cartItems: lines.map((line) => ({
          productId: line.productId,
          productName: line.name,
          itemNumber: line.itemNumber,
          size: line.sizeLabel,
          quantity: line.quantity,
          price: amountString(line.unitPriceCents),
        })),
        total: amountString(totalCents),
      });
    }
    return createPayPalOrder({
      idempotencyKey: attempt.attemptKey("paypal", customer, cartSignature(lines)),
      customerInfo: toCustomerInput(customer),
      intent: "CAPTURE",
      currency: "USD",
      amount: amountString(totalCents),
      items: payPalItems(lines),
    });
  }

  /** 'Your Order Total Changed' when the server priced the order again, otherwise 'PayPal Error' with the fields it refused. */
  function failed(error: unknown) {
    if (error instanceof PayPalSetupError && error.total) {
      toast.error(CHECKOUT_TOASTS.totalChanged.title, { description: error.message });
      announceCartChanged();
      return;
    }
    if (error instanceof PayPalSetupError) checkout.showFieldErrors(error.fields);
    const message = error instanceof Error ? error.message : "";
    toast.error(CHECKOUT_TOASTS.payPalSetup.title, {
      description: message ? `Error: ${message}` : CHECKOUT_TOASTS.payPalSetup.description,
    });
  }

  return { create, failed };
}

export type PayPalOrder = ReturnType<typeof usePayPalOrder>;
