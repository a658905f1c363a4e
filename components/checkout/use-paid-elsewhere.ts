"use client";

import { useEffect, useRef } from "react";
import { CHECKOUT_PAID_KEY, paidSince, readPaidNote } from "@/lib/checkout/paid-elsewhere";
import type { CompletedOrder } from "@/lib/checkout/completed-order";
import { browserStorage } from "./browser";

/**
 * Calls `onPaid` with the order when another tab of this browser completes a payment while this one
 * shows the form (`watching`): heard at once as a storage event, or read when this tab comes back into
 * focus (a tab in the background may not have been told).
 */
export function usePaidElsewhere(watching: boolean, onPaid: (order: CompletedOrder) => void) {
  const openedAt = useRef(0);
  const latest = useRef(onPaid);
  useEffect(() => {
    latest.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    if (openedAt.current === 0) openedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (!watching) return;
    let done = false;
    const check = (raw: string | null) => {
      const order = paidSince(raw, openedAt.current);
      if (!order || done) return;
      done = true;
      latest.current(order);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHECKOUT_PAID_KEY) check(event.newValue);
    };
    const onFocus = () => {
      const local = browserStorage("localStorage");
      if (local && document.visibilityState === "visible") check(readPaidNote(local));
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [watching]);
}
