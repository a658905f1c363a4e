// What every change of a quote shares: its transaction, its messages, its audit row, and the check that staff
// change the quote they read.
//
// Every staff change applies only to the quote as staff saw it, also under concurrent requests on
// PostgreSQL: the row is updated on the condition that its updatedAt is the one the editor read, so two
// staff saving at once apply one change and the other gets a 409 naming "updatedAt".
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { quoteActionRefusal, type QuoteAction } from "@/lib/quotes/rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadActor } from "@/lib/leads/inbox";

export const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

export const QUOTE_MESSAGES = {
  notFound: "This quote does not exist",
  leadNotFound: "This lead does not exist",
  changed: "Someone else changed this quote meanwhile. Reload the page and try again.",
  revised: "This quote was revised since you opened it. Please read the new version before you accept it.",
  lineGone: "A product of this quote is no longer available. Please ask us for a new quote.",
  ordered: "This quote has already been ordered.",
} as const;

export type Context = { actor: LeadActor; ip?: string | null };
export type Tx = Prisma.TransactionClient;

/** The quote's audit row, by staff or (accepting it) the customer. */
export const audit = (
  tx: Tx,
  { actor, ip }: { actor: AuditActor; ip?: string | null },
  id: number,
  action: string,
  change: { before?: unknown; after?: unknown },
) => recordAudit({ actor, ip, action, entityType: "quote", entityId: id, ...change }, tx);

/** The quote row staff act on, refused with a 404, a 409 for its state, or a 409 when it changed since `seen`. */
export async function claimable(tx: Tx, id: number, seen: string, action: QuoteAction, now: Date, paid = false) {
  const quote = await tx.quote.findUnique({ where: { id } });
  if (!quote) throw new StaffRequestError(404, QUOTE_MESSAGES.notFound, "id");
  const refusal = quoteActionRefusal({ ...quote, paid }, action, now);
  if (refusal) throw new StaffRequestError(refusal.status, refusal.message, refusal.field);
  if (quote.updatedAt.toISOString() !== seen) throw new StaffRequestError(409, QUOTE_MESSAGES.changed, "updatedAt");
  return quote;
}

/** Updates the quote on the condition that it is still as read; a 409 naming updatedAt when it is not. */
export async function updateAsRead(
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
