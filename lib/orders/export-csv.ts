// The orders export as CSV text: the header, one line an order, and the cell escaping.
// Pure: lib/orders/export.ts streams these lines. Written here rather than taken from npm: csv-stringify
// would fit, but it is not installed, and what the export needs (RFC 4180 quoting and the formula guard)
// is twenty lines that are easier to read than a dependency's options.
import type { FulfilmentStatus, OrderStatus, PaymentMethod } from "@/lib/generated/prisma/enums";
import { fulfilmentLabel } from "@/lib/orders/fulfilment-rules";
import { paymentMethodLabel, paymentStateLabel } from "./list-filters";

/** An amount as the database gives it (Prisma's Decimal), or anything else that prints with two decimals. */
type Amount = { toFixed(digits: number): string };

/** What one line of the export reads of an order. */
export type OrderCsvOrder = {
  orderNumber: string;
  createdAt: Date;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  shippingCompany: string | null;
  billingCompany: string | null;
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  subtotal: Amount;
  shipping: Amount;
  tax: Amount;
  total: Amount;
  refundedAmount: Amount;
  /** The order's lines (OrderItem rows), not the units they hold. */
  itemCount: number;
};

export const ORDER_CSV_COLUMNS = [
  "Order number",
  "Created (UTC)",
  "Customer",
  "E-mail",
  "Company",
  "Payment state",
  "Fulfilment state",
  "Payment method",
  "Subtotal",
  "Shipping",
  "Tax",
  "Total",
  "Refunded",
  "Items",
] as const;

/** Excel reads a CSV file without it as Windows-1252: "Zoë" would come out as "ZoÃ«". */
export const CSV_BOM = "\uFEFF";

/** What a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return before them). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a text a spreadsheet would take for a formula gets a leading apostrophe (OWASP's advice on
 * CSV injection: a customer named "=HYPERLINK(…)" stays text), then quotes around anything holding a
 * quote, a comma or a line break, with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, ended by CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const ORDER_CSV_HEADER = csvLine(ORDER_CSV_COLUMNS);

export function orderCsvLine(order: OrderCsvOrder): string {
  return csvLine([
    order.orderNumber,
    order.createdAt.toISOString(),
    `${order.customerFirstName} ${order.customerLastName}`,
    order.customerEmail,
    order.shippingCompany ?? order.billingCompany ?? "",
    paymentStateLabel(order.status),
    fulfilmentLabel(order.fulfilmentStatus),
    paymentMethodLabel(order.paymentMethod),
    order.subtotal.toFixed(2),
    order.shipping.toFixed(2),
    order.tax.toFixed(2),
    order.total.toFixed(2),
    order.refundedAmount.toFixed(2),
    String(order.itemCount),
  ]);
}

/** orders-2026-05-14.csv: the day of the export (UTC). */
export function orderCsvFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}
