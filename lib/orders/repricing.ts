// The last check before money moves: the pending order is priced again from its cart (the rules are in
// lib/domain/order-pricing.ts). Called with the order's payment lock and the cart's hold taken, so the
// order cannot change under the charge that follows. When the pricing comes out different, the order
// takes the new lines and totals and the shopper is told the new total (409) instead of being charged
// the old one; an archived product or missing stock stops the payment, naming the product.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import { quoteNumber } from "@/lib/quotes/rules";
import { checkOrderPrice, priceChangedMessage, type OrderPricing, type Pricing } from "@/lib/domain/order-pricing";
import {
  cartLinesNow,
  cartProblemError,
  cartQuote,
  ORDER_TRANSACTION,
  OrderError,
  pricingColumns,
  pricingItems,
  withItems,
  type OrderWithItems,
} from "./index";

const quoteGoneMessage = (quoteId: number) =>
  `Quote ${quoteNumber(quoteId)} is no longer in your cart (it was withdrawn), so it cannot be paid. Nothing was charged. Please ask us for a new quote.`;

const cents = (value: { toFixed(digits: number): string }) => toCents(value.toFixed(2));

function orderPricing(order: OrderWithItems): OrderPricing {
  return {
    pricedAt: order.pricedAt,
    shippingState: order.shippingState,
    items: order.items.map((item) => ({ sizeId: item.sizeId, quantity: item.quantity, unitPriceCents: cents(item.unitPrice) })),
    totals: {
      subtotalCents: cents(order.subtotal),
      shippingCents: cents(order.shipping),
      taxCents: cents(order.tax),
      totalCents: cents(order.total),
    },
  };
}

async function storePricing(order: OrderWithItems, pricing: Pricing, now: Date): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.orderItem.deleteMany({ where: { orderId: order.id } });
    await tx.orderItem.createMany({ data: pricingItems(pricing).map((item) => ({ ...item, orderId: order.id })) });
    await tx.order.update({ where: { id: order.id }, data: { ...pricingColumns(pricing), pricedAt: now } });
    await recordAudit(
      {
        actor: { label: "checkout" },
        action: "order.repriced",
        entityType: "order",
        entityId: order.id,
        before: { total: order.total.toFixed(2), pricedAt: order.pricedAt },
        after: { total: centsToDecimalString(pricing.totals.totalCents), pricedAt: now },
      },
      tx,
    );
  }, ORDER_TRANSACTION);
}

/**
 * The order as it may be paid now: unchanged, or with a new pricing time when only its age called for
 * a new pricing. Throws an OrderError when it must not be paid as it is: the cart is empty or cannot be
 * ordered (409 on "cart"), or the order was priced again and its total changed (409 on "total", with
 * the new total in `details.total`).
 */
export async function confirmOrderPrice(order: OrderWithItems, now = new Date()): Promise<OrderWithItems> {
  if (!order.cartId) throw cartProblemError({ problem: "empty" }, 409);
  const quote = await cartQuote(order.cartId);
  // An order made from a quote whose cart has let go of it (withdrawn meanwhile) is not paid at list prices.
  if (order.quoteId !== null && quote?.quoteId !== order.quoteId) throw new OrderError(409, "cart", quoteGoneMessage(order.quoteId));
  const check = checkOrderPrice(orderPricing(order), await cartLinesNow(order.cartId), now, quote);
  switch (check.kind) {
    case "current":
      return order;
    case "unavailable":
      throw cartProblemError(check.reason, 409);
    case "refreshed":
      return db().order.update({ where: { id: order.id }, data: { pricedAt: now }, include: withItems });
    case "changed": {
      await storePricing(order, check.pricing, now);
      const message = priceChangedMessage(check.pricing.totals.totalCents, check.cartChanged);
      throw new OrderError(409, "total", message, { total: centsToDecimalString(check.pricing.totals.totalCents) });
    }
  }
}
