// One order as its customer reads it on /account/orders/{orderNumber} and as a guest reads it through
// the e-mailed link: the view model the components of components/orders draw. A guest sees no more
// than the e-mails told them (items, totals, addresses, payment, status, refunds, shipments, invoice);
// both see the safety data sheets and the lots' certificates, and the signed-in owner also gets the
// products' instructions and Reorder. Amounts are whole cents, dates ISO strings. Pure and client-safe: lib/orders/customer-view.ts loads the order.
import { carrierLabel, trackingReferenceLabel, trackingUrl, type Carrier, type FulfilmentState } from "@/lib/orders/fulfilment-rules";
import { toCents } from "@/lib/domain/money";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { orderStatus, type StatusTone } from "@/lib/portal/status";
import type { PortalDocument } from "@/lib/portal/schemas";
import { formatInvoiceNumber } from "./invoice-data";
import { paymentLabel } from "./links";
import type { Amount, StoredOrder, StoredOrderLine } from "./stored-order";

/** A Decimal column, as Prisma gives it. */

const cents = (amount: Amount) => toCents(amount.toFixed(2));

export type OrderViewAudience = "owner" | "guest";

export type CustomerOrderItem = {
  id: number;
  name: string;
  /** "5-Gallon Pail" */
  size: string;
  itemNumber: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
};

export type CustomerOrderAddress = {
  name: string;
  company: string | null;
  /** The street, then "City, ST 12345". */
  lines: string[];
};

export type CustomerOrderRefund = { id: number; date: string; amount: number; reason: string | null };

export type CustomerOrderShipment = {
  id: number;
  date: string;
  /** "UPS", "Freight" */
  carrier: string;
  /** "Tracking number", or "Bill of lading number" for freight. */
  referenceLabel: string;
  trackingNumber: string;
  /** The carrier's tracking page; null for freight, which has no universal one. */
  trackingUrl: string | null;
  items: { orderItemId: number; name: string; size: string; itemNumber: string; quantity: number }[];
};

/** A document of the order's products (or the order's own certificate), downloaded as the portal does. */
export type CustomerOrderDocument = Pick<PortalDocument, "id" | "kind" | "title" | "label" | "fileName" | "url">;

export type CustomerOrderView = {
  audience: OrderViewAudience;
  orderNumber: string;
  placedAt: string;
  status: { label: string; tone: StatusTone };
  items: CustomerOrderItem[];
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  shipTo: CustomerOrderAddress;
  billTo: CustomerOrderAddress;
  /** "Card ending in 1111" or "PayPal". */
  payment: string;
  refunds: CustomerOrderRefund[];
  shipments: CustomerOrderShipment[];
  /** Null until the order is paid (an invoice number is given with the payment). */
  invoice: { number: string; url: string } | null;
  /** The safety data sheets and certificates of this order (and, for the owner, the application instructions). */
  documents: CustomerOrderDocument[];
  /** The owner's only: the order's id, for the reorder call. */
  reorderId: string | null;
};

/** The stored order the view is made of: the Order row with its items, refunds and shipments. */
export type ViewOrder = Omit<StoredOrder, "items"> & {
  id: string;
  fulfilmentStatus: FulfilmentState;
  invoiceNumber: number | null;
  items: readonly (StoredOrderLine & { id: number })[];
  refunds: readonly { id: number; createdAt: Date; amount: Amount; reason: string | null }[];
  shipments: readonly {
    id: number;
    carrier: Carrier;
    trackingNumber: string;
    createdAt: Date;
    items: readonly { orderItemId: number; quantity: number }[];
  }[];
};

export type ViewExtras = {
  audience: OrderViewAudience;
  /** Where this reader downloads the invoice (the guest's carries their token). */
  invoiceUrl: string;
  documents?: readonly CustomerOrderDocument[];
};

function address(name: string, company: string | null, street: string, city: string, state: string, zipCode: string): CustomerOrderAddress {
  return { name, company, lines: [street, `${city}, ${state} ${zipCode}`] };
}

function shipmentView(shipment: ViewOrder["shipments"][number], items: readonly CustomerOrderItem[]): CustomerOrderShipment {
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    id: shipment.id,
    date: shipment.createdAt.toISOString(),
    carrier: carrierLabel(shipment.carrier),
    referenceLabel: trackingReferenceLabel(shipment.carrier),
    trackingNumber: shipment.trackingNumber,
    trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber),
    // A shipment names the order's own lines; one that no longer exists has nothing to show.
    items: shipment.items.flatMap((line) => {
      const item = byId.get(line.orderItemId);
      return item ? [{ orderItemId: item.id, name: item.name, size: item.size, itemNumber: item.itemNumber, quantity: line.quantity }] : [];
    }),
  };
}

export function toCustomerOrderView(order: ViewOrder, extras: ViewExtras): CustomerOrderView {
  const owner = extras.audience === "owner";
  const name = `${order.customerFirstName} ${order.customerLastName}`;
  const items = order.items.map((item) => ({
    id: item.id,
    name: item.productName,
    size: orderedSizeLabel(item.size),
    itemNumber: item.itemNumber,
    quantity: item.quantity,
    unitPrice: cents(item.unitPrice),
    lineTotal: cents(item.lineTotal),
  }));
  return {
    audience: extras.audience,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: orderStatus(order.status, order.fulfilmentStatus),
    items,
    subtotal: cents(order.subtotal),
    shipping: cents(order.shipping),
    tax: cents(order.tax),
    total: cents(order.total),
    shipTo: address(name, order.shippingCompany, order.shippingAddress, order.shippingCity, order.shippingState, order.shippingZipCode),
    billTo: address(name, order.billingCompany, order.billingAddress, order.billingCity, order.billingState, order.billingZipCode),
    payment: paymentLabel(order.paymentMethod, order.cardLast4),
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      date: refund.createdAt.toISOString(),
      amount: cents(refund.amount),
      reason: refund.reason,
    })),
    shipments: order.shipments.map((shipment) => shipmentView(shipment, items)),
    invoice: order.invoiceNumber === null ? null : { number: formatInvoiceNumber(order.invoiceNumber), url: extras.invoiceUrl },
    documents: [...(extras.documents ?? [])],
    reorderId: owner ? order.id : null,
  };
}
