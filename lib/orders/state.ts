// The order's life (seed 001 §4, DESIGN §5): created pending before any money moves, then completed
// or failed (or abandoned when nobody pays within a day); a completed order can be voided (card, before
// settlement) or refunded, in one refund or several (partially_refunded until nothing remains). Nothing else.
import type { FulfilmentStatus, OrderStatus } from "@/lib/generated/prisma/enums";
import { canVoid } from "./fulfilment-rules";

/** "refunded": nothing remains to refund after it; "partly_refunded": something still does. */
export type OrderEvent = "payment_succeeded" | "payment_failed" | "voided" | "refunded" | "partly_refunded" | "abandoned";

const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  // Nobody paid within 24 hours (lib/orders/after-payment.ts): kept for staff, never charged later.
  pending: { payment_succeeded: "completed", payment_failed: "failed", abandoned: "abandoned" },
  // A declined card can be retried in the same checkout: the retry charges the same order.
  failed: { payment_succeeded: "completed", payment_failed: "failed" },
  completed: { voided: "voided", refunded: "refunded", partly_refunded: "partially_refunded" },
  // Void is whole-order and before settlement; once part is refunded only refunds remain.
  partially_refunded: { refunded: "refunded", partly_refunded: "partially_refunded" },
  voided: {},
  refunded: {},
  abandoned: {},
};

export class OrderTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly event: OrderEvent,
  ) {
    super(`An order that is ${from} cannot be ${event.replace("_", " ")}`);
  }
}

export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = TRANSITIONS[from][event];
  if (!to) throw new OrderTransitionError(from, event);
  return to;
}

export function canApply(from: OrderStatus, event: OrderEvent): boolean {
  return TRANSITIONS[from][event] !== undefined;
}

export type StaffAction = "void" | "refund";

/**
 * What staff may do with an order: a card charge is voided before the nightly settlement and refunded
 * after it; a PayPal payment can only be refunded.
 */
export function staffActions(order: {
  status: OrderStatus;
  cardTransactionId: string | null;
  settledAt: Date | null;
  fulfilmentStatus?: FulfilmentStatus;
}): StaffAction[] {
  if (order.status === "partially_refunded") return ["refund"];
  if (order.status !== "completed") return [];
  if (order.cardTransactionId && !order.settledAt) {
    // A shipped order is never voided (lib/orders/fulfilment-rules.ts): its charge is refunded once it settles.
    return order.fulfilmentStatus === undefined || canVoid(order.fulfilmentStatus) ? ["void"] : [];
  }
  return ["refund"];
}

/** The label staff read in the orders table (seed 001 §4). */
export function statusLabel(order: { status: OrderStatus; cardTransactionId: string | null }): string {
  switch (order.status) {
    case "voided":
      return "Transaction Voided";
    case "refunded":
      return "Refund Processed";
    case "partially_refunded":
      return "Partially Refunded";
    case "completed":
      return order.cardTransactionId ? "Completed" : "PayPal Payment";
    case "failed":
      return "Payment Failed";
    case "pending":
      return "Pending";
    case "abandoned":
      return "Abandoned";
  }
}
