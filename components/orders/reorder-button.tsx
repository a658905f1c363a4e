"use client";

import { useRouter } from "next/navigation";
import { RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { accountOrderPath } from "@/lib/orders/links";
import { useReorder } from "./use-reorder";

/** Reorder: the order's items go into the cart (the portal's call), and a toast says what went in and what could not. */
export function ReorderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const router = useRouter();
  const { busy, run } = useReorder({
    orderId,
    orderNumber,
    onSignedOut: () => router.push(`/sign-in?callbackUrl=${encodeURIComponent(accountOrderPath(orderNumber))}`),
    onViewCart: () => router.push("/checkout"),
  });

  return (
    <Button type="button" variant="outline" onClick={run} aria-disabled={busy || undefined}>
      <RotateCcwIcon aria-hidden="true" className={busy ? "animate-spin" : undefined} />
      {busy ? "Adding..." : "Reorder"}
    </Button>
  );
}
