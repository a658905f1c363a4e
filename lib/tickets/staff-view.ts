// One support ticket for staff (/admin/tickets/{id}, GET /api/admin/tickets/{id}): the customer, the order
// it concerns, the owner and the whole thread; and the staff members a ticket can be given to. Writing in
// a ticket is lib/tickets/thread.ts.
import "server-only";
import { db } from "@/lib/db/client";
import { ticketStatusLabel } from "@/lib/tickets/status";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ticketOwnerWhere } from "@/lib/tickets";
import type { StaffTicketDetail, StaffTicketRow, TicketOwnerChoice } from "./view-model";

const PERSON = { id: true, firstName: true, lastName: true, email: true } as const satisfies Prisma.UserSelect;

type Person = Prisma.UserGetPayload<{ select: typeof PERSON }>;

const nameOf = (person: Pick<Person, "firstName" | "lastName" | "email">) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

const personView = (person: Person) => ({ id: person.id, name: nameOf(person), email: person.email });

/** What a row and the detail read of a ticket. */
export const TICKET_ROW = {
  user: { select: { ...PERSON, company: true } },
  owner: { select: PERSON },
  order: { select: { id: true, orderNumber: true } },
} as const satisfies Prisma.SupportTicketInclude;

type TicketWithPeople = Prisma.SupportTicketGetPayload<{ include: typeof TICKET_ROW }>;

/** A ticket as a row of the inbox; `lastFromStaff` is whether its last message is staff's. */
export function toTicketRow(ticket: TicketWithPeople, lastFromStaff: boolean | null): StaffTicketRow {
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    statusLabel: ticketStatusLabel(ticket.status),
    customer: { ...personView(ticket.user), company: ticket.user.company },
    order: ticket.order,
    owner: ticket.owner ? personView(ticket.owner) : null,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    awaitingReply: lastFromStaff === false,
  };
}

/** The ticket with its thread, oldest message first; null when there is no such ticket. */
export async function staffTicketDetail(id: string): Promise<StaffTicketDetail | null> {
  const ticket = await db().supportTicket.findUnique({
    where: { id },
    include: {
      ...TICKET_ROW,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: { select: PERSON } } },
    },
  });
  if (!ticket) return null;
  const { awaitingReply: _awaiting, ...row } = toTicketRow(ticket, null);
  return {
    ...row,
    messages: ticket.messages.map((message) => ({
      id: message.id,
      fromStaff: message.fromStaff,
      author: message.author ? nameOf(message.author) : message.fromStaff ? "Staff" : "Customer",
      body: message.body,
      created: message.createdAt.toISOString(),
    })),
  };
}

/**
 * The staff members a ticket can be given to (active owners and sales members), and, for the inbox's
 * filter, anyone else who still owns a ticket (marked inactive); by name.
 */
export async function ticketOwnerChoices(): Promise<TicketOwnerChoice[]> {
  const people = await db().user.findMany({
    where: { OR: [ticketOwnerWhere, { role: "staff", ownedTickets: { some: {} } }] },
    select: { ...PERSON, role: true, staffRole: true, deactivatedAt: true },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { email: "asc" }],
  });
  const eligible = new Set<string>(ticketOwnerWhere.staffRole.in);
  return people.map((person) => ({
    ...personView(person),
    active: person.deactivatedAt === null && person.staffRole !== null && eligible.has(person.staffRole),
  }));
}
