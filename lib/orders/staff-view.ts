// Orders as staff read them: a row of the orders table (the list itself is order-search.ts) and one
// order's detail (items, addresses, payments, refunds, history).
import "server-only";
import { db } from "@/lib/db/client";
import { paymentsInDoubt } from "@/lib/orders/settle-payments";
import { staffActions, statusLabel } from "@/lib/orders/state";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { toCents } from "@/lib/domain/money";
import type { AdminOrderRow, RefundPanelData } from "./staff-view-model";

export function toAdminOrderRow(order: Order): AdminOrderRow {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerInfo: { firstName: order.customerFirstName, lastName: order.customerLastName, email: order.customerEmail },
    totalAmount: order.total.toFixed(2),
    refundedAmount: order.refundedAmount.toFixed(2),
    remainingAmount: order.total.minus(order.refundedAmount).toFixed(2),
    status: order.status,
    statusLabel: statusLabel(order),
    actions: staffActions(order),
    fulfilmentStatus: order.fulfilmentStatus,
    paymentMethod: order.paymentMethod,
    authorizeNetTransactionId: order.cardTransactionId,
    createdAt: order.createdAt.toISOString(),
  };
}

export type AdminOrderDetail = Awaited<ReturnType<typeof orderDetail>>;

export async function orderDetail(id: string) {
  const order = await db().order.findUnique({
    where: { id },
    include: {
      items: { orderBy: { id: "asc" } },
      paymentEvents: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      refunds: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { createdBy: { select: { email: true } }, lines: { include: { orderItem: true }, orderBy: { id: "asc" } } },
      },
      shipments: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: {
          createdBy: { select: { email: true } },
          items: { include: { orderItem: true, lot: { select: { lotNumber: true } } }, orderBy: { id: "asc" } },
        },
      },
      notes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: { select: { email: true } } } },
    },
  });
  if (!order) return null;
  const history = await db().auditLog.findMany({
    where: { entityType: "order", entityId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  // The lots recorded for the ordered sizes, newest first: the shipment form offers them.
  const sizeIds = order.items.flatMap((item) => (item.sizeId === null ? [] : [item.sizeId]));
  const lots = await db().lot.findMany({
    where: { productSizeId: { in: sizeIds } },
    select: { lotNumber: true, productSizeId: true },
    orderBy: [{ manufacturedOn: "desc" }, { id: "desc" }],
    take: 200,
  });
  return {
    order,
    row: toAdminOrderRow(order),
    history,
    fulfilment: fulfilmentView(order, lots),
    refund: refundView(order),
    paymentsInDoubt: await paymentsInDoubt(new Date(), id),
  };
}

type RefundedOrder = Prisma.OrderGetPayload<{ include: { items: true; refunds: { include: { lines: true } } } }>;

/** What the order page's refund panel needs: the figures and each line with what is left to refund of it. */
function refundView(order: RefundedOrder): RefundPanelData {
  const refundedOf = (itemId: number) =>
    order.refunds.flatMap((refund) => refund.lines).reduce((sum, line) => sum + (line.orderItemId === itemId ? line.quantity : 0), 0);
  return {
    canRefund: staffActions(order).includes("refund"),
    subtotalCents: toCents(order.subtotal.toFixed(2)),
    taxCents: toCents(order.tax.toFixed(2)),
    totalCents: toCents(order.total.toFixed(2)),
    refundedCents: toCents(order.refundedAmount.toFixed(2)),
    lines: order.items.map((item) => ({
      orderItemId: item.id,
      name: item.productName,
      size: orderedSizeLabel(item.size),
      itemNumber: item.itemNumber,
      unitPriceCents: toCents(item.unitPrice.toFixed(2)),
      quantity: item.quantity,
      refundedQuantity: refundedOf(item.id),
      restockable: item.sizeId !== null,
    })),
  };
}

type DetailOrder = Prisma.OrderGetPayload<{
  include: {
    items: true;
    shipments: {
      include: { createdBy: { select: { email: true } }; items: { include: { orderItem: true; lot: { select: { lotNumber: true } } } } };
    };
    notes: { include: { author: { select: { email: true } } } };
  };
}>;

/** What the order page's fulfilment panel shows: each line with how much has shipped, the shipments, the notes. */
function fulfilmentView(order: DetailOrder, lots: readonly { lotNumber: string; productSizeId: number }[]) {
  const shippedOf = (itemId: number) =>
    order.shipments.flatMap((shipment) => shipment.items).reduce((sum, line) => sum + (line.orderItemId === itemId ? line.quantity : 0), 0);
  return {
    lines: order.items.map((item) => ({
      id: item.id,
      name: item.productName,
      size: orderedSizeLabel(item.size),
      itemNumber: item.itemNumber,
      ordered: item.quantity,
      shipped: shippedOf(item.id),
      lots: lots.filter((lot) => lot.productSizeId === item.sizeId).map((lot) => lot.lotNumber),
    })),
    shipments: order.shipments.map((shipment) => ({
      id: shipment.id,
      createdAt: shipment.createdAt.toISOString(),
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      note: shipment.note,
      createdBy: shipment.createdBy?.email ?? null,
      items: shipment.items.map((line) => ({
        name: line.orderItem.productName,
        size: orderedSizeLabel(line.orderItem.size),
        quantity: line.quantity,
        lotNumber: line.lot?.lotNumber ?? null,
      })),
    })),
    notes: order.notes.map((note) => ({
      id: note.id,
      createdAt: note.createdAt.toISOString(),
      author: note.author?.email ?? null,
      body: note.body,
    })),
  };
}
