"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { capturePayPalOrder, fetchPaymentConfirmation, type CaptureResult } from "@/lib/checkout/client";
import { completedOrderFromCapture, storeCompletedOrder } from "@/lib/checkout/completed-order";
import { announcePaid } from "@/lib/checkout/paid-elsewhere";
import { CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { cleanedSearch, readCheckoutReturn } from "@/lib/checkout/query";
import { clearCheckoutState, readCheckoutState, type SavedCheckoutState } from "@/lib/checkout/saved-state";
import type { OrderSummary } from "@/lib/orders/api";
import { announceCartChanged, browserStorage, replaceSearch } from "./browser";

export type CheckoutView =
  /** Before the query string is read: nothing is decided yet. */
  | { kind: "starting" }
  | { kind: "form" }
  /** payment=confirmed: asking the server for the paid order. */
  | { kind: "looking-up" }
  /** paypal=success: capturing, then on to /thank-you. */
  | { kind: "capturing" }
  | { kind: "confirmed"; order: OrderSummary };

/**
 * What /checkout shows first, from its query string (seed 001 §2): the PayPal return (capture, then
 * /thank-you or the failure toasts), PayPal's cancel (cancelled message, saved state restored and
 * cleared), the confirmation lookup of payment=confirmed, or the form. `restore` fills the form from
 * the state saved before leaving for PayPal; it must keep its identity. `initial`: "form" when the server
 * saw no return in the address and rendered the form already.
 */
export function useCheckoutReturn(restore: (saved: SavedCheckoutState | null) => void, initial: CheckoutView = { kind: "starting" }) {
  const router = useRouter();
  const [view, setView] = useState<CheckoutView>(initial);

  /** What the capture answered: COMPLETED goes on to /thank-you, anything else stays here. */
  const finishCapture = useCallback(
    (result: CaptureResult, saved: SavedCheckoutState | null) => {
      if (result.kind === "completed") {
        const order = completedOrderFromCapture(result.answer, saved);
        const session = browserStorage("sessionStorage");
        if (session) storeCompletedOrder(session, order);
        const local = browserStorage("localStorage");
        if (local) {
          clearCheckoutState(local);
          // The tab that opened PayPal still shows the cart: it takes this as its cue.
          announcePaid(local, order);
        }
        toast.success(CHECKOUT_TOASTS.payPalSuccess.title, { description: CHECKOUT_TOASTS.payPalSuccess.description });
        announceCartChanged();
        router.replace("/thank-you");
        return;
      }
      restore(saved);
      setView({ kind: "form" });
      if (result.kind === "repriced") {
        // Nothing was captured: the cart shows the new total, and paying again makes a new PayPal approval.
        toast.error(CHECKOUT_TOASTS.totalChanged.title, { description: result.message });
        announceCartChanged();
      } else if (result.kind === "failed") {
        toast.error(CHECKOUT_TOASTS.payPalFailed.title, { description: CHECKOUT_TOASTS.payPalFailed.description });
      } else if (result.kind === "confirming") {
        toast.info(CHECKOUT_TOASTS.cardConfirming.title, { description: result.message });
      } else {
        toast.error(CHECKOUT_TOASTS.payPalError.title, { description: CHECKOUT_TOASTS.payPalError.description });
      }
    },
    [restore, router],
  );

  /** payment=confirmed: the paid order of this cart, or back to the form when there is none. */
  const lookUpConfirmation = useCallback(() => {
    setView({ kind: "looking-up" });
    const none = () => {
      replaceSearch(cleanedSearch(window.location.search));
      setView({ kind: "form" });
    };
    void fetchPaymentConfirmation().then((result) =>
      result.ok && result.data.confirmed ? setView({ kind: "confirmed", order: result.data.order }) : none(),
    );
  }, []);

  // The query string is read once: a PayPal return, a cancel or a confirmation lookup (seed 001 §2).
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    handledReturn.current = true;
    const back = readCheckoutReturn(window.location.search);
    const local = browserStorage("localStorage");

    if (back.kind === "none") {
      // The address is read after hydration, so that the first render matches the server's (which has
      // shown the form already when it read the same address).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView((current) => (current.kind === "starting" ? { kind: "form" } : current));
      return;
    }
    if (back.kind === "paypal-cancel") {
      restore(local ? readCheckoutState(local) : null);
      if (local) clearCheckoutState(local);
      // After the router's own mount effects, so that it takes note of the new address.
      window.setTimeout(() => replaceSearch(cleanedSearch(window.location.search)), 0);
      setView({ kind: "form" });
      toast.info(CHECKOUT_TOASTS.payPalCancelled.title, { description: CHECKOUT_TOASTS.payPalCancelled.description });
      return;
    }
    if (back.kind === "payment-confirmed") {
      lookUpConfirmation();
      return;
    }
    // paypal=success: capture. The saved state may be missing (another browser, cleared storage):
    // the server knows the order from the token, so it only means nothing to restore.
    setView({ kind: "capturing" });
    const saved = local ? readCheckoutState(local) : null;
    const search = cleanedSearch(window.location.search);
    const capture: Promise<CaptureResult> = back.token
      ? capturePayPalOrder(back.token, saved ?? undefined)
      : Promise.resolve({ kind: "error" });
    void capture.then((result) => {
      if (result.kind !== "completed") replaceSearch(search);
      finishCapture(result, saved);
    });
  }, [finishCapture, lookUpConfirmation, restore]);

  return { view, setView, lookUpConfirmation, finishCapture };
}
