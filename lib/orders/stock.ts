// Stock of the pack sizes. A size's `stockQuantity` is null when stock is not tracked;
// otherwise it is the units on hand, never below zero (a CHECK in the database).
//
// A payment takes the order's units before the gateway is called, each size with one conditional UPDATE
// ("take q where at least q are left"): the database decides between buyers of the last units, across any
// number of app processes, and a buyer who comes too late is told "only N left" before any charge. The
// order then holds its units (`stockHeldAt`) until the payment is known: a declined or failed payment, a
// void and an abandoned order give them back, once (a conditional UPDATE clears the hold); a refund puts
// back the lines staff choose to restock. Every change is a StockMovement row (the stock's audit), and a
// sale that takes a size below its low-stock threshold e-mails staff.
import "server-only";
import { db } from "@/lib/db/client";
import { outOfStockMessage } from "@/lib/domain/order-pricing";
import { packSizeLabel } from "@/lib/catalog/pack-sizes";
import { recordEmail, staffEmail, type QueuedEmail } from "@/lib/email";
import type { PackSize, Prisma, StockReason } from "@/lib/generated/prisma/client";
import { publicOrigin } from "@/lib/http/public-origin";
import { ORDER_TRANSACTION, OrderError } from "./index";

type Tx = Prisma.TransactionClient;

type HeldLine = { sizeId: number | null; quantity: number; productName: string; size: PackSize | null };

/** The order's units per size, sizes in id order (so two payments always lock sizes in the same order). */
function unitsBySize(items: readonly HeldLine[]): Map<number, { quantity: number; name: string }> {
  const units = new Map<number, { quantity: number; name: string }>();
  for (const item of [...items].sort((a, b) => (a.sizeId ?? 0) - (b.sizeId ?? 0))) {
    if (item.sizeId === null) continue;
    const name = item.size ? `${item.productName} (${packSizeLabel(item.size)})` : item.productName;
    const seen = units.get(item.sizeId);
    units.set(item.sizeId, { quantity: (seen?.quantity ?? 0) + item.quantity, name: seen?.name ?? name });
  }
  return units;
}

type Moved = { sizeId: number; quantityAfter: number };

/** Adds `delta` to a tracked size's stock (an untracked size stays untracked) and records why. */
async function move(
  tx: Tx,
  sizeId: number,
  delta: number,
  reason: StockReason,
  who: { orderId?: string; actorId?: string },
): Promise<Moved | undefined> {
  const rows = await tx.$queryRaw<{ stockQuantity: number }[]>`
    UPDATE "ProductSize" SET "stockQuantity" = "stockQuantity" + ${delta}, "updatedAt" = now()
    WHERE id = ${sizeId} AND "stockQuantity" IS NOT NULL RETURNING "stockQuantity"`;
  const after = rows[0]?.stockQuantity;
  if (after === undefined) return undefined;
  await tx.stockMovement.create({
    data: { sizeId, delta, quantityAfter: after, reason, orderId: who.orderId ?? null, actorId: who.actorId ?? null },
  });
  return { sizeId, quantityAfter: after };
}

/**
 * Takes the order's units for its payment, all or none, and marks the order as holding them. A size with
 * too few left is a 409 on "cart" naming it and how many are left; nothing is taken then. An order that
 * already holds its units (a retried payment whose first attempt kept them) takes nothing more.
 */
export async function takeStock(order: { id: string; items: readonly HeldLine[] }): Promise<void> {
  await db().$transaction(async (tx) => {
    const hold = await tx.order.updateMany({ where: { id: order.id, stockHeldAt: null }, data: { stockHeldAt: new Date() } });
    if (hold.count === 0) return;
    for (const [sizeId, { quantity, name }] of unitsBySize(order.items)) {
      const taken = await tx.$queryRaw<{ stockQuantity: number }[]>`
        UPDATE "ProductSize" SET "stockQuantity" = "stockQuantity" - ${quantity}, "updatedAt" = now()
        WHERE id = ${sizeId} AND "stockQuantity" IS NOT NULL AND "stockQuantity" >= ${quantity} RETURNING "stockQuantity"`;
      if (taken[0]) {
        await tx.stockMovement.create({
          data: { sizeId, delta: -quantity, quantityAfter: taken[0].stockQuantity, reason: "sale", orderId: order.id },
        });
        continue;
      }
      const size = await tx.productSize.findUnique({ where: { id: sizeId }, select: { stockQuantity: true } });
      // Not tracked (or the size is gone, which the pricing before this reports): nothing to take.
      if (!size || size.stockQuantity === null) continue;
      // Throwing rolls back what this transaction took of the other sizes, and the hold.
      throw new OrderError(409, "cart", outOfStockMessage(name, size.stockQuantity));
    }
  }, ORDER_TRANSACTION);
}

