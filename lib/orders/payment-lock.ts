// One request at a time talks to a payment gateway about an order. A request claims the order by
// setting Order.paymentLockedUntil in a single conditional UPDATE (the database decides who wins, across
// any number of app processes); the others wait for the winner's answer and read it from the order
// instead of charging again. The lock expires on its own, so a crashed process cannot block an order forever.
import "server-only";
import { db } from "@/lib/db/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";

/** Longer than any gateway call may take (the adapters time out after 20 s). */
export const PAYMENT_LOCK_MS = 60_000;
const POLL_MS = 100;

/** Claims the order when it is in one of `from` and nobody holds it; true when this request won. */
export async function claimPayment(orderId: string, from: readonly OrderStatus[], now = new Date()): Promise<boolean> {
  const { count } = await db().order.updateMany({
    where: {
      id: orderId,
      status: { in: [...from] },
      OR: [{ paymentLockedUntil: null }, { paymentLockedUntil: { lt: now } }],
    },
    data: { paymentLockedUntil: new Date(now.getTime() + PAYMENT_LOCK_MS) },
  });
  return count === 1;
}

/**
 * Waits while another request holds the order's payment lock, up to `maxWaitMs`; true when the lock is
 * free (or expired) at the end, false when it is still held.
 */
export async function waitForPaymentLock(orderId: string, maxWaitMs: number): Promise<boolean> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const order = await db().order.findUnique({ where: { id: orderId }, select: { paymentLockedUntil: true } });
    if (!order?.paymentLockedUntil || order.paymentLockedUntil.getTime() <= Date.now()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Gives the lock back without changing the order (the holder decided not to call the gateway). */
export async function releasePayment(orderId: string): Promise<void> {
  await db().order.updateMany({ where: { id: orderId }, data: { paymentLockedUntil: null } });
}
