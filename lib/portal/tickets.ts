// The signed-in customer's support tickets: the Support tab's list, one ticket's thread, its "New Ticket"
// form and the reply in a ticket (lib/tickets/thread.ts writes it). Always scoped to the customer: another
// customer's ticket reads exactly like one that does not exist.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { ticketId } from "@/lib/tickets/id";
import { ticketTakesReplies } from "@/lib/tickets/status";
import { queueDeliverySafely, recordEmail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consume, type RateLimitOptions } from "@/lib/rate-limit";
import { siteConfig } from "@/lib/site-config";
import { customerMessageEmail } from "@/lib/tickets/emails";
import { addCustomerMessage, type TicketRefusal, type TicketWriter } from "@/lib/tickets/thread";
import { placedOrdersOf } from "./orders";
import type { NewTicketInput, PortalTicket, PortalTicketThread } from "./schemas";
import { NOT_YOUR_ORDER } from "./schemas";
import { ticketStatusLabel } from "./status";

/** A doubled submit of the same ticket within this time returns the first instead of opening another. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

const TICKET_ORDER = { order: { select: { id: true, orderNumber: true } } } as const satisfies Prisma.SupportTicketInclude;

type TicketRow = Prisma.SupportTicketGetPayload<{ include: typeof TICKET_ORDER }>;

function view(ticket: TicketRow): PortalTicket {
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticketStatusLabel(ticket.status),
    created: ticket.createdAt.toISOString(),
    updated: ticket.updatedAt.toISOString(),
    order: ticket.order,
  };
}

export async function customerTickets(userId: string): Promise<PortalTicket[]> {
  const tickets = await db().supportTicket.findMany({
    where: { userId },
    include: TICKET_ORDER,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return tickets.map(view);
}

/** Who answered, as the customer reads it: "Sam from Triple Zero Chemical Co.", or the company alone. */
const staffAuthor = (author: { firstName: string } | null) =>
  author?.firstName.trim() ? `${author.firstName.trim()} from ${siteConfig.companyName}` : siteConfig.companyName;

/** One of the customer's tickets with its thread, oldest message first; null when it is not theirs. */
export async function customerTicket(userId: string, id: string): Promise<PortalTicketThread | null> {
  const ticket = await db().supportTicket.findFirst({
    where: { id, userId },
    include: {
      ...TICKET_ORDER,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: { select: { firstName: true } } } },
    },
  });
  if (!ticket) return null;
  return {
    ...view(ticket),
    canReply: ticketTakesReplies(ticket.status),
    messages: ticket.messages.map((message) => ({
      id: message.id,
      fromStaff: message.fromStaff,
      author: message.fromStaff ? staffAuthor(message.author) : "You",
      body: message.body,
      created: message.createdAt.toISOString(),
    })),
  };
}

/** Rolls the transaction back (and with it the sequence number) when the ticket already exists. */
class DuplicateTicket extends Error {
  constructor(readonly ticket: TicketRow) {
    super("duplicate ticket");
  }
}

/** Rolls the transaction back (the sequence number and the count alike) when the author is over the limit. */
class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many new tickets");
  }
}

/** The next number of `year`, as one statement: the row lock queues concurrent creators until commit. */
async function nextSequence(tx: Prisma.TransactionClient, year: number): Promise<number> {
  const rows = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "TicketSequence" ("year", "last") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "last" = "TicketSequence"."last" + 1
    RETURNING "last"`;
  const last = rows[0]?.last;
  if (last === undefined) throw new Error("ticket sequence: the upsert returned no row");
  return Number(last);
}

export type TicketAuthor = TicketWriter;

export type CreatedTicket =
  | { outcome: "created"; ticket: PortalTicket }
  | { outcome: "duplicate"; ticket: PortalTicket }
  | { outcome: "limited"; retryAfterSeconds: number }
  | { outcome: "not_your_order"; field: "orderId"; error: string };

export type CreateTicketOptions = {
  /** The site's address for the staff e-mail's link to the ticket (lib/http/public-origin.ts). */
  origin: string;
  ip?: string | null;
  /** New tickets allowed per author; a resubmit of an existing ticket is not one. */
  limit?: RateLimitOptions & { key: string };
  now?: Date;
};

/**
 * Saves the ticket and its first message under the year's next number ("2026-0042"), with the staff
 * e-mail and the audit row. Number and ticket are one transaction, so numbers are consecutive and none is
 * lost to a failure. A doubled submit gets the first ticket back before the limit is counted, so it never
 * uses up the author's allowance, nor is refused by it. The order must be one the author placed.
 */
export async function createTicket(
  author: TicketAuthor,
  input: NewTicketInput,
  { origin, ip, limit, now = new Date() }: CreateTicketOptions,
): Promise<CreatedTicket> {
  if (input.orderId) {
    const own = await db().order.findFirst({ where: { id: input.orderId, ...placedOrdersOf(author.id) }, select: { id: true } });
    if (!own) return { outcome: "not_your_order", field: "orderId", error: NOT_YOUR_ORDER };
  }
  const year = now.getUTCFullYear();
  let ticket: TicketRow;
  let emailId: number;
  try {
    [ticket, emailId] = await db().$transaction(async (tx) => {
      const sequence = await nextSequence(tx, year);
      // Checked after taking the sequence lock: a doubled submit waits here and then sees the first.
      const duplicate = await tx.supportTicket.findFirst({
        where: {
          userId: author.id,
          subject: input.subject,
          createdAt: { gte: new Date(now.getTime() - DUPLICATE_WINDOW_MS) },
          messages: { some: { authorId: author.id, body: input.message } },
        },
        include: TICKET_ORDER,
      });
      if (duplicate) throw new DuplicateTicket(duplicate);
      if (limit) {
        const allowance = await consume(limit.key, limit, tx);
        if (!allowance.allowed) throw new OverLimit(allowance.retryAfterSeconds);
      }
      const created = await tx.supportTicket.create({
        data: {
          id: ticketId(year, sequence),
          userId: author.id,
          subject: input.subject,
          status: "open",
          orderId: input.orderId ?? null,
          messages: { create: { authorId: author.id, body: input.message } },
        },
        include: TICKET_ORDER,
      });
      await recordAudit(
        {
          actor: author,
          ip,
          action: "ticket.opened",
          entityType: "ticket",
          entityId: created.id,
          after: { subject: created.subject, status: created.status, orderId: created.orderId },
        },
        tx,
      );
      const email = await recordEmail(customerMessageEmail(created, author, input.message, { opened: true, origin }), tx);
      return [created, email.id] as const;
    });
  } catch (error) {
    if (error instanceof DuplicateTicket) return { outcome: "duplicate", ticket: view(error.ticket) };
    if (error instanceof OverLimit) return { outcome: "limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  await queueDeliverySafely(emailId);
  return { outcome: "created", ticket: view(ticket) };
}

/**
 * The customer's reply in their ticket: the thread as it is now, or the refusal (404 not theirs, 409 closed
 * naming "message", 429 over the limit).
 */
export async function replyToTicket(
  author: TicketAuthor,
  id: string,
  message: string,
  options: { origin: string; ip?: string | null; limit?: RateLimitOptions & { key: string } },
): Promise<{ ok: true; thread: PortalTicketThread } | TicketRefusal> {
  const result = await addCustomerMessage(author, id, message, options);
  if (!result.ok) return result;
  const thread = await customerTicket(author.id, id);
  if (!thread) throw new Error(`ticket ${id} vanished after the reply`);
  return { ok: true, thread };
}
