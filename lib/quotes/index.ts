// Quotes (issue 20 §2): staff build them, send them as a link, revise them; the customer reads and accepts
// them; an accepted quote becomes a cart at its prices and then an order. The rules (prices, totals,
// states, dates) are lib/quotes/rules.ts; the inputs lib/quotes/schemas.ts; this file keeps them.
//
// Once only, also under concurrent requests on PostgreSQL:
// - Every staff change applies only to the quote as staff saw it: the row is updated on the condition
//   that its updatedAt is the one the editor read, so two staff saving at once apply one change and the
//   other gets a 409 naming "updatedAt".
// - Accept updates the row from sent to accepted on the condition that it is still sent, at the revision
//   the customer read and unchanged since it was read, and makes the quote's cart in that transaction:
//   two accepts at the same moment make one cart, and the second is answered with that same cart.
// - The quote's prices live only on the lines of its own cart, which refuses every change
//   (lib/cart/index.ts); when its order is paid the cart lets go of the quote (recordQuoteOrderPaid).
import "server-only";
import { randomBytes } from "node:crypto";
import { StaffRequestError } from "@/lib/admin/errors";
import { staffName } from "@/lib/leads/staff-view-model";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import {
  effectiveQuoteStatus,
  netUnitCents,
  quoteActionRefusal,
  quoteCheckoutRefusal,
  quoteEmail,
  quoteNumber,
  quoteWithdrawnEmail,
  shopToday,
  validUntilDate,
  type QuoteAction,
} from "@/lib/quotes/rules";
import { queueDeliverySafely, recordEmail, staffEmail } from "@/lib/email";
import { Prisma } from "@/lib/generated/prisma/client";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import type { LeadActor } from "@/lib/leads/inbox";
import { validUntilProblem, type QuoteInput } from "./schemas";
import { storedQuoteTotals } from "./view";

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

export const QUOTE_MESSAGES = {
  notFound: "This quote does not exist",
  leadNotFound: "This lead does not exist",
  changed: "Someone else changed this quote meanwhile. Reload the page and try again.",
  revised: "This quote was revised since you opened it. Please read the new version before you accept it.",
  lineGone: "A product of this quote is no longer available. Please ask us for a new quote.",
  ordered: "This quote has already been ordered.",
} as const;

type Context = { actor: LeadActor; ip?: string | null };
type Tx = Prisma.TransactionClient;

const cents = (value: Prisma.Decimal) => toCents(value.toFixed(2));
const decimal = centsToDecimalString;

/** The quote's audit row, by staff or (accepting it) the customer. */
const audit = (
  tx: Tx,
  { actor, ip }: { actor: AuditActor; ip?: string | null },
  id: number,
  action: string,
  change: { before?: unknown; after?: unknown },
) => recordAudit({ actor, ip, action, entityType: "quote", entityId: id, ...change }, tx);

export const quoteLink = (origin: string, token: string) => `${origin}/quotes/${token}`;

/** The line rows of `input`, each with the catalog's name, item number, size and list price now. */
async function lineRows(tx: Tx, lines: QuoteInput["lines"]) {
  const sizes = await tx.productSize.findMany({
    where: { id: { in: lines.map((line) => line.sizeId) } },
    include: { product: { select: { id: true, name: true, archivedAt: true } } },
  });
  const byId = new Map(sizes.map((size) => [size.id, size]));
  return lines.map((line, index) => {
    const size = byId.get(line.sizeId);
    if (!size) throw new StaffRequestError(400, "This product size does not exist: choose another", `lines.${index}.sizeId`);
    if (size.product.archivedAt) {
      throw new StaffRequestError(400, `${size.product.name} is archived: choose a product that is sold`, `lines.${index}.sizeId`);
    }
    return {
      position: index + 1,
      productId: size.product.id,
      sizeId: size.id,
      productName: size.product.name,
      itemNumber: size.itemNumber,
      size: size.size,
      quantity: line.quantity,
      listPrice: size.price.toFixed(2),
      unitPrice: decimal(line.unitPrice),
      discountPercent: line.discountPercent.toFixed(2),
    };
  });
}

function checkValidUntil(input: QuoteInput, now: Date): void {
  const problem = validUntilProblem(input.validUntil, shopToday(now));
  if (problem) throw new StaffRequestError(400, problem, "validUntil");
}

