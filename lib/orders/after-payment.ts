// What follows a payment when nobody is on the page: the paid transaction gives the order its invoice
// number and records the staff's "new order" e-mail; a job confirms paid orders whose buyer closed the
// tab before "Complete Order" (10 minutes after the payment, exactly once, racing the button safely);
// and a job marks pending orders nobody paid within 24 hours abandoned, giving their cart back (never
// one with a payment attempt in doubt: the settle job decides those).
import "server-only";
import { db } from "@/lib/db/client";
import { formatUsd, toCents } from "@/lib/domain/money";
import { nextStatus } from "@/lib/orders/state";
import { recordEmail, staffEmail, type QueuedEmail } from "@/lib/email";
import { recordAudit } from "@/lib/audit";
import type { Prisma } from "@/lib/generated/prisma/client";
import { publicOrigin } from "@/lib/http/public-origin";
import { recordQuoteOrderPaid } from "@/lib/quotes/cart";
import { releaseCart } from "./cart-hold";
import { finalizePaidOrder } from "./completion";
import { withItems, type OrderWithItems } from "./index";
import { OPEN_ATTEMPT } from "./payment-attempts";
import { recordLowStockNotices, releaseStock, STOCK_LINES } from "./stock";

/** A paid order nobody completed is confirmed by the job this long after its payment. */
export const CONFIRM_AFTER_MS = 10 * 60 * 1000;
/** A pending order nobody paid is abandoned this long after it was made. */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

type PaidOrder = {
  id: string;
  orderNumber: string;
  /** The accepted quote the order was checked out from. */
  quoteId: number | null;
  total: Prisma.Decimal;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
};

/** The staff's notice of a new paid order: its number, total and a link to its page. */
export function newOrderStaffEmail(order: PaidOrder, origin = publicOrigin(new Headers())) {
  const total = formatUsd(toCents(order.total.toFixed(2)));
  const link = `${origin}/admin-orders/${encodeURIComponent(order.id)}`;
  return {
    to: staffEmail(),
    subject: `New order #${order.orderNumber}: ${total}`,
    text: [
      `Order #${order.orderNumber} was paid: ${total}.`,
      `Customer: ${order.customerFirstName} ${order.customerLastName} <${order.customerEmail}>`,
      "",
      `Open it: ${link}`,
    ].join("\n"),
    replyTo: order.customerEmail,
    relatedType: "Order",
    relatedId: order.id,
  };
}

/**
 * Inside the transaction that marks the order paid, after its status: the cart is spent, before the hold
 * goes (a second visit to the checkout cannot pay for it again, nor another order of it be paid); the
 * order's invoice number (from its own sequence, given once); the quote it came from (its cart lets go of
 * it, its lead is won); the staff's e-mails (the new order, and the sizes it left low); and the audit
 * log's entry, by `actor`, with what the payment set (`after`). The caller queues the e-mails' delivery
 * after the commit.
 */
export async function recordPaidOrder(
  tx: Prisma.TransactionClient,
  order: OrderWithItems,
  { actor, after }: { actor: string; after: Record<string, unknown> },
): Promise<QueuedEmail[]> {
  if (order.cartId) await tx.cartItem.deleteMany({ where: { cartId: order.cartId } });
  await releaseCart(order.cartId, order.id, tx);
  await tx.$executeRaw`UPDATE "Order" SET "invoiceNumber" = nextval('invoice_number_seq'), "invoicedAt" = now() WHERE id = ${order.id} AND "invoiceNumber" IS NULL`;
  await recordQuoteOrderPaid(tx, order);
  const notices = [await recordEmail(newOrderStaffEmail(order), tx), ...(await recordLowStockNotices(tx, order))];
  await recordAudit(
    { actor: { label: actor }, action: "order.paid", entityType: "order", entityId: order.id, before: { status: order.status }, after },
    tx,
  );
  return notices;
}

/**
 * The confirmation job: paid orders still unconfirmed 10 minutes after their payment get their
 * confirmation now. finalizePaidOrder claims the order with one conditional update, so a shopper who
 * presses "Complete Order" at the same moment and this job never both send it.
 */
export async function confirmUnconfirmedOrders(now = new Date()): Promise<number> {
  const waiting = await db().order.findMany({
    where: { status: "completed", confirmationEmailSentAt: null, completedAt: { lte: new Date(now.getTime() - CONFIRM_AFTER_MS) } },
    include: withItems,
    orderBy: { completedAt: "asc" },
    take: 100,
  });
  let confirmed = 0;
  for (const order of waiting) if (await finalizePaidOrder(order)) confirmed += 1;
  return confirmed;
}

/**
 * The clean-up job: pending orders older than 24 hours, with no payment in flight, become abandoned
 * (kept for staff; the payment paths accept only pending or failed orders, so one is never charged
 * later) and give their cart back.
 */
export async function abandonStalePendingOrders(now = new Date()): Promise<number> {
  const stale = await db().order.findMany({
    where: {
      status: "pending",
      createdAt: { lte: new Date(now.getTime() - ABANDON_AFTER_MS) },
      OR: [{ paymentLockedUntil: null }, { paymentLockedUntil: { lt: now } }],
      paymentAttempts: { none: { status: { in: [...OPEN_ATTEMPT] } } },
    },
    select: { id: true, cartId: true, orderNumber: true, items: STOCK_LINES },
    take: 500,
  });
  let abandoned = 0;
  for (const order of stale) {
    const status = nextStatus("pending", "abandoned");
    const done = await db().$transaction(async (tx) => {
      const claimed = await tx.order.updateMany({
        where: {
          id: order.id,
          status: "pending",
          OR: [{ paymentLockedUntil: null }, { paymentLockedUntil: { lt: now } }],
          paymentAttempts: { none: { status: { in: [...OPEN_ATTEMPT] } } },
        },
        data: { status, abandonedAt: now },
      });
      if (claimed.count === 0) return false;
      await releaseCart(order.cartId, order.id, tx);
      // Units a payment took and never gave back (its process ended mid-payment) return to the shelf.
      await releaseStock(tx, order);
      await recordAudit(
        {
          actor: { label: "system" },
          action: "order.abandoned",
          entityType: "order",
          entityId: order.id,
          before: { status: "pending" },
          after: { status },
        },
        tx,
      );
      return true;
    });
    if (done) abandoned += 1;
  }
  return abandoned;
}
