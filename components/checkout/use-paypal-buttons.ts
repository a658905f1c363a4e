"use client";

import { toast } from "@/components/ui/toast";
import type { CaptureResult } from "@/lib/checkout/client";
import { capturePayPalOrder } from "@/lib/checkout/client";
import { CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { clearCheckoutState, readCheckoutState, type SavedCheckoutState } from "@/lib/checkout/saved-state";
import { browserStorage } from "./browser";
import type { CheckoutFormKit } from "./use-checkout-form";
import type { LivePayPalHandlers } from "./payment-method-tabs";
import type { PaymentAttempt } from "./use-payment-attempt";
import type { PayPalOrder } from "./use-paypal-order";

/**
 * PayPal's own buttons (a PayPal client id configured): PayPal opens its window once the form passes its
 * checks, our server makes the order, and the approval is captured here, going on as a return from
 * PayPal does (`onCapturing`, then `finishCapture`).
 */
export function usePayPalButtons({
  checkout,
  order,
  attempt,
  onCapturing,
  finishCapture,
}: {
  checkout: CheckoutFormKit;
  order: PayPalOrder;
  attempt: PaymentAttempt;
  onCapturing: () => void;
  finishCapture: (result: CaptureResult, saved: SavedCheckoutState | null) => void;
}): LivePayPalHandlers {
  return {
    validate: async () => !attempt.isBusy() && (await checkout.check()),
    createOrder: async () => {
      attempt.setBusy("paypal");
      try {
        const answer = await order.create(checkout.form.getValues());
        return answer.paypalOrderId;
      } catch (error) {
        attempt.setBusy(null);
        order.failed(error);
        throw error;
      }
    },
    onApprove: async (paypalOrderId: string) => {
      const local = browserStorage("localStorage");
      const saved = local ? readCheckoutState(local) : null;
      onCapturing();
      const result = await capturePayPalOrder(paypalOrderId, saved ?? undefined);
      attempt.setBusy(null);
      finishCapture(result, saved);
    },
    onCancel: () => {
      attempt.setBusy(null);
      const local = browserStorage("localStorage");
      if (local) clearCheckoutState(local);
      toast.info(CHECKOUT_TOASTS.payPalCancelled.title, { description: CHECKOUT_TOASTS.payPalCancelled.description });
    },
    onError: () => {
      attempt.setBusy(null);
      toast.error(CHECKOUT_TOASTS.payPalError.title, { description: CHECKOUT_TOASTS.payPalError.description });
    },
  };
}