const contentColumns = (input: QuoteInput) => ({
  customerName: input.customerName,
  customerEmail: input.customerEmail,
  customerCompany: input.customerCompany,
  customerState: input.customerState,
  shipping: decimal(input.shipping),
  validUntil: new Date(`${input.validUntil}T00:00:00Z`),
  notes: input.notes,
});

/** A new draft; from a lead when `leadId` names one (400 naming leadId otherwise). */
export async function createQuote(input: QuoteInput, context: Context, now = new Date()): Promise<{ id: number; number: string }> {
  checkValidUntil(input, now);
  return db().$transaction(async (tx) => {
    if (input.leadId && !(await tx.lead.findUnique({ where: { id: input.leadId }, select: { id: true } }))) {
      throw new StaffRequestError(400, QUOTE_MESSAGES.leadNotFound, "leadId");
    }
    const lines = await lineRows(tx, input.lines);
    const quote = await tx.quote.create({
      data: {
        ...contentColumns(input),
        token: randomBytes(32).toString("base64url"),
        leadId: input.leadId ?? null,
        createdById: context.actor.id,
        lines: { create: lines },
      },
      select: { id: true },
    });
    await audit(tx, context, quote.id, "quote.created", {
      after: { number: quoteNumber(quote.id), lines: lines.length, leadId: input.leadId },
    });
    return { id: quote.id, number: quoteNumber(quote.id) };
  }, TRANSACTION);
}

/** The quote row staff act on, refused with a 404, a 409 for its state, or a 409 when it changed since `seen`. */
async function claimable(tx: Tx, id: number, seen: string, action: QuoteAction, now: Date, paid = false) {
  const quote = await tx.quote.findUnique({ where: { id } });
  if (!quote) throw new StaffRequestError(404, QUOTE_MESSAGES.notFound, "id");
  const refusal = quoteActionRefusal({ ...quote, paid }, action, now);
  if (refusal) throw new StaffRequestError(refusal.status, refusal.message, refusal.field);
  if (quote.updatedAt.toISOString() !== seen) throw new StaffRequestError(409, QUOTE_MESSAGES.changed, "updatedAt");
  return quote;
}

/** Updates the quote on the condition that it is still as read; a 409 naming updatedAt when it is not. */
async function updateAsRead(
  tx: Tx,
  quote: { id: number; updatedAt: Date; status: string },
  data: Prisma.QuoteUpdateManyMutationInput,
): Promise<Date> {
  const updatedAt = new Date();
  const updated = await tx.quote.updateMany({
    where: { id: quote.id, updatedAt: quote.updatedAt, status: quote.status as Prisma.EnumQuoteStatusFilter["equals"] },
    data: { ...data, updatedAt },
  });
  if (updated.count !== 1) throw new StaffRequestError(409, QUOTE_MESSAGES.changed, "updatedAt");
  return updatedAt;
}

type Sent = { emailId: number | null; revision: number };

/**
 * The quote sent (its revision one higher): the e-mail with its link is recorded in the transaction and
 * queued after it; a lead it came from that was new or contacted becomes quoted.
 */
async function recordSend(tx: Tx, id: number, context: Context, origin: string): Promise<Sent> {
  const quote = await tx.quote.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: "asc" } } } });
  const totals = storedQuoteTotals(quote);
  const message = quoteEmail({
    number: quoteNumber(quote.id),
    revision: quote.revision,
    customerName: quote.customerName,
    totalCents: totals.totalCents,
    validUntil: validUntilDate(quote.validUntil),
    link: quoteLink(origin, quote.token),
    staffName: staffName(context.actor),
  });
  const email = await recordEmail(
    {
      to: quote.customerEmail,
      ...message,
      replyTo: staffEmail(),
      fromName: staffName(context.actor),
      relatedType: "Quote",
      relatedId: String(quote.id),
    },
    tx,
  );
  if (quote.leadId) {
    const moved = await tx.lead.updateMany({
      where: { id: quote.leadId, status: { in: ["new", "contacted"] } },
      data: { status: "quoted" },
    });
    if (moved.count === 1) {
      await recordAudit(
        {
          actor: context.actor,
          ip: context.ip,
          action: "lead.status_changed",
          entityType: "lead",
          entityId: quote.leadId,
          after: { status: "quoted", quote: quoteNumber(quote.id) },
        },
        tx,
      );
    }
  }
  return { emailId: email.id, revision: quote.revision };
}

