// The support tickets as the staff pages and GET /api/admin/tickets* show them: a row of the inbox, one
// ticket with its thread, and the staff members a ticket can be given to. Client-safe: types only.
import type { TicketStatus } from "@/lib/generated/prisma/enums";

type Person = { id: string; name: string; email: string };

/** One row of the inbox. Dates are ISO text. */
export type StaffTicketRow = {
  id: string;
  subject: string;
  status: TicketStatus;
  statusLabel: string;
  customer: Person & { company: string | null };
  order: { id: string; orderNumber: string } | null;
  owner: Person | null;
  createdAt: string;
  /** The latest activity: a message, a change of status or owner. */
  updatedAt: string;
  /** The last message is the customer's: they wait for an answer. */
  awaitingReply: boolean;
};

export type StaffTicketMessage = {
  id: number;
  fromStaff: boolean;
  /** The writer's name; "Staff" or "Customer" when the account is gone. */
  author: string;
  body: string;
  /** ISO text, as the portal's messages have it. */
  created: string;
};

/** GET /api/admin/tickets/{id}: the ticket and its thread, oldest message first. */
export type StaffTicketDetail = Omit<StaffTicketRow, "awaitingReply"> & { messages: StaffTicketMessage[] };

/** A staff member the owner select offers; `active` false for someone who still owns tickets but may no longer answer them. */
export type TicketOwnerChoice = Person & { active: boolean };
