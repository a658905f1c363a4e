// What an order's invoice says (lib/documents/invoice-pdf.ts draws it): its number, the seller, the
// buyer with both addresses, the lines with their sizes, the totals, how it was paid, and the refunds
// (and a void) as credit lines. Everything comes from the stored order, so the invoice downloaded again
// later is the same one. Pure: the caller loads the order.
import type { InvoiceCredit, InvoiceData } from "@/lib/documents/invoice-pdf";
import { toCents } from "@/lib/domain/money";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { siteConfig } from "@/lib/site-config";
import { paymentLabel } from "./links";
import type { Amount, StoredOrder } from "./stored-order";

/** A Decimal column, as Prisma gives it. */

const cents = (amount: Amount) => toCents(amount.toFixed(2));

/** The order as its invoice needs it: the Order row with its items and refunds (and when it was voided). */
export type InvoiceOrder = StoredOrder & {
  invoiceNumber: number;
  invoicedAt: Date | null;
  completedAt: Date | null;
  customerEmail: string;
  refunds: readonly { createdAt: Date; amount: Amount; reason: string | null }[];
  /** When the payment was voided, for a voided order: the void is credited like a refund. */
  voidedAt?: Date | null;
};

/** "INV-000123": invoice numbers come from their own sequence (invoice_number_seq), zero-padded to six digits. */
export function formatInvoiceNumber(n: number): string {
  return `INV-${String(n).padStart(6, "0")}`;
}

/** "invoice-INV-000123.pdf" */
export function invoiceFileName(invoiceNumber: number): string {
  return `invoice-${formatInvoiceNumber(invoiceNumber)}.pdf`;
}

/**
 * The seller block. The site's settings hold no postal address, so the invoice gives the web address in
 * its place; the phone and e-mail are the ones the e-mails give.
 */
function seller(): InvoiceData["seller"] {
  return {
    name: siteConfig.companyName,
    address: [siteConfig.url.replace(/^https?:\/\//, "")],
    phone: siteConfig.phone.display,
    email: siteConfig.email,
  };
}

function credits(order: InvoiceOrder): InvoiceCredit[] {
  const refunds = order.refunds.map((refund): InvoiceCredit => ({
    date: refund.createdAt,
    description: refund.reason ? `Refund: ${refund.reason}` : "Refund",
    amount: cents(refund.amount),
  }));
  if (order.status !== "voided") return refunds;
  // A voided payment was never collected: the invoice stays (its number is issued for good) and a credit
  // of what the refunds did not already give back brings its balance to zero.
  const open = cents(order.total) - refunds.reduce((sum, credit) => sum + credit.amount, 0);
  if (open <= 0) return refunds;
  const voidedOn = order.voidedAt ?? order.invoicedAt ?? order.createdAt;
  return [...refunds, { date: voidedOn, description: "Payment voided", amount: open }];
}

export function invoiceData(order: InvoiceOrder): InvoiceData {
  const cityLine = (city: string, state: string, zipCode: string) => `${city}, ${state} ${zipCode}`;
  const company = order.billingCompany ?? order.shippingCompany;
  // The renderer prints one company above both addresses; a different one at the delivery address goes into it.
  const shipCompany = order.shippingCompany && order.shippingCompany !== company ? [order.shippingCompany] : [];
  const paidAt = order.completedAt ?? order.invoicedAt ?? order.createdAt;
  return {
    invoiceNumber: formatInvoiceNumber(order.invoiceNumber),
    issuedAt: order.invoicedAt ?? paidAt,
    orderNumber: order.orderNumber,
    seller: seller(),
    buyer: {
      name: `${order.customerFirstName} ${order.customerLastName}`,
      company,
      email: order.customerEmail,
      billingAddress: [order.billingAddress, cityLine(order.billingCity, order.billingState, order.billingZipCode)],
      shippingAddress: [...shipCompany, order.shippingAddress, cityLine(order.shippingCity, order.shippingState, order.shippingZipCode)],
    },
    lines: order.items.map((item) => ({
      description: item.productName,
      sizeLabel: orderedSizeLabel(item.size),
      itemNumber: item.itemNumber,
      quantity: item.quantity,
      unitPrice: cents(item.unitPrice),
      lineTotal: cents(item.lineTotal),
    })),
    subtotal: cents(order.subtotal),
    shipping: cents(order.shipping),
    tax: cents(order.tax),
    taxLabel: "Sales tax",
    total: cents(order.total),
    payment: { method: paymentLabel(order.paymentMethod, order.cardLast4), paidAt },
    credits: credits(order),
  };
}
