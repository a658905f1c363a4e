// Staff move a paid order to the customer: processing, shipments with a carrier and a
// tracking number, delivered, and internal notes. The rules are lib/orders/fulfilment-rules.ts; here each
// change is applied once (the order row is locked for the change, and the state it started from is
// checked again under the lock, so two staff pressing at once apply it once), audited, and the
// customer is e-mailed (shipped with the tracking link, delivered) through the job queue.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { StaffRequestError } from "@/lib/admin/errors";
import type { ShipmentRequest } from "@/lib/orders/fulfilment-schema";
import { db } from "@/lib/db/client";
import {
  carrierLabel,
  fulfilmentAfter,
  trackingReferenceLabel,
  trackingUrl,
  validateShipment,
  validateTrackingNumber,
  type FulfilmentAction,
} from "@/lib/orders/fulfilment-rules";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { queueDeliverySafely, recordEmail, type EmailMessage } from "@/lib/email";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { publicOrigin } from "@/lib/http/public-origin";
import { siteConfig } from "@/lib/site-config";
import { orderLink, orderLinkSecrets } from "./access-token";
import { customerOrderEmail, type OrderCustomer } from "./customer-email";

type Actor = { id: string; email: string };
type Context = { actor: Actor; ip?: string | null; origin?: string };

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

export const FULFILMENT_MESSAGES = {
  orderNotFound: "This order does not exist",
  paymentInProgress: "A refund or void of this order is in progress: try again in a moment",
} as const;

/** Locks the order's row for this transaction and reads it: concurrent changes to one order queue up here. */
async function lockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<Order> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  if (locked.length === 0) throw new StaffRequestError(404, FULFILMENT_MESSAGES.orderNotFound, "orderId");
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  if (order.paymentLockedUntil && order.paymentLockedUntil > new Date()) {
    throw new StaffRequestError(409, FULFILMENT_MESSAGES.paymentInProgress, "action");
  }
  return order;
}

function nextState(order: Order, action: FulfilmentAction) {
  const result = fulfilmentAfter({ payment: order.status, fulfilment: order.fulfilmentStatus }, action);
  if (!result.ok) throw new StaffRequestError(409, result.reason, "action");
  return result.state;
}

type Move = { state: Order["fulfilmentStatus"]; action: string; data?: Prisma.OrderUpdateInput; after?: Record<string, unknown> };

/** Moves the locked order to `state` (with `data`), and the audit log says so under `action`, with `after` besides. */
async function moveOrder(tx: Prisma.TransactionClient, order: Order, move: Move, { actor, ip }: Context): Promise<Order> {
  const { state, action, data = {}, after = {} } = move;
  const changed = await tx.order.update({ where: { id: order.id }, data: { fulfilmentStatus: state, ...data } });
  await recordAudit(
    {
      actor,
      ip,
      action,
      entityType: "order",
      entityId: order.id,
      before: { fulfilment: order.fulfilmentStatus },
      after: { fulfilment: state, ...after },
    },
    tx,
  );
  return changed;
}

/** Inside the change's transaction: the customer's e-mail `write` makes with the order's link, which the e-mail log keeps out. */
async function recordCustomerEmail(
  tx: Prisma.TransactionClient,
  order: Order,
  origin: string | undefined,
  write: (link: string) => EmailMessage,
): Promise<number> {
  const link = await orderLink(order, origin ?? publicOrigin(new Headers()), tx);
  return (await recordEmail({ ...write(link), secretLinks: orderLinkSecrets(link) }, tx)).id;
}

export async function markProcessing(orderId: string, context: Context): Promise<Order> {
  return db().$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    return moveOrder(tx, order, { state: nextState(order, { type: "mark_processing" }), action: "order.processing" }, context);
  }, TRANSACTION);
}

/**
 * The lot of each shipped line that names one, by order item: the lot must be recorded, and of the pack
 * size the line ordered. A line shipped twice in one shipment takes the first lot named.
 */
async function shipmentLots(
  tx: Prisma.TransactionClient,
  items: readonly { id: number; sizeId: number | null; itemNumber: string }[],
  lines: ShipmentRequest["items"],
): Promise<Map<number, number>> {
  const named = lines.map((line, index) => ({ ...line, index })).filter((line) => line.quantity > 0 && line.lotNumber);
  const lots = await tx.lot.findMany({
    where: { lotNumber: { in: named.map((line) => line.lotNumber!) } },
    select: { id: true, lotNumber: true, productSizeId: true },
  });
  const byNumber = new Map(lots.map((lot) => [lot.lotNumber, lot]));
  const chosen = new Map<number, number>();
  for (const line of named) {
    const lot = byNumber.get(line.lotNumber!);
    const item = items.find((candidate) => candidate.id === line.itemId);
    const field = `items.${line.index}.lotNumber`;
    if (!lot) throw new StaffRequestError(400, `No lot ${line.lotNumber} is recorded: record it on the Lots page first`, field);
    if (!item || item.sizeId !== lot.productSizeId) {
      throw new StaffRequestError(400, `Lot ${line.lotNumber} is not a lot of ${item?.itemNumber ?? "this item"}`, field);
    }
    if (!chosen.has(line.itemId)) chosen.set(line.itemId, lot.id);
  }
  return chosen;
}