/**
 * Replaces a draft's or a sent quote's content. A sent quote's change is a revision: it is sent again at
 * once (revision + 1), so that the customer's link never shows a version nobody sent them.
 */
export async function updateQuote(
  id: number,
  input: QuoteInput & { updatedAt: string },
  context: Context & { origin: string },
  now = new Date(),
): Promise<{ status: "draft" | "sent"; revision: number; updatedAt: string }> {
  checkValidUntil(input, now);
  const result = await db().$transaction(async (tx) => {
    const quote = await claimable(tx, id, input.updatedAt, "edit", now);
    if (input.leadId !== undefined && input.leadId !== quote.leadId) {
      throw new StaffRequestError(400, "A quote stays with the lead it was made for", "leadId");
    }
    const lines = await lineRows(tx, input.lines);
    const resend = quote.status === "sent";
    const updatedAt = await updateAsRead(tx, quote, {
      ...contentColumns(input),
      ...(resend ? { revision: { increment: 1 }, sentAt: now } : {}),
    });
    await tx.quoteLine.deleteMany({ where: { quoteId: id } });
    await tx.quoteLine.createMany({ data: lines.map((line) => ({ ...line, quoteId: id })) });
    await audit(tx, context, id, resend ? "quote.revised" : "quote.updated", {
      before: { revision: quote.revision, validUntil: validUntilDate(quote.validUntil), shipping: quote.shipping.toFixed(2) },
      after: {
        revision: quote.revision + (resend ? 1 : 0),
        validUntil: input.validUntil,
        shipping: decimal(input.shipping),
        lines: lines.length,
      },
    });
    const sent = resend ? await recordSend(tx, id, context, context.origin) : { emailId: null, revision: quote.revision };
    return { status: quote.status as "draft" | "sent", ...sent, updatedAt: updatedAt.toISOString() };
  }, TRANSACTION);
  if (result.emailId) await queueDeliverySafely(result.emailId);
  return { status: result.status, revision: result.revision, updatedAt: result.updatedAt };
}

/** Sends a draft (revision 1). */
export async function sendQuote(id: number, seen: string, context: Context & { origin: string }, now = new Date()): Promise<Sent> {
  const result = await db().$transaction(async (tx) => {
    const quote = await claimable(tx, id, seen, "send", now);
    if (quote.status !== "draft") throw new StaffRequestError(409, "This quote was already sent: change it to send a revision", "status");
    await updateAsRead(tx, quote, { status: "sent", revision: 1, sentAt: now });
    await audit(tx, context, id, "quote.sent", { before: { status: "draft" }, after: { status: "sent", revision: 1 } });
    return recordSend(tx, id, context, context.origin);
  }, TRANSACTION);
  if (result.emailId) await queueDeliverySafely(result.emailId);
  return result;
}

/**
 * Withdraws a draft, a sent quote, or an accepted one whose order is not paid yet. An accepted quote's
 * cart lets go of it in the same transaction (its lines go, the buyer's own cart comes back), unless a
 * payment of that cart is in flight this moment (409 naming "status": try again once it is over). A
 * buyer who was sent the quote is told by e-mail.
 */
export async function withdrawQuote(id: number, seen: string, context: Context, now = new Date()): Promise<void> {
  const emailId = await db().$transaction(async (tx) => {
    const row = await tx.quote.findUnique({ where: { id }, select: { status: true, cart: { select: { id: true } } } });
    const paid = row?.status === "accepted" && row.cart === null;
    const quote = await claimable(tx, id, seen, "withdraw", now, paid);
    if (quote.status === "accepted" && row?.cart) await releaseQuoteCart(tx, quote.id, row.cart.id, now);
    await updateAsRead(tx, quote, { status: "withdrawn", withdrawnAt: now });
    await audit(tx, context, id, "quote.withdrawn", {
      before: { status: effectiveQuoteStatus(quote, now) },
      after: { status: "withdrawn" },
    });
    if (quote.status === "draft") return null;
    const email = await recordEmail(
      {
        to: quote.customerEmail,
        ...quoteWithdrawnEmail({
          number: quoteNumber(quote.id),
          customerName: quote.customerName,
          wasAccepted: quote.status === "accepted",
          staffName: staffName(context.actor),
        }),
        replyTo: staffEmail(),
        fromName: staffName(context.actor),
        relatedType: "Quote",
        relatedId: String(quote.id),
      },
      tx,
    );
    return email.id;
  }, TRANSACTION);
  if (emailId) await queueDeliverySafely(emailId);
}