/**
 * Gives back the units a payment took, once: after a declined or failed payment, a void, or when a pending
 * order is abandoned. Inside the caller's transaction, so the release and the order's new state are one.
 */
export async function releaseStock(
  tx: Tx,
  order: { id: string; items: readonly HeldLine[] },
  who: { actorId?: string } = {},
): Promise<void> {
  const released = await tx.order.updateMany({ where: { id: order.id, stockHeldAt: { not: null } }, data: { stockHeldAt: null } });
  if (released.count === 0) return;
  for (const [sizeId, { quantity }] of unitsBySize(order.items)) {
    await move(tx, sizeId, quantity, "released", { orderId: order.id, ...who });
  }
}

/** Puts refunded units back on the shelf (a refund's "put back in stock" lines). */
export async function restock(tx: Tx, orderId: string, lines: readonly { sizeId: number | null; quantity: number }[], actorId: string) {
  for (const line of lines) {
    if (line.sizeId !== null && line.quantity > 0) await move(tx, line.sizeId, line.quantity, "restocked", { orderId, actorId });
  }
}

/** Records staff's new count for a size as a movement (Product Admin sets the count; the movement says by how much). */
export async function recordAdjustment(tx: Tx, sizeId: number, before: number | null, after: number | null, actorId: string | null) {
  if (after === null || before === after) return;
  await tx.stockMovement.create({ data: { sizeId, delta: after - (before ?? 0), quantityAfter: after, reason: "adjusted", actorId } });
}

/**
 * Inside the paid order's transaction: the staff's e-mail for each of its sizes that this sale took
 * below the size's low-stock threshold (from at or above it), so each crossing is told once. The level
 * compared is the one the sale's own update returned (its StockMovement), not the stock as it is now:
 * concurrent sales change that, and each would then see another sale's crossing, or none.
 */
export async function recordLowStockNotices(
  tx: Tx,
  order: { id: string; orderNumber: string; items: readonly HeldLine[] },
): Promise<QueuedEmail[]> {
  const units = unitsBySize(order.items);
  if (units.size === 0) return [];
  const sizes = await tx.productSize.findMany({
    where: { id: { in: [...units.keys()] }, stockQuantity: { not: null }, lowStockThreshold: { not: null } },
    select: { id: true, itemNumber: true, lowStockThreshold: true },
  });
  // The order's latest sale of each size: a retried payment takes the units once (takeStock).
  const sales = await tx.stockMovement.findMany({
    where: { orderId: order.id, reason: "sale", sizeId: { in: sizes.map((size) => size.id) } },
    orderBy: { id: "desc" },
    select: { sizeId: true, delta: true, quantityAfter: true },
  });
  const notices: QueuedEmail[] = [];
  for (const size of sizes) {
    const sale = sales.find((movement) => movement.sizeId === size.id);
    if (!sale) continue;
    const left = sale.quantityAfter;
    const threshold = size.lowStockThreshold!;
    if (left < threshold && left - sale.delta >= threshold) {
      const sold = units.get(size.id)!;
      notices.push(
        await recordEmail(lowStockEmail({ ...sold, itemNumber: size.itemNumber, left, threshold, orderNumber: order.orderNumber }), tx),
      );
    }
  }
  return notices;
}

export function lowStockEmail(news: { name: string; itemNumber: string; left: number; threshold: number; orderNumber: string }) {
  const link = `${publicOrigin(new Headers())}/admin/products`;
  return {
    to: staffEmail(),
    subject: `Low stock: ${news.name}, ${news.left} left`,
    text: [
      `${news.name}, item ${news.itemNumber}: ${news.left} left after order #${news.orderNumber}, below the low-stock level of ${news.threshold}.`,
      "",
      `Update the stock in Product Admin: ${link}`,
    ].join("\n"),
    relatedType: "ProductSize",
    relatedId: news.itemNumber,
  };
}

/** The order's units to give back, with their sizes, as the stock functions above read them. */
export const STOCK_LINES = { select: { sizeId: true, quantity: true, productName: true, size: true } } as const;
