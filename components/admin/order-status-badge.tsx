import { Badge } from "@/components/ui/badge";
import type { OrderStatus } from "@/lib/generated/prisma/enums";

const VARIANT = {
  completed: "green",
  refunded: "secondary",
  partially_refunded: "amber",
  voided: "outline",
  pending: "amber",
  failed: "destructive",
  abandoned: "outline",
} as const satisfies Record<OrderStatus, "green" | "secondary" | "outline" | "amber" | "destructive">;

/** The order's status as staff read it (statusLabel), coloured by state. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="order-status">
      {label}
    </Badge>
  );
}