export const QUOTE_BEING_PAID = "The customer is paying this quote right now. Wait a minute and reload: once paid it cannot be withdrawn.";

/**
 * The cart of an accepted quote lets go of it: the quote's lines leave it and the buyer's own cart,
 * set aside when they accepted, comes back. Refused (409) while a payment of the cart is in flight, so
 * that no charge runs on a quote that is being withdrawn; the conditional update decides, as holdCart's does.
 */
async function releaseQuoteCart(tx: Tx, quoteId: number, cartId: string, now: Date): Promise<void> {
  if (!(await letGoOfQuote(tx, quoteId, cartId, now))) throw new StaffRequestError(409, QUOTE_BEING_PAID, "status");
}

/** The cart lets go of the quote unless a payment of it is in flight; false when it is. */
async function letGoOfQuote(tx: Tx, quoteId: number, cartId: string, now: Date): Promise<boolean> {
  const released = await tx.cart.updateMany({
    where: { id: cartId, quoteId, OR: [{ checkoutLockedUntil: null }, { checkoutLockedUntil: { lt: now } }] },
    data: { quoteId: null },
  });
  if (released.count !== 1) return false;
  await tx.cartItem.deleteMany({ where: { cartId } });
  await restoreSetAsideCart(tx, cartId);
  return true;
}

/**
 * A cart whose accepted quote is past its date, at the buyer's next change of the cart: the quote can no
 * longer be paid, so its lines leave and the buyer's own cart comes back. False when the quote still holds.
 */
export async function releaseEndedQuoteCart(cartId: string, now = new Date()): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const cart = await tx.cart.findUnique({
      where: { id: cartId },
      select: { quote: { select: { id: true, status: true, validUntil: true } } },
    });
    const quote = cart?.quote;
    if (!quote || quoteCheckoutRefusal(quote, quoteNumber(quote.id), now) === null) return false;
    return letGoOfQuote(tx, quote.id, cartId, now);
  }, TRANSACTION);
}

export type AcceptedQuote = { cartId: string; number: string };

export class QuoteAcceptError extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The customer accepts the quote of `token` at `revision`: the quote becomes accepted and its lines, at
 * its prices, a new cart that holds it (the visitor's own cart, `currentCartId`, is set aside and comes
 * back once the quote is paid). Accepting an accepted quote again (a double click, a second tab, a race)
 * answers its cart, never a second one; once its order is paid, it is refused.
 */
export async function acceptQuote(
  token: string,
  revision: number,
  currentCartId: string | undefined,
  now = new Date(),
): Promise<AcceptedQuote> {
  return db().$transaction(async (tx) => {
    const quote = await tx.quote.findUnique({ where: { token }, include: { lines: { orderBy: { position: "asc" } }, cart: true } });
    if (!quote || quote.status === "draft") throw new QuoteAcceptError(404, "token", QUOTE_MESSAGES.notFound);
    const number = quoteNumber(quote.id);
    if (quote.status === "accepted") return { cartId: await acceptedCart(tx, quote, number, now), number };
    const refusal = quoteActionRefusal(quote, "accept", now);
    if (refusal) throw new QuoteAcceptError(409, refusal.field, refusal.message);
    if (quote.revision !== revision) throw new QuoteAcceptError(409, "revision", QUOTE_MESSAGES.revised);
    if (quote.lines.some((line) => line.sizeId === null)) throw new QuoteAcceptError(409, "lines", QUOTE_MESSAGES.lineGone);

    const claimed = await tx.quote.updateMany({
      where: { id: quote.id, status: "sent", revision, updatedAt: quote.updatedAt },
      data: { status: "accepted", acceptedAt: now },
    });
    if (claimed.count !== 1) {
      // Another request changed it first: an accept answers the same cart, anything else its refusal.
      const current = await tx.quote.findUniqueOrThrow({ where: { id: quote.id } });
      if (current.status === "accepted") return { cartId: await acceptedCart(tx, current, number, now), number };
      if (current.revision !== revision) throw new QuoteAcceptError(409, "revision", QUOTE_MESSAGES.revised);
      const again = quoteActionRefusal(current, "accept", now);
      throw new QuoteAcceptError(409, again?.field ?? "status", again?.message ?? QUOTE_MESSAGES.changed);
    }

    const setAside = currentCartId
      ? await tx.cart.findFirst({ where: { id: currentCartId, quoteId: null }, select: { id: true, _count: { select: { items: true } } } })
      : null;
    const cartId = randomBytes(32).toString("base64url");
    await tx.cart.create({
      data: {
        id: cartId,
        quoteId: quote.id,
        setAsideCartId: setAside && setAside._count.items > 0 ? setAside.id : null,
        items: {
          create: quote.lines.map((line) => ({
            productId: line.productId,
            sizeId: line.sizeId!,
            quantity: line.quantity,
            quotedUnitPrice: decimal(netUnitCents(cents(line.unitPrice), Number(line.discountPercent))),
          })),
        },
      },
    });
    await audit(tx, { actor: { label: "customer" } }, quote.id, "quote.accepted", {
      before: { status: "sent" },
      after: { status: "accepted", revision },
    });
    return { cartId, number };
  }, TRANSACTION);
}

