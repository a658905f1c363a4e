"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import type { CheckoutFormState } from "@/lib/checkout/form";
import { CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { PAYPAL_BUSY_MS, postApprovalUrl } from "@/lib/checkout/paypal-redirect";
import type { PaymentAttempt } from "./use-payment-attempt";
import type { PayPalOrder } from "./use-paypal-order";

/**
 * PayPal through the test gateway, the seed's redirect flow: the approval page opens in a new tab
 * through a hidden form post, and the button stays busy for 2 s, or until an error.
 */
export function usePayPalRedirect({ order, attempt }: { order: PayPalOrder; attempt: PaymentAttempt }) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Starts PayPal with the checked form's values. */
  async function pay(state: CheckoutFormState) {
    if (attempt.isBusy()) return;
    attempt.setBusy("paypal");
    try {
      const { approvalUrl } = await order.create(state);
      toast.info(CHECKOUT_TOASTS.payPalStart.title, { description: CHECKOUT_TOASTS.payPalStart.description });
      postApprovalUrl(approvalUrl);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => attempt.setBusy(null), PAYPAL_BUSY_MS);
    } catch (error) {
      attempt.setBusy(null);
      order.failed(error);
    }
  }

  return { pay };
}
