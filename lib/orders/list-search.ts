// Finding orders: a page of the orders matching the filters of lib/orders/list-filters.ts,
// newest first, for /admin-orders and GET /api/admin/orders; and every matching order, a batch at a time,
// for the CSV export. Both walk the index on (createdAt, id) from a keyset cursor, so an order arriving
// meanwhile never shifts a page, and the export never holds more than one batch.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  encodeOrderCursor,
  ORDER_LIST_ORDER,
  ORDER_PAGE_SIZE,
  orderCursorWhere,
  orderWhere,
  type OrderCursor,
  type OrderFilters,
  type OrderListQuery,
  type OrderPageDirection,
} from "./list-filters";
import { pageSize, readKeysetList, type KeysetList } from "../admin/keyset-page";
import type { OrderCsvOrder } from "./export-csv";
import type { AdminOrderRow } from "./staff-view-model";
import { toAdminOrderRow } from "./staff-view";

/** The most a page may hold, whatever a caller asks for. */
const MAX_LIMIT = 200;
export const EXPORT_BATCH_SIZE = 500;

export type OrderList = KeysetList<AdminOrderRow>;

const OLDEST_FIRST = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.OrderOrderByWithRelationInput[];

const beyond = (where: Prisma.OrderWhereInput, cursor: OrderCursor, direction: OrderPageDirection): Prisma.OrderWhereInput => ({
  AND: [where, orderCursorWhere(cursor, direction)],
});

/** A page of the orders matching the filters, newest first by (createdAt, id), with the cursors of the pages beside it. */
export async function searchOrders({ cursor, direction, ...filters }: OrderListQuery, limit: number = ORDER_PAGE_SIZE): Promise<OrderList> {
  const orders = db().order;
  const source = {
    where: orderWhere(filters),
    beyond,
    read: (where: Prisma.OrderWhereInput, order: "newest first" | "oldest first", take: number) =>
      orders.findMany({ where, orderBy: order === "newest first" ? ORDER_LIST_ORDER : OLDEST_FIRST, take }),
    exists: async (where: Prisma.OrderWhereInput) => (await orders.findFirst({ where, select: { id: true } })) !== null,
  };
  return readKeysetList({ cursor, direction }, pageSize(limit, MAX_LIMIT), source, toAdminOrderRow, encodeOrderCursor);
}

const EXPORT_SELECT = {
  id: true,
  orderNumber: true,
  createdAt: true,
  customerFirstName: true,
  customerLastName: true,
  customerEmail: true,
  shippingCompany: true,
  billingCompany: true,
  status: true,
  fulfilmentStatus: true,
  paymentMethod: true,
  subtotal: true,
  shipping: true,
  tax: true,
  total: true,
  refundedAmount: true,
  _count: { select: { items: true } },
} as const satisfies Prisma.OrderSelect;

type ExportedOrder = Prisma.OrderGetPayload<{ select: typeof EXPORT_SELECT }>;

/**
 * Every order matching the filters, newest first, `size` at a time. Each batch is read when the previous
 * one has been taken, starting beyond its last order: 50,000 orders are never in memory together.
 */
export async function* orderBatches(filters: OrderFilters, size: number = EXPORT_BATCH_SIZE): AsyncGenerator<OrderCsvOrder[]> {
  const where = orderWhere(filters);
  let cursor: OrderCursor | null = null;
  for (;;) {
    const batch: ExportedOrder[] = await db().order.findMany({
      where: cursor === null ? where : beyond(where, cursor, "older"),
      orderBy: ORDER_LIST_ORDER,
      take: size,
      select: EXPORT_SELECT,
    });
    if (batch.length > 0) yield batch.map(({ _count, ...order }) => ({ ...order, itemCount: _count.items }));
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}
