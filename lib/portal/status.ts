// How the portal names and colours order and ticket states (seed 000 §4): orders that arrived are green
// and orders on their way blue, anything else gray; tickets Resolved green, In Progress yellow, other
// gray. Client-safe.
import type { OrderStatus, TicketStatus } from "@/lib/generated/prisma/enums";

export type StatusTone = "green" | "blue" | "yellow" | "gray";

/** The orders a customer placed: a checkout that never got paid (pending, failed) is no order to them. */
export const PLACED_ORDER_STATUSES = ["completed", "refunded", "voided"] as const satisfies readonly OrderStatus[];
export type PlacedOrderStatus = (typeof PLACED_ORDER_STATUSES)[number];

const ORDER_LABEL: Record<OrderStatus, string> = {
  completed: "Completed",
  pending: "Processing",
  refunded: "Refunded",
  voided: "Cancelled",
  failed: "Payment Failed",
  abandoned: "Abandoned",
};

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_LABEL[status];
}

/** The seed's rule on the label (Delivered green, In Transit blue, any other gray), with our paid and unpaid states. */
export function orderStatusTone(label: string): StatusTone {
  if (label === "Delivered" || label === "Completed") return "green";
  if (label === "In Transit" || label === "Processing") return "blue";
  return "gray";
}

const TICKET_LABEL: Record<TicketStatus, string> = {
  open: "Open",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};

export function ticketStatusLabel(status: TicketStatus): string {
  return TICKET_LABEL[status];
}

export function ticketStatusTone(label: string): StatusTone {
  if (label === "Resolved") return "green";
  if (label === "In Progress") return "yellow";
  return "gray";
}

/** Tickets still waiting for an answer or a fix: the "Open Tickets" card counts these. */
export const OPEN_TICKET_STATUSES = ["open", "in_progress"] as const satisfies readonly TicketStatus[];
