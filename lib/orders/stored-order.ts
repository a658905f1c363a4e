// What the customer's order page (customer-view-model.ts) and the invoice (invoice-data.ts) both read of
// a stored order: its buyer, addresses, payment, totals and lines. Types only; Prisma's Order row fits.
import type { PackSize } from "@/lib/catalog/pack-sizes";
import type { OrderStatus } from "@/lib/generated/prisma/enums";

/** A Decimal column, or anything else that prints with two decimals. */
export type Amount = { toFixed(digits: number): string };

export type StoredOrderLine = {
  productName: string;
  itemNumber: string;
  size: PackSize | null;
  quantity: number;
  unitPrice: Amount;
  lineTotal: Amount;
};

export type StoredOrder = {
  orderNumber: string;
  status: OrderStatus;
  createdAt: Date;
  paymentMethod: "card" | "paypal";
  cardLast4: string | null;
  customerFirstName: string;
  customerLastName: string;
  shippingCompany: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZipCode: string;
  billingCompany: string | null;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingZipCode: string;
  subtotal: Amount;
  shipping: Amount;
  tax: Amount;
  total: Amount;
  items: readonly StoredOrderLine[];
};
