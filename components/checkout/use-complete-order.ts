"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { completeOrder } from "@/lib/checkout/client";
import { completedOrderFromSummary, storeCompletedOrder } from "@/lib/checkout/completed-order";
import { CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import { announcePaid } from "@/lib/checkout/paid-elsewhere";
import type { OrderSummary } from "@/lib/orders/api";
import { announceCartChanged, browserStorage } from "./browser";

/**
 * 'Complete Order' on the confirmation view: finalizes the paid order (the cart empties, the e-mails go),
 * tells the browser's other tabs, then shows /thank-you. A failure says so and lets the shopper try again.
 */
export function useCompleteOrder() {
  const router = useRouter();
  const [completing, setCompleting] = useState(false);

  async function complete(order: OrderSummary) {
    if (completing) return;
    setCompleting(true);
    const result = await completeOrder();
    if (!result.ok) {
      toast.error(CHECKOUT_TOASTS.completionFailed.title, { description: result.error });
      setCompleting(false);
      return;
    }
    const completed = completedOrderFromSummary(result.order ?? order);
    const session = browserStorage("sessionStorage");
    if (session) storeCompletedOrder(session, completed);
    const local = browserStorage("localStorage");
    if (local) announcePaid(local, completed);
    announceCartChanged();
    router.replace("/thank-you");
  }

  return { completing, complete };
}
