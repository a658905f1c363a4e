// An accepted quote in the cart and the checkout: the quote's prices live only on the lines of its own cart,
// which refuses every change (lib/cart/index.ts). The cart lets go of the quote when its order is paid
// (recordQuoteOrderPaid), when it is withdrawn (withdraw.ts) or past its date; the buyer's own cart, set
// aside when they accepted, then comes back.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { quoteCheckoutRefusal, quoteNumber } from "@/lib/quotes/rules";
import { TRANSACTION, type Tx } from "./change";

/** The cart lets go of the quote unless a payment of it is in flight; false when it is. */
export async function letGoOfQuote(tx: Tx, quoteId: number, cartId: string, now: Date): Promise<boolean> {
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
