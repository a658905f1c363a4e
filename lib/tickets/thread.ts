// Writing in a support ticket: a customer's message, a staff reply, staff's change of status
// and of owner. The rules are lib/tickets/status.ts; here each change is made once and whole: the
// ticket's row is locked for a message (two writers at once queue up, and the state the rule reads is the
// one the message lands in), a change of status is made only from the state staff saw (a stale one is
// refused naming "status"), and the change, its audit row and its e-mail are one transaction. The e-mail
// is queued for delivery after the commit.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { mayUse, STAFF_ROLES } from "@/lib/auth/staff-access";
import { db } from "@/lib/db/client";
import {
  staffStatusChange,
  statusAfterCustomerReply,
  statusAfterStaffReply,
  ticketStatusLabel,
  type TicketMove,
} from "@/lib/tickets/status";
import { queueDeliverySafely, recordEmail, type EmailMessage } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TicketStatus } from "@/lib/generated/prisma/enums";
import { consume, type RateLimitOptions } from "@/lib/rate-limit";
import { customerMessageEmail, staffReplyEmail } from "./emails";
import type { TicketStatusChange } from "./schemas";

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

/** Who writes: the signed-in customer or staff member. */
export type TicketWriter = { id: string; email: string; firstName: string; lastName: string };

type Context = {
  ip?: string | null;
  /** The site's address for the e-mail's link (lib/http/public-origin.ts). */
  origin: string;
};

/** A refused request, as the route answers it: `field` is the one named in `fields`. */
export type TicketRefusal = { ok: false; status: 400 | 404 | 409 | 429; error: string; field?: string; retryAfterSeconds?: number };
export type TicketChange = { ok: true; ticketId: string; status: TicketStatus } | TicketRefusal;

export const TICKET_REFUSALS = {
  notFound: "Ticket not found",
  tooManyMessages: "Too many messages. Please call us or try again later.",
  notAnOwner: "Choose an active staff member who answers tickets",
} as const;

const NOT_FOUND: TicketRefusal = { ok: false, status: 404, error: TICKET_REFUSALS.notFound };

/** Rolls the transaction back (a rate limit counted, nothing else) when a request is refused inside it. */
class Refused extends Error {
  constructor(readonly refusal: TicketRefusal) {
    super(refusal.error);
  }
}

/** Staff who may answer tickets: active members of a role that may use the sales desk (the owner, sales). */
export const TICKET_OWNER_ROLES = STAFF_ROLES.filter((role) => mayUse(role, "sales"));
export const ticketOwnerWhere = {
  role: "staff",
  staffRole: { in: TICKET_OWNER_ROLES },
  deactivatedAt: null,
} as const satisfies Prisma.UserWhereInput;

const THREAD_TICKET = {
  user: { select: { id: true, email: true, firstName: true, lastName: true } },
  order: { select: { orderNumber: true } },
} as const satisfies Prisma.SupportTicketInclude;

type ThreadTicket = Prisma.SupportTicketGetPayload<{ include: typeof THREAD_TICKET }>;

/** Locks the ticket's row for this transaction and reads it: writers of one ticket queue up here. */
async function lockTicket(tx: Prisma.TransactionClient, ticketId: string): Promise<ThreadTicket | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "SupportTicket" WHERE id = ${ticketId} FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.supportTicket.findUniqueOrThrow({ where: { id: ticketId }, include: THREAD_TICKET });
}

type Message = {
  writer: TicketWriter;
  fromStaff: boolean;
  body: string;
  /** Only a ticket of this customer may be written in; another's reads as missing. */
  customerId?: string;
  /** The state the message leaves the ticket in, or why it may not be written. */
  move: (status: TicketStatus) => TicketMove;
  action: string;
  email: (ticket: ThreadTicket, before: TicketStatus, after: TicketStatus) => EmailMessage;
  limit?: RateLimitOptions & { key: string };
};

async function addMessage(ticketId: string, spec: Message, { ip }: Context): Promise<TicketChange> {
  let emailId: number | undefined;
  let status: TicketStatus;
  try {
    status = await db().$transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId);
      if (!ticket || (spec.customerId !== undefined && ticket.userId !== spec.customerId)) throw new Refused(NOT_FOUND);
      const move = spec.move(ticket.status);
      if (!move.ok) throw new Refused({ ok: false, status: 409, error: move.reason, field: "message" });
      if (spec.limit) {
        const allowance = await consume(spec.limit.key, spec.limit, tx);
        if (!allowance.allowed) {
          throw new Refused({
            ok: false,
            status: 429,
            error: TICKET_REFUSALS.tooManyMessages,
            retryAfterSeconds: allowance.retryAfterSeconds,
          });
        }
      }
      const now = new Date();
      const message = await tx.ticketMessage.create({
        data: { ticketId, authorId: spec.writer.id, fromStaff: spec.fromStaff, body: spec.body, createdAt: now },
      });
      await tx.supportTicket.update({ where: { id: ticketId }, data: { status: move.status, updatedAt: now } });
      await recordAudit(
        {
          actor: spec.writer,
          ip,
          action: spec.action,
          entityType: "ticket",
          entityId: ticketId,
          before: { status: ticket.status },
          after: { status: move.status, messageId: message.id, body: spec.body },
        },
        tx,
      );
      emailId = (await recordEmail(spec.email(ticket, ticket.status, move.status), tx)).id;
      return move.status;
    }, TRANSACTION);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  if (emailId) await queueDeliverySafely(emailId);
  return { ok: true, ticketId, status };
}

