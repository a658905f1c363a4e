// Changing a quote's content: a draft's, or a sent quote's, which is sent again as its next revision.
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { centsToDecimalString } from "@/lib/domain/money";
import { validUntilDate } from "@/lib/quotes/rules";
import { queueDeliverySafely } from "@/lib/email";
import { audit, claimable, TRANSACTION, updateAsRead, type Context } from "./change";
import { checkValidUntil, contentColumns, lineRows } from "./content";
import type { QuoteInput } from "./schemas";
import { recordSend } from "./send";

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
        shipping: centsToDecimalString(input.shipping),
        lines: lines.length,
      },
    });
    const sent = resend ? await recordSend(tx, id, context, context.origin) : { emailId: null, revision: quote.revision };
    return { status: quote.status as "draft" | "sent", ...sent, updatedAt: updatedAt.toISOString() };
  }, TRANSACTION);
  if (result.emailId) await queueDeliverySafely(result.emailId);
  return { status: result.status, revision: result.revision, updatedAt: result.updatedAt };
}
