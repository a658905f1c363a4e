// How the portal names and colours order and ticket states (seed 000 §4): orders that arrived are green
// and orders on their way blue (In Transit: shipped or partly shipped), anything else gray; tickets
// Resolved green, In Progress yellow, other gray. An order's label and colour come from its payment and
// its fulfilment (lib/orders/fulfilment-rules.ts), as on the order's own page. Client-safe.
import { customerStatusLabel, customerStatusTone, type FulfilmentState, type PaymentState } from "@/lib/orders/fulfilment-rules";
import type { OrderStatus, TicketStatus } from "@/lib/generated/prisma/enums";

export type StatusTone = "green" | "blue" | "yellow" | "gray";

/** The orders a customer placed: a checkout that never got paid (pending, failed) is no order to them. */
export const PLACED_ORDER_STATUSES = ["completed", "partially_refunded", "refunded", "voided"] as const satisfies readonly OrderStatus[];

/** An order's status for its customer: "Order Placed", "In Transit", "Delivered", "Refunded"..., and its badge colour. */
export function orderStatus(payment: PaymentState, fulfilment: FulfilmentState): { label: string; tone: StatusTone } {
  return { label: customerStatusLabel(payment, fulfilment), tone: customerStatusTone(payment, fulfilment) };
}

// The names are the domain's: staff read the same ones.
export { ticketStatusLabel } from "@/lib/tickets/status";

export function ticketStatusTone(label: string): StatusTone {
  if (label === "Resolved") return "green";
  if (label === "In Progress") return "yellow";
  return "gray";
}

/** Tickets still waiting for an answer or a fix: the "Open Tickets" card counts these. */
export const OPEN_TICKET_STATUSES = ["open", "in_progress"] as const satisfies readonly TicketStatus[];
