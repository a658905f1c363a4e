// A support ticket's life: open → in progress → resolved → closed. Staff move it: on to a
// later state, back to open, and a closed one only back to open (a reopen). A customer's reply reopens
// a resolved ticket and leaves the others as they are; a staff reply takes up an open one. A closed
// ticket takes no reply, from either side, until staff reopen it. Pure: no database, client-safe.
import type { TicketStatus } from "@/lib/generated/prisma/enums";

export const TICKET_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;

/** True when two unions hold the same members. */
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The states are the database's column (TicketStatus): one added on either side fails to compile here.
const _statesAreTheColumns: SameMembers<(typeof TICKET_STATUSES)[number], TicketStatus> = true;

const LABEL: Record<TicketStatus, string> = {
  open: "Open",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};

/** "Open", "In Progress", "Resolved", "Closed": the seed's names, for customers and staff alike. */
export function ticketStatusLabel(status: TicketStatus): string {
  return LABEL[status];
}

const STAFF_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ["in_progress", "resolved", "closed"],
  in_progress: ["resolved", "closed", "open"],
  resolved: ["closed", "open"],
  closed: ["open"],
};

/** The states staff may move a ticket to from `from`, in the order the status form offers them. */
export function staffMoves(from: TicketStatus): readonly TicketStatus[] {
  return STAFF_MOVES[from];
}

export type TicketMove = { ok: true; status: TicketStatus } | { ok: false; reason: string };

/** Whether staff may move a ticket from `from` to `to`, and why not. */
export function staffStatusChange(from: TicketStatus, to: TicketStatus): TicketMove {
  if (from === to) return { ok: false, reason: `This ticket is already ${LABEL[to]}.` };
  if (STAFF_MOVES[from].includes(to)) return { ok: true, status: to };
  if (from === "closed") return { ok: false, reason: "A closed ticket can only be reopened." };
  return { ok: false, reason: `A ${LABEL[from]} ticket cannot be marked ${LABEL[to]}.` };
}

/** A closed ticket is read-only: nobody writes in it until staff reopen it. */
export const ticketTakesReplies = (status: TicketStatus) => status !== "closed";

export const CLOSED_TICKET_MESSAGES = {
  customer: "This ticket is closed, so it cannot be answered. Please open a new ticket if you need more help.",
  staff: "This ticket is closed: reopen it to reply.",
} as const;

/** The state a customer's reply leaves the ticket in: a resolved ticket opens again; a closed one takes no reply. */
export function statusAfterCustomerReply(status: TicketStatus): TicketMove {
  if (!ticketTakesReplies(status)) return { ok: false, reason: CLOSED_TICKET_MESSAGES.customer };
  return { ok: true, status: status === "resolved" ? "open" : status };
}

/** The state a staff reply leaves the ticket in: an open ticket is in progress; a closed one takes no reply. */
export function statusAfterStaffReply(status: TicketStatus): TicketMove {
  if (!ticketTakesReplies(status)) return { ok: false, reason: CLOSED_TICKET_MESSAGES.staff };
  return { ok: true, status: status === "open" ? "in_progress" : status };
}
