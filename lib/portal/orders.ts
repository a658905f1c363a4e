// The signed-in customer's orders for the portal: the Orders tab, the stats cards and "Reorder".
import "server-only";
import { cartItems, createCart, existingCartId, refuseHeldQuote } from "@/lib/cart";
import { MAX_LINE_QUANTITY } from "@/lib/cart/schemas";
import { db } from "@/lib/db/client";
import { packSizeLabel } from "@/lib/catalog/pack-sizes";
import { Prisma } from "@/lib/generated/prisma/client";
import { orderStatus, PLACED_ORDER_STATUSES } from "./status";
import type { PortalOrder, ReorderResponse } from "./schemas";

/** Only the user's own orders, and only those that were paid: every portal query starts here. */
export function placedOrdersOf(userId: string) {
  return { userId, status: { in: [...PLACED_ORDER_STATUSES] } } satisfies Prisma.OrderWhereInput;
}

function productSummary(items: readonly { productName: string }[]): string {
  const [first, ...rest] = items;
  if (!first) return "";
  return rest.length > 0 ? `${first.productName} + ${rest.length} more` : first.productName;
}

/** The user's paid orders, newest first: the portal's Orders tab and the /account/orders page. */
export async function customerOrders(userId: string): Promise<PortalOrder[]> {
  const orders = await db().order.findMany({
    where: placedOrdersOf(userId),
    include: { items: { orderBy: { id: "asc" } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return orders.map((order) => {
    const { label, tone } = orderStatus(order.status, order.fulfilmentStatus);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      date: order.createdAt.toISOString(),
      product: productSummary(order.items),
      status: label,
      tone,
      total: Number(order.total.toFixed(2)),
      items: order.items.map((item) => ({
        name: item.productName,
        itemNumber: item.itemNumber,
        size: item.size ? packSizeLabel(item.size) : null,
        quantity: item.quantity,
      })),
    };
  });
}

/** `newCartId`: the cart made for this reorder, whose id the answer must set as the cookie. */
export type ReorderResult = ReorderResponse & { newCartId?: string };

/**
 * Puts the items of one of the user's orders into the cart, in the quantities ordered, as one
 * transaction. Products no longer sold (archived or out of stock) are left out and named; a line
 * that would pass the cart's limit stops at the limit. Null when the order is not the user's; a CartError
 * (409 on "cart") when the cart holds an accepted quote.
 */
export async function reorderIntoCart(userId: string, orderId: string, cartId: string | undefined): Promise<ReorderResult | null> {
  const order = await db().order.findFirst({
    where: { id: orderId, ...placedOrdersOf(userId) },
    include: { items: { orderBy: { id: "asc" }, include: { product: true, productSize: true } } },
  });
  if (!order) return null;

  const added: ReorderResponse["added"] = [];
  const skipped: ReorderResponse["skipped"] = [];
  const lines = new Map<number, { productId: number; name: string; quantity: number }>();
  for (const item of order.items) {
    const { product, productSize: size } = item;
    if (product.archivedAt || !size) skipped.push({ name: item.productName, reason: "no longer sold" });
    else if (size.quoteOnly) skipped.push({ name: item.productName, reason: "sold on quote only" });
    else if (size.stockQuantity !== null && size.stockQuantity <= 0) skipped.push({ name: item.productName, reason: "out of stock" });
    else {
      const line = lines.get(size.id);
      lines.set(size.id, { productId: product.id, name: product.name, quantity: (line?.quantity ?? 0) + item.quantity });
    }
  }

  // Only a cart the server made: a cookie naming no cart gets a new one (lib/cart ensureCart).
  const current = await existingCartId(cartId);
  // A cart that holds an accepted quote takes no other lines (409 naming "cart").
  await refuseHeldQuote(current);
  let targetCart = current;
  if (lines.size > 0) {
    await db().$transaction(async (tx) => {
      targetCart ??= await createCart(tx);
      for (const [sizeId, line] of lines) {
        const quantity = Math.min(line.quantity, MAX_LINE_QUANTITY);
        await tx.$executeRaw(Prisma.sql`
          INSERT INTO "CartItem" ("cartId", "productId", "sizeId", "quantity", "updatedAt")
          VALUES (${targetCart}, ${line.productId}, ${sizeId}, ${quantity}, now())
          ON CONFLICT ("cartId", "sizeId")
          DO UPDATE SET "quantity" = LEAST("CartItem"."quantity" + EXCLUDED."quantity", ${MAX_LINE_QUANTITY}), "updatedAt" = now()`);
        added.push({ name: line.name, quantity });
      }
    });
  }
  return {
    items: await cartItems(targetCart),
    added,
    skipped,
    newCartId: targetCart !== current ? targetCart : undefined,
  };
}
