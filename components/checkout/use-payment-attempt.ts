"use client";

import { useCallback, useRef, useState } from "react";
import { attemptFingerprint, nextAttempt, type CheckoutAttempt } from "@/lib/checkout/attempt";
import type { CheckoutFormValues, PaymentMethodChoice } from "@/lib/checkout/form";
import { newIdempotencyKey } from "@/lib/http/idempotency-key";

export type Busy = "card" | "paypal" | null;

/**
 * What the payment methods share: which one is running (the pay buttons are off meanwhile, so one press
 * makes at most one order) and the idempotency key of the checkout attempt (DESIGN §5: the same one while
 * the cart, the customer and the method stay the same, so a retried or doubled payment makes one order).
 */
export function usePaymentAttempt() {
  const [busy, setBusyState] = useState<Busy>(null);
  // State updates land after the next render; a second press in between must already be refused.
  const busyRef = useRef<Busy>(null);
  const attempt = useRef<CheckoutAttempt | null>(null);

  const setBusy = useCallback((next: Busy) => {
    busyRef.current = next;
    setBusyState(next);
  }, []);

  const isBusy = useCallback(() => busyRef.current !== null, []);

  /** The key of this attempt: `cart` is the cart's signature (lib/checkout/totals.ts cartSignature). */
  const attemptKey = useCallback((method: PaymentMethodChoice, customer: CheckoutFormValues, cart: string) => {
    attempt.current = nextAttempt(attempt.current, attemptFingerprint(method, customer, cart), newIdempotencyKey);
    return attempt.current.key;
  }, []);

  return { busy, isBusy, setBusy, attemptKey };
}

export type PaymentAttempt = ReturnType<typeof usePaymentAttempt>;