/**
 * The customer writes in their own ticket: a resolved ticket opens again, a closed one refuses (409 naming
 * "message"), another customer's is not found. Staff are e-mailed the message.
 */
export function addCustomerMessage(
  customer: TicketWriter,
  ticketId: string,
  body: string,
  context: Context & { limit?: RateLimitOptions & { key: string } },
): Promise<TicketChange> {
  return addMessage(
    ticketId,
    {
      writer: customer,
      fromStaff: false,
      body,
      customerId: customer.id,
      move: statusAfterCustomerReply,
      action: "ticket.customer_replied",
      email: (ticket, before, after) =>
        customerMessageEmail(ticket, customer, body, { opened: false, origin: context.origin, reopened: before !== after }),
      limit: context.limit,
    },
    context,
  );
}

/** Staff answer: an open ticket is in progress, a closed one refuses (409 naming "message"). The customer is e-mailed the answer. */
export function addStaffReply(staff: TicketWriter, ticketId: string, body: string, context: Context): Promise<TicketChange> {
  return addMessage(
    ticketId,
    {
      writer: staff,
      fromStaff: true,
      body,
      move: statusAfterStaffReply,
      action: "ticket.replied",
      email: (ticket) => staffReplyEmail(ticket, ticket.user, staff, body, context.origin),
    },
    context,
  );
}

/**
 * Staff move the ticket from the state their page showed (`from`) to `status`. The update is conditional
 * on `from`: when someone changed the ticket meanwhile, nothing is written and the answer (409 naming
 * "status") says what it is now.
 */
export async function changeTicketStatus(
  staff: TicketWriter,
  ticketId: string,
  { status, from }: TicketStatusChange,
  { ip }: Pick<Context, "ip">,
): Promise<TicketChange> {
  return db().$transaction(async (tx): Promise<TicketChange> => {
    const ticket = await tx.supportTicket.findUnique({ where: { id: ticketId }, select: { status: true } });
    if (!ticket) return NOT_FOUND;
    const move = staffStatusChange(from, status);
    if (!move.ok) return { ok: false, status: 409, error: move.reason, field: "status" };
    const { count } = await tx.supportTicket.updateMany({ where: { id: ticketId, status: from }, data: { status } });
    if (count === 0) {
      const now = await tx.supportTicket.findUnique({ where: { id: ticketId }, select: { status: true } });
      if (!now) return NOT_FOUND;
      return {
        ok: false,
        status: 409,
        field: "status",
        error: `This ticket was changed meanwhile: it is ${ticketStatusLabel(now.status)} now, not ${ticketStatusLabel(from)}. Reload the page to see it.`,
      };
    }
    await recordAudit(
      {
        actor: staff,
        ip,
        action: "ticket.status_changed",
        entityType: "ticket",
        entityId: ticketId,
        before: { status: from },
        after: { status },
      },
      tx,
    );
    return { ok: true, ticketId, status };
  }, TRANSACTION);
}

/** Staff give the ticket to a member who answers tickets (an active owner or sales member), or to nobody (null). */
export async function assignTicket(
  staff: TicketWriter,
  ticketId: string,
  ownerId: string | null,
  { ip }: Pick<Context, "ip">,
): Promise<TicketChange> {
  return db().$transaction(async (tx): Promise<TicketChange> => {
    const ticket = await tx.supportTicket.findUnique({
      where: { id: ticketId },
      select: { status: true, ownerId: true, owner: { select: { email: true } } },
    });
    if (!ticket) return NOT_FOUND;
    const owner =
      ownerId === null ? null : await tx.user.findFirst({ where: { id: ownerId, ...ticketOwnerWhere }, select: { id: true, email: true } });
    if (ownerId !== null && !owner) return { ok: false, status: 400, error: TICKET_REFUSALS.notAnOwner, field: "ownerId" };
    if (ticket.ownerId === ownerId) return { ok: true, ticketId, status: ticket.status };
    await tx.supportTicket.update({ where: { id: ticketId }, data: { ownerId } });
    await recordAudit(
      {
        actor: staff,
        ip,
        action: "ticket.owner_changed",
        entityType: "ticket",
        entityId: ticketId,
        before: { ownerId: ticket.ownerId, owner: ticket.owner?.email ?? null },
        after: { ownerId, owner: owner?.email ?? null },
      },
      tx,
    );
    return { ok: true, ticketId, status: ticket.status };
  }, TRANSACTION);
}
