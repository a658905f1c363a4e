"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { CART_CHANGED_EVENT } from "@/lib/cart/client";
import { messageOr } from "@/lib/client/api";
import { isUnauthorized, reorder } from "@/lib/portal/client";

/**
 * Reorder (the portal's call): the order's items go into the cart, and a toast says what went in and what
 * could not, with a way to the cart. `onSignedOut` when the session is gone.
 */
export function useReorder({
  orderId,
  orderNumber,
  onSignedOut,
  onViewCart,
}: {
  orderId: string;
  orderNumber: string;
  onSignedOut: () => void;
  onViewCart: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function run() {
    if (busy) return;
    setBusy(true);
    const result = await reorder(orderId);
    setBusy(false);
    if (!result.ok) {
      if (isUnauthorized(result)) onSignedOut();
      else toast.error("Reorder failed", { description: messageOr(result, "Please try again.") });
      return;
    }
    const { items, added, skipped } = result.data;
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: items }));
    const count = added.reduce((sum, line) => sum + line.quantity, 0);
    const left = skipped.length > 0 ? ` Not available any more: ${skipped.map((s) => s.name).join(", ")}.` : "";
    toast.success("Added to cart", {
      description: `${count} ${count === 1 ? "item" : "items"} from order ${orderNumber} are in your cart.${left}`,
      action: { label: "View Cart", onClick: onViewCart },
    });
  }

  return { busy, run };
}