export async function addShipment(orderId: string, input: ShipmentRequest, context: Context): Promise<Order> {
  const { actor, origin } = context;
  const tracking = validateTrackingNumber(input.carrier, input.trackingNumber);
  if (!tracking.ok) throw new StaffRequestError(400, tracking.message, "trackingNumber");

  let emailId: number | undefined;
  const updated = await db().$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const items = await tx.orderItem.findMany({ where: { orderId }, include: { shipped: true }, orderBy: { id: "asc" } });
    const lines = items.map((item) => ({
      itemId: item.id,
      ordered: item.quantity,
      shipped: item.shipped.reduce((sum, s) => sum + s.quantity, 0),
    }));
    const checked = validateShipment(lines, input.items);
    if (!checked.ok) {
      const [field, message] = Object.entries(checked.fields)[0] ?? ["items", "Choose at least one item to ship."];
      throw new StaffRequestError(400, message, field);
    }
    const lots = await shipmentLots(tx, items, input.items);
    const state = nextState(order, { type: "add_shipment", completesOrder: checked.completesOrder });
    const shipment = await tx.shipment.create({
      data: {
        orderId,
        carrier: input.carrier,
        trackingNumber: tracking.value,
        note: input.note,
        createdById: actor.id,
        items: {
          create: checked.items.map((line) => ({
            orderItemId: line.itemId,
            quantity: line.quantity,
            lotId: lots.get(line.itemId) ?? null,
          })),
        },
      },
    });
    const changed = await moveOrder(
      tx,
      order,
      {
        state,
        action: state === "shipped" ? "order.shipped" : "order.partially_shipped",
        data: { shippedAt: state === "shipped" ? new Date() : order.shippedAt },
        after: { shipmentId: shipment.id, carrier: input.carrier, trackingNumber: tracking.value, items: checked.items },
      },
      context,
    );
    const shippedLines = checked.items.map((line) => {
      const item = items.find((i) => i.id === line.itemId)!;
      return `${line.quantity} × ${item.productName}, ${orderedSizeLabel(item.size)} (${item.itemNumber})`;
    });
    const news = { carrier: input.carrier, trackingNumber: tracking.value, lines: shippedLines, all: state === "shipped" };
    emailId = await recordCustomerEmail(tx, order, origin, (link) => shippedEmail(order, { ...news, link }));
    return changed;
  }, TRANSACTION);
  if (emailId) await queueDeliverySafely(emailId);
  return updated;
}

export async function markDelivered(orderId: string, context: Context): Promise<Order> {
  let emailId: number | undefined;
  const updated = await db().$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const state = nextState(order, { type: "mark_delivered" });
    const changed = await moveOrder(tx, order, { state, action: "order.delivered", data: { deliveredAt: new Date() } }, context);
    emailId = await recordCustomerEmail(tx, order, context.origin, (link) => deliveredEmail(order, link));
    return changed;
  }, TRANSACTION);
  if (emailId) await queueDeliverySafely(emailId);
  return updated;
}

/** An internal note: staff only, never shown to the customer or e-mailed. */
export async function addOrderNote(orderId: string, body: string, { actor, ip }: Context) {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true } });
    if (!order) throw new StaffRequestError(404, FULFILMENT_MESSAGES.orderNotFound, "orderId");
    const note = await tx.orderNote.create({ data: { orderId, authorId: actor.id, body } });
    await recordAudit(
      { actor, ip, action: "order.note_added", entityType: "order", entityId: orderId, after: { noteId: note.id, body } },
      tx,
    );
    return note;
  }, TRANSACTION);
}

// ------------------------------------------------------------------ the customer's e-mails

type ShippedNews = { carrier: ShipmentRequest["carrier"]; trackingNumber: string; lines: string[]; all: boolean; link: string };

export function shippedEmail(order: OrderCustomer, news: ShippedNews) {
  const url = trackingUrl(news.carrier, news.trackingNumber);
  const reference = `${carrierLabel(news.carrier)} ${trackingReferenceLabel(news.carrier).toLowerCase()}: ${news.trackingNumber}`;
  const subject = news.all ? `Your order #${order.orderNumber} has shipped` : `Part of your order #${order.orderNumber} has shipped`;
  return customerOrderEmail(order, subject, [
    news.all
      ? `Your order #${order.orderNumber} has shipped.`
      : `Part of your order #${order.orderNumber} has shipped; we will write again when the rest leaves.`,
    "",
    "In this shipment:",
    ...news.lines.map((line) => `  ${line}`),
    "",
    reference,
    ...(url ? [`Track it: ${url}`] : [`Your freight carrier will call to arrange the delivery.`]),
    "",
    `Your order: ${news.link}`,
  ]);
}

export function deliveredEmail(order: OrderCustomer, link: string) {
  return customerOrderEmail(order, `Your order #${order.orderNumber} was delivered`, [
    `Your order #${order.orderNumber} was delivered. Thank you for choosing ${siteConfig.companyName}.`,
    "",
    `Your order and its invoice: ${link}`,
  ]);
}
