// Orders as staff read them: the Recent Orders table and one order's detail (items, addresses, payments,
// refunds, history).
import "server-only";
import { db } from "@/lib/db/client";
import { staffActions, statusLabel } from "@/lib/domain/order-state";
import type { Order } from "@/lib/generated/prisma/client";
import type { AdminOrderRow } from "./order-view";

/** The table shows the most recent orders; older ones stay reachable through their detail page. */
export const RECENT_ORDERS_LIMIT = 100;

export function toAdminOrderRow(order: Order): AdminOrderRow {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerInfo: { firstName: order.customerFirstName, lastName: order.customerLastName, email: order.customerEmail },
    totalAmount: order.total.toFixed(2),
    status: order.status,
    statusLabel: statusLabel(order),
    actions: staffActions(order),
    paymentMethod: order.paymentMethod,
    authorizeNetTransactionId: order.cardTransactionId,
    createdAt: order.createdAt.toISOString(),
  };
}

export async function listRecentOrders(limit = RECENT_ORDERS_LIMIT): Promise<AdminOrderRow[]> {
  const orders = await db().order.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return orders.map(toAdminOrderRow);
}

export type AdminOrderDetail = Awaited<ReturnType<typeof orderDetail>>;

export async function orderDetail(id: string) {
  const order = await db().order.findUnique({
    where: { id },
    include: {
      items: { orderBy: { id: "asc" } },
      paymentEvents: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
      refunds: { orderBy: { createdAt: "asc" }, include: { createdBy: { select: { email: true } } } },
    },
  });
  if (!order) return null;
  const history = await db().auditLog.findMany({
    where: { entityType: "order", entityId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { order, row: toAdminOrderRow(order), history };
}
