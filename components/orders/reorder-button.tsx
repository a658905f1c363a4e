"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { RotateCcwIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { CART_CHANGED_EVENT } from "@/lib/cart/client";
import { accountOrderPath } from "@/lib/orders/links";
import { messageOr } from "@/lib/client/api";
import { isUnauthorized, reorder } from "@/lib/portal/client";

/** Reorder: the order's items go into the cart (the portal's call), and a toast says what went in and what could not. */
export function ReorderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run() {
    if (busy) return;
    setBusy(true);
    const result = await reorder(orderId);
    setBusy(false);
    if (!result.ok) {
      if (isUnauthorized(result)) router.push(`/sign-in?callbackUrl=${encodeURIComponent(accountOrderPath(orderNumber))}`);
      else toast.error("Reorder failed", { description: messageOr(result, "Please try again.") });
      return;
    }
    const { items, added, skipped } = result.data;
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: items }));
    const count = added.reduce((sum, line) => sum + line.quantity, 0);
    const left = skipped.length > 0 ? ` Not available any more: ${skipped.map((s) => s.name).join(", ")}.` : "";
    toast.success("Added to cart", {
      description: `${count} ${count === 1 ? "item" : "items"} from order ${orderNumber} are in your cart.${left}`,
      action: { label: "View Cart", onClick: () => router.push("/checkout") },
    });
  }

  return (
    <Button type="button" variant="outline" onClick={run} aria-disabled={busy || undefined}>
      <RotateCcwIcon aria-hidden="true" className={busy ? "animate-spin" : undefined} />
      {busy ? "Adding..." : "Reorder"}
    </Button>
  );
}
