import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, invoiceData, invoiceFileName, type InvoiceOrder } from "@/lib/orders/invoice-data";
import { siteConfig } from "@/lib/site-config";

/** A Decimal column as Prisma gives it: what the invoice reads is its toFixed(2). */
const amount = (value: string) => ({ toFixed: () => value });

const paidAt = new Date("2026-11-22T15:29:00Z");
const invoicedAt = new Date("2026-11-22T15:29:01Z");

const order: InvoiceOrder = {
  orderNumber: "TZ-261122-7KQ4MX",
  status: "completed",
  invoiceNumber: 123,
  invoicedAt,
  completedAt: paidAt,
  createdAt: new Date("2026-11-22T15:20:00Z"),
  paymentMethod: "card",
  cardLast4: "1111",
  customerFirstName: "Dana",
  customerLastName: "Whitfield",
  customerEmail: "dana@lakeside.example",
  shippingCompany: "Lakeside Taproom",
  shippingAddress: "118 King St",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53703",
  billingCompany: "Lakeside Brewing Co.",
  billingAddress: "2214 Atwood Ave",
  billingCity: "Madison",
  billingState: "WI",
  billingZipCode: "53704",
  subtotal: amount("1304.90"),
  shipping: amount("0.00"),
  tax: amount("71.77"),
  total: amount("1376.67"),
  items: [
    {
      productName: "Pool & Spa Descaler",
      itemNumber: "TZ-PS-101",
      size: "quart",
      quantity: 2,
      unitPrice: amount("29.95"),
      lineTotal: amount("59.90"),
    },
    {
      productName: "Caustic Tank Cleaner",
      itemNumber: "TZ-BL-201-P",
      size: "pail",
      quantity: 1,
      unitPrice: amount("1245.00"),
      lineTotal: amount("1245.00"),
    },
  ],
  refunds: [],
};

describe("the invoice number", () => {
  it("is INV- and the sequence's number in six digits, and names the file", () => {
    expect(formatInvoiceNumber(123)).toBe("INV-000123");
    expect(formatInvoiceNumber(1234567)).toBe("INV-1234567");
    expect(invoiceFileName(42)).toBe("invoice-INV-000042.pdf");
  });
});

describe("an order's invoice", () => {
  it("carries the order's invoice number, the seller of the site settings and the buyer with both addresses", () => {
    const data = invoiceData(order);
    expect(data).toMatchObject({ invoiceNumber: "INV-000123", orderNumber: "TZ-261122-7KQ4MX", issuedAt: invoicedAt });
    expect(data.seller).toMatchObject({ name: siteConfig.companyName, phone: siteConfig.phone.display, email: siteConfig.email });
    expect(data.buyer).toEqual({
      name: "Dana Whitfield",
      company: "Lakeside Brewing Co.",
      email: "dana@lakeside.example",
      billingAddress: ["2214 Atwood Ave", "Madison, WI 53704"],
      // The delivery address's own company goes with it: the renderer prints one company for both.
      shippingAddress: ["Lakeside Taproom", "118 King St", "Madison, WI 53703"],
    });
  });

  it("lists each line with its size label, item number and amounts in cents, and the totals", () => {
    const data = invoiceData(order);
    expect(data.lines).toEqual([
      {
        description: "Pool & Spa Descaler",
        sizeLabel: "Quart (32 oz)",
        itemNumber: "TZ-PS-101",
        quantity: 2,
        unitPrice: 2995,
        lineTotal: 5990,
      },
      {
        description: "Caustic Tank Cleaner",
        sizeLabel: "5-Gallon Pail",
        itemNumber: "TZ-BL-201-P",
        quantity: 1,
        unitPrice: 124500,
        lineTotal: 124500,
      },
    ]);
    expect([data.subtotal, data.shipping, data.tax, data.total]).toEqual([130490, 0, 7177, 137667]);
    expect(data.payment).toEqual({ method: "Card ending in 1111", paidAt });
    expect(data.credits).toEqual([]);
  });

  it("names a line without a size Standard, and a PayPal payment PayPal", () => {
    const data = invoiceData({ ...order, paymentMethod: "paypal", cardLast4: null, items: [{ ...order.items[0]!, size: null }] });
    expect(data.lines[0]!.sizeLabel).toBe("Standard");
    expect(data.payment.method).toBe("PayPal");
  });

  it("credits each refund with its date and reason", () => {
    const refundedAt = new Date("2026-11-30T10:00:00Z");
    const data = invoiceData({
      ...order,
      status: "refunded",
      refunds: [
        { createdAt: refundedAt, amount: amount("1376.67"), reason: "Dented pail" },
        { createdAt: refundedAt, amount: amount("0.00"), reason: null },
      ],
    });
    expect(data.credits).toEqual([
      { date: refundedAt, description: "Refund: Dented pail", amount: 137667 },
      { date: refundedAt, description: "Refund", amount: 0 },
    ]);
  });

  it("cancels a voided order's invoice with a credit of what was never collected, on the day of the void", () => {
    const voidedAt = new Date("2026-11-22T16:00:00Z");
    expect(invoiceData({ ...order, status: "voided", voidedAt }).credits).toEqual([
      { date: voidedAt, description: "Payment voided", amount: 137667 },
    ]);
  });
});
