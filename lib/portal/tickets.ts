// The signed-in customer's support tickets: the Support tab's list and its "New Ticket" form.
import "server-only";
import { db } from "@/lib/db/client";
import { sendEmail, staffEmail } from "@/lib/email";
import { ticketId } from "@/lib/domain/ticket-id";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consume, type RateLimitOptions } from "@/lib/rate-limit";
import { siteConfig } from "@/lib/site-config";
import type { NewTicketInput, PortalTicket } from "./schemas";
import { ticketStatusLabel } from "./status";

/** A doubled submit of the same ticket within this time returns the first instead of opening another. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

type TicketRow = { id: string; subject: string; status: Parameters<typeof ticketStatusLabel>[0]; createdAt: Date; updatedAt: Date };

function view(ticket: TicketRow): PortalTicket {
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticketStatusLabel(ticket.status),
    created: ticket.createdAt.toISOString(),
    updated: ticket.updatedAt.toISOString(),
  };
}

export async function customerTickets(userId: string): Promise<PortalTicket[]> {
  const tickets = await db().supportTicket.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return tickets.map(view);
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

export type TicketAuthor = { id: string; email: string; firstName: string; lastName: string };

export type CreatedTicket =
  | { outcome: "created"; ticket: PortalTicket }
  | { outcome: "duplicate"; ticket: PortalTicket }
  | { outcome: "limited"; retryAfterSeconds: number };

export type CreateTicketOptions = {
  /** New tickets allowed per author; a resubmit of an existing ticket is not one. */
  limit?: RateLimitOptions & { key: string };
  now?: Date;
};

/**
 * Saves the ticket and its first message under the year's next number ("2026-0042"), then tells staff.
 * Number and ticket are one transaction, so numbers are consecutive and none is lost to a failure. A
 * doubled submit gets the first ticket back before the limit is counted, so it never uses up the
 * author's allowance, nor is refused by it.
 */
export async function createTicket(
  author: TicketAuthor,
  input: NewTicketInput,
  { limit, now = new Date() }: CreateTicketOptions = {},
): Promise<CreatedTicket> {
  const year = now.getUTCFullYear();
  let ticket: TicketRow;
  try {
    ticket = await db().$transaction(async (tx) => {
      const sequence = await nextSequence(tx, year);
      // Checked after taking the sequence lock: a doubled submit waits here and then sees the first.
      const duplicate = await tx.supportTicket.findFirst({
        where: {
          userId: author.id,
          subject: input.subject,
          createdAt: { gte: new Date(now.getTime() - DUPLICATE_WINDOW_MS) },
          messages: { some: { authorId: author.id, body: input.message } },
        },
      });
      if (duplicate) throw new DuplicateTicket(duplicate);
      if (limit) {
        const allowance = await consume(limit.key, limit, tx);
        if (!allowance.allowed) throw new OverLimit(allowance.retryAfterSeconds);
      }
      return tx.supportTicket.create({
        data: {
          id: ticketId(year, sequence),
          userId: author.id,
          subject: input.subject,
          status: "open",
          messages: { create: { authorId: author.id, body: input.message } },
        },
      });
    });
  } catch (error) {
    if (error instanceof DuplicateTicket) return { outcome: "duplicate", ticket: view(error.ticket) };
    if (error instanceof OverLimit) return { outcome: "limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }

  const name = `${author.firstName} ${author.lastName}`.trim() || author.email;
  await sendEmail({
    to: staffEmail(),
    replyTo: author.email,
    subject: `Support ticket ${ticket.id}: ${input.subject}`,
    text: [
      `${name} <${author.email}> opened support ticket ${ticket.id} in the customer portal.`,
      "",
      `Subject: ${input.subject}`,
      "",
      input.message,
      "",
      `Reply to this e-mail to answer the customer. ${siteConfig.companyName}`,
    ].join("\n"),
    relatedType: "SupportTicket",
    relatedId: ticket.id,
  });
  return { outcome: "created", ticket: view(ticket) };
}
