"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { scrollToElement } from "@/lib/client/session-flags";
import {
  PAYMENT_NOTICES,
  PAYMENT_QUERY_KEYS,
  POOL_ANCHORS,
  POOL_HEADER_OFFSET_PX,
  POOL_TIMINGS,
  paymentOutcome,
  type PaymentOutcome,
} from "@/lib/content/pool-spa";

/**
 * Reads the PayPal return (?payment=success&paypal=true, ?payment=failed, ?payment=error, with or
 * without checkout=true) once on load: shows the notice, removes the query string from the address
 * bar, and after a failure brings the products back into view (seed 001 §2, §8, §9). Renders nothing.
 */
export function PaymentNotice() {
  // undefined: not read yet. Kept in a ref so that an effect run twice (development) acts once.
  const outcome = useRef<PaymentOutcome | null | undefined>(undefined);

  useEffect(() => {
    if (outcome.current === undefined) {
      const search = new URLSearchParams(window.location.search);
      outcome.current = paymentOutcome(search);
      if (outcome.current) {
        const notice = PAYMENT_NOTICES[outcome.current];
        const show = notice.tone === "success" ? toast.success : toast.error;
        show(notice.title, { description: notice.description });
      }
      if (PAYMENT_QUERY_KEYS.some((key) => search.has(key))) {
        const { pathname, hash } = window.location;
        window.history.replaceState(window.history.state, "", `${pathname}${hash}`);
      }
    }
    if (outcome.current !== "failed" && outcome.current !== "error") return;
    const timer = window.setTimeout(
      () => scrollToElement(POOL_ANCHORS.products, POOL_HEADER_OFFSET_PX),
      POOL_TIMINGS.paymentFailureScrollMs,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return null;
}
