// Withdrawing a quote: a draft, a sent one, or an accepted one whose order is not paid yet, whose cart then
// lets go of it.
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { staffName } from "@/lib/leads/staff-view-model";
import { db } from "@/lib/db/client";
import { effectiveQuoteStatus, quoteNumber, quoteWithdrawnEmail } from "@/lib/quotes/rules";
import { queueDeliverySafely, recordEmail, staffEmail } from "@/lib/email";
import { letGoOfQuote } from "./cart";
import { audit, claimable, TRANSACTION, updateAsRead, type Context, type Tx } from "./change";

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
