// What a shopper sees of an order (the confirmation view, the thank-you page, the e-mail): the
// OrderSummary of lib/orders/api.ts, built from the stored order, never from what the browser sent.
import "server-only";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import type { OrderSummary } from "./api";
import type { OrderWithItems } from "./index";

const money = (value: { toFixed(digits: number): string }) => value.toFixed(2);

export function toOrderSummary(order: OrderWithItems): OrderSummary {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    cardLast4: order.cardLast4,
    customer: {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
    },
    shipTo: {
      company: order.shippingCompany,
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      zipCode: order.shippingZipCode,
    },
    billTo: {
      company: order.billingCompany,
      address: order.billingAddress,
      city: order.billingCity,
      state: order.billingState,
      zipCode: order.billingZipCode,
    },
    items: order.items.map((item) => ({
      name: item.productName,
      itemNumber: item.itemNumber,
      size: orderedSizeLabel(item.size),
      quantity: item.quantity,
      unitPrice: money(item.unitPrice),
      lineTotal: money(item.lineTotal),
    })),
    subtotal: money(order.subtotal),
    shipping: money(order.shipping),
    tax: money(order.tax),
    total: money(order.total),
    createdAt: order.createdAt.toISOString(),
  };
}
