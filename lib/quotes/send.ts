// Sending a quote: the e-mail with its link, from the staff member's name. A draft is sent as revision 1;
// a change of a sent quote sends it again (edit.ts).
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { staffName } from "@/lib/leads/staff-view-model";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { quoteEmail, quoteNumber, validUntilDate } from "@/lib/quotes/rules";
import { queueDeliverySafely, recordEmail, staffEmail } from "@/lib/email";
import { audit, claimable, TRANSACTION, updateAsRead, type Context, type Tx } from "./change";
import { storedQuoteTotals } from "./view";

export const quoteLink = (origin: string, token: string) => `${origin}/quotes/${token}`;

type Sent = { emailId: number | null; revision: number };

/**
 * The quote sent (its revision one higher): the e-mail with its link is recorded in the transaction and
 * queued after it; a lead it came from that was new or contacted becomes quoted.
 */
export async function recordSend(tx: Tx, id: number, context: Context, origin: string): Promise<Sent> {
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