/** The cart of an accepted quote, while its order is not paid and its date is not past. */
async function acceptedCart(
  tx: Tx,
  quote: { id: number; status: QuoteStatus; validUntil: Date },
  number: string,
  now: Date,
): Promise<string> {
  const cart = await tx.cart.findUnique({ where: { quoteId: quote.id }, select: { id: true } });
  if (!cart) throw new QuoteAcceptError(409, "status", QUOTE_MESSAGES.ordered);
  const ended = quoteCheckoutRefusal(quote, number, now);
  if (ended) throw new QuoteAcceptError(409, "status", ended);
  return cart.id;
}

/**
 * In the transaction that marks an order paid: the quote it came from lets go of its cart (which becomes
 * an ordinary cart again), and the lead the quote was made for is won by this order.
 */
export async function recordQuoteOrderPaid(tx: Tx, order: { id: string; orderNumber: string; quoteId: number | null }): Promise<void> {
  if (!order.quoteId) return;
  await tx.cart.updateMany({ where: { quoteId: order.quoteId }, data: { quoteId: null } });
  const quote = await tx.quote.findUnique({ where: { id: order.quoteId }, select: { leadId: true } });
  if (!quote?.leadId) return;
  const lead = await tx.lead.findUnique({ where: { id: quote.leadId }, select: { status: true } });
  if (!lead) return;
  await tx.lead.update({ where: { id: quote.leadId }, data: { status: "won", lostReason: null, wonOrderId: order.id } });
  await recordAudit(
    {
      actor: { label: "checkout" },
      action: "lead.status_changed",
      entityType: "lead",
      entityId: quote.leadId,
      before: { status: lead.status },
      after: { status: "won", order: order.orderNumber, quote: quoteNumber(order.quoteId) },
    },
    tx,
  );
}

/**
 * After a quote's order is confirmed: the lines of the visitor's own cart, set aside when they accepted,
 * come back into the cart they now hold (a size already there keeps its line), and the set-aside cart goes.
 */
export async function restoreSetAsideCart(tx: Tx, cartId: string): Promise<void> {
  const cart = await tx.cart.findUnique({ where: { id: cartId }, select: { setAsideCartId: true, quoteId: true } });
  if (!cart?.setAsideCartId || cart.quoteId) return;
  await tx.$executeRaw`UPDATE "CartItem" SET "cartId" = ${cartId}, "updatedAt" = now()
    WHERE "cartId" = ${cart.setAsideCartId}
      AND "sizeId" NOT IN (SELECT "sizeId" FROM "CartItem" WHERE "cartId" = ${cartId})`;
  await tx.cart.update({ where: { id: cartId }, data: { setAsideCartId: null } });
  await tx.cart.deleteMany({ where: { id: cart.setAsideCartId, quoteId: null, checkoutOrderId: null } });
}

/** Sent quotes past their date become expired (the job's sweep; reads never depend on it). */
export async function expireQuotes(now = new Date()): Promise<number> {
  // Past its date means its valid-until day is before the shop's today (effectiveQuoteStatus).
  const today = new Date(`${shopToday(now)}T00:00:00Z`);
  const { count } = await db().quote.updateMany({ where: { status: "sent", validUntil: { lt: today } }, data: { status: "expired" } });
  return count;
}

export { quoteNumber };
