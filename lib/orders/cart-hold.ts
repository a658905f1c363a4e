// One cart, one payment at a time. Two checkouts of the same cart (two tabs, a script) have different
// checkout keys and so different orders, which the order's own payment lock cannot tell apart: without
// more, both would be charged. So before any gateway call the paying request holds the cart for its
// order with one conditional UPDATE of Cart.checkoutOrderId / Cart.checkoutLockedUntil (the database
// decides who wins, across any number of app processes); any other order of that cart is refused until
// the payment is over. The hold lasts only while a payment is in flight and is given back at its end,
// so a declined or abandoned checkout in another window does not lock the shopper out; it also expires
// on its own, so a crashed request cannot block the cart for longer than CART_HOLD_MS.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PAYMENT_LOCK_MS } from "./payment-lock";

/** As long as an order's payment lock: longer than any gateway call may take. */
export const CART_HOLD_MS = PAYMENT_LOCK_MS;

export const CART_BUSY_MESSAGE = "This cart is already being paid in another window. Check that window, or wait a moment and reload.";

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

/** Holds the cart for `orderId` unless another order holds it now; true when the hold is this order's. */
export async function holdCart(cartId: string, orderId: string, client: Client = db(), now = new Date()): Promise<boolean> {
  const { count } = await client.cart.updateMany({
    where: {
      id: cartId,
      OR: [{ checkoutLockedUntil: null }, { checkoutLockedUntil: { lt: now } }, { checkoutOrderId: orderId }],
    },
    data: { checkoutOrderId: orderId, checkoutLockedUntil: new Date(now.getTime() + CART_HOLD_MS) },
  });
  return count === 1;
}

/** Gives the cart back, if `orderId` still holds it. */
export async function releaseCart(cartId: string | null, orderId: string, client: Client = db()): Promise<void> {
  if (!cartId) return;
  await client.cart.updateMany({
    where: { id: cartId, checkoutOrderId: orderId },
    data: { checkoutOrderId: null, checkoutLockedUntil: null },
  });
}
