// The customer's order pages read here: the signed-in customer's list (/account/orders), one of their
// orders (/account/orders/{orderNumber}) and a guest's order through the token of their e-mail
// (/orders/{orderNumber}?token=), plus the rule of who may read an order, which the invoice download
// shares. An order that is not the reader's is answered exactly like one that does not exist.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { orderCertificates } from "@/lib/lots";
import { certificateDocument, productInstructions, safetyDataSheets } from "@/lib/portal/documents";
import { customerOrders, placedOrdersOf } from "@/lib/portal/orders";
import type { PortalOrder } from "@/lib/portal/schemas";
import { orderForAccessToken } from "./access-token";
import { toCustomerOrderView, type CustomerOrderDocument, type CustomerOrderView } from "./customer-view-model";
import { invoicePath } from "./links";

export type { CustomerOrderView } from "./customer-view-model";

/** Who asks for an order: the signed-in user (if any) and the token of a guest's link (if any). */
export type OrderReader = { userId: string | null; token: string | null };

const viewInclude = {
  items: { orderBy: { id: "asc" } },
  refunds: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  shipments: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { items: { orderBy: { id: "asc" } } } },
} satisfies Prisma.OrderInclude;

/** The signed-in customer's paid orders, newest first (the portal's Orders tab lists the same). */
export async function accountOrders(userId: string): Promise<PortalOrder[]> {
  return customerOrders(userId);
}

/** The id of the user's own paid order with this number, or null. */
async function ownOrderId(userId: string, orderNumber: string): Promise<string | null> {
  const order = await db().order.findFirst({ where: { orderNumber, ...placedOrdersOf(userId) }, select: { id: true } });
  return order?.id ?? null;
}

/**
 * The order this reader may read, or null: their own paid order when signed in, else the order the
 * token opens. Staff are no exception here: they read other people's orders on the staff pages.
 */
export async function readableOrderId(orderNumber: string, reader: OrderReader, now = new Date()): Promise<string | null> {
  const own = reader.userId ? await ownOrderId(reader.userId, orderNumber) : null;
  if (own) return own;
  return reader.token ? orderForAccessToken(orderNumber, reader.token, now) : null;
}

/**
 * The documents of this order: the safety data sheets of its products, the certificates of the lots it
 * shipped and, for the signed-in owner, the products' application instructions. Each link checks the
 * reader again when it is followed (a guest's carries the order's token).
 */
async function documentsOf(
  order: { id: string; productIds: readonly number[] },
  reader: { userId: string } | { token: string },
): Promise<CustomerOrderDocument[]> {
  const products = await db().product.findMany({
    where: { id: { in: [...order.productIds] } },
    select: { id: true, name: true, itemNumber: true },
  });
  const [sheets, certificates, instructions] = await Promise.all([
    safetyDataSheets(products),
    orderCertificates(order.id),
    "userId" in reader ? productInstructions(reader.userId, order.productIds) : [],
  ]);
  const token = "token" in reader ? reader.token : undefined;
  return [...sheets, ...instructions, ...certificates.map((entry) => certificateDocument(entry, token))].map(
    ({ id, kind, title, label, fileName, url }) => ({ id, kind, title, label, fileName, url }),
  );
}

/** One of the signed-in customer's orders, in full; null when they have no paid order of that number. */
export async function ownerOrderView(userId: string, orderNumber: string): Promise<CustomerOrderView | null> {
  const order = await db().order.findFirst({ where: { orderNumber, ...placedOrdersOf(userId) }, include: viewInclude });
  if (!order) return null;
  const documents = await documentsOf({ id: order.id, productIds: order.items.map((item) => item.productId) }, { userId });
  return toCustomerOrderView(order, { audience: "owner", invoiceUrl: invoicePath(order.orderNumber), documents });
}

/** The order a guest's link opens, showing what its e-mails showed; null for a link that is not (or no longer) valid. */
export async function guestOrderView(orderNumber: string, token: string, now = new Date()): Promise<CustomerOrderView | null> {
  const id = await orderForAccessToken(orderNumber, token, now);
  if (!id) return null;
  const order = await db().order.findUnique({ where: { id }, include: viewInclude });
  if (!order) return null;
  const documents = await documentsOf({ id: order.id, productIds: order.items.map((item) => item.productId) }, { token });
  return toCustomerOrderView(order, { audience: "guest", invoiceUrl: invoicePath(order.orderNumber, token), documents });
}
