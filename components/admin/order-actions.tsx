"use client";

import { BanIcon, Undo2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AdminOrderRow } from "@/lib/orders/staff-view-model";

/** Void for an unsettled card charge, refund otherwise (staffActions); nothing once refunded or voided. */
export function OrderActions({
  order,
  disabled,
  onRefund,
  onVoid,
}: {
  order: AdminOrderRow;
  disabled: boolean;
  onRefund: () => void;
  onVoid: () => void;
}) {
  if (order.actions.length === 0) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No actions</span>
      </span>
    );
  }
  return (
    <div className="flex gap-2">
      {order.actions.includes("void") && (
        <Button size="sm" variant="outline" disabled={disabled} onClick={onVoid} aria-label={`Void order ${order.orderNumber}`}>
          <BanIcon aria-hidden="true" />
          Void
        </Button>
      )}
      {order.actions.includes("refund") && (
        <Button size="sm" variant="outline" disabled={disabled} onClick={onRefund} aria-label={`Refund order ${order.orderNumber}`}>
          <Undo2Icon aria-hidden="true" />
          Refund
        </Button>
      )}
    </div>
  );
}
