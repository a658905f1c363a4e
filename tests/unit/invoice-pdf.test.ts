import { describe, expect, it } from "vitest";
import { renderInvoicePdf, type InvoiceData, type InvoiceLine } from "@/lib/documents/invoice-pdf";
import { documentFontMeasure, pdfText, readPdf, renderAtTwoTimes } from "@/tests/support/pdf-text";

const longName = "Triple Zero Kitchen Degreaser, Heavy-Duty Concentrate for Commercial Fryers, Hoods and Exhaust Filters";

const invoice: InvoiceData = {
  invoiceNumber: "INV-000123",
  issuedAt: new Date("2026-11-22T15:30:00Z"),
  orderNumber: "TZ-261122-7KQ4MX",
  seller: {
    name: "Triple Zero Chemical Co.",
    address: ["1200 Industrial Pkwy", "Springfield, IL 62701"],
    phone: "800-407-1173",
    email: "orders@triplezero.example",
  },
  buyer: {
    name: "Dana Whitfield",
    company: "Lakeside Brewing Co.",
    email: "dana@lakeside.example",
    billingAddress: ["48 Harbor Rd", "Madison, WI 53703"],
    shippingAddress: ["Dock 3, 2 Brewery Ln", "Madison, WI 53704"],
  },
  lines: [
    {
      description: "Triple Zero Pool & Spa Descaler",
      sizeLabel: "32 oz bottle",
      itemNumber: "TZ-PS-101",
      quantity: 2,
      unitPrice: 2995,
      lineTotal: 5990,
    },
    { description: longName, sizeLabel: "5 gallon pail", itemNumber: "TZ-KD-101", quantity: 1, unitPrice: 124500, lineTotal: 124500 },
  ],
  subtotal: 130490,
  shipping: 0,
  tax: 10765,
  taxLabel: "Sales tax (8.25%)",
  total: 141255,
  payment: { method: "Card ending in 1111", paidAt: new Date("2026-11-22T15:29:00Z") },
  credits: [],
};

/** The strings drawn right after the last `label`, which must be there: a row's cells are drawn left to right. */
function after(drawn: readonly string[], label: string, count = 1): string[] {
  const index = drawn.lastIndexOf(label);
  expect(index, `"${label}" is drawn`).toBeGreaterThanOrEqual(0);
  return drawn.slice(index + 1, index + 1 + count);
}

const drawnText = async (data: InvoiceData) => {
  const { pages } = await readPdf(await renderInvoicePdf(data));
  return { pages, drawn: pages.flat() };
};

describe("the invoice PDF", () => {
  it("names the invoice, the order, the seller and the buyer with both addresses", async () => {
    const { drawn, pages } = await drawnText(invoice);
    expect(pages).toHaveLength(1);
    const text = drawn.join("\n");
    for (const expected of [
      "INVOICE",
      "Invoice number: INV-000123",
      "Invoice date: November 22, 2026",
      "Order number: TZ-261122-7KQ4MX",
      "Triple Zero Chemical Co.",
      "1200 Industrial Pkwy",
      "Springfield, IL 62701",
      "800-407-1173",
      "orders@triplezero.example",
      "Bill to",
      "Ship to",
      "Lakeside Brewing Co.",
      "dana@lakeside.example",
      "48 Harbor Rd",
      "Madison, WI 53703",
      "Dock 3, 2 Brewery Ln",
      "Madison, WI 53704",
      "Paid by Card ending in 1111 on November 22, 2026.",
    ])
      expect(drawn, expected).toContain(expected);
    // Billed and shipped to the same person: the name and company appear in both columns.
    expect(drawn.filter((s) => s === "Dana Whitfield")).toHaveLength(2);
    expect(text).toContain("Triple Zero Chemical Co. • Invoice INV-000123   |   Page 1 of 1");
  });

  it("draws each line as a row: description, size, item number, quantity, unit price and total", async () => {
    const { drawn } = await drawnText(invoice);
    expect(after(drawn, "Description", 5)).toEqual(["Size", "Item #", "Qty", "Unit price", "Total"]);
    expect(after(drawn, "Triple Zero Pool & Spa Descaler", 5)).toEqual(["32 oz bottle", "TZ-PS-101", "2", "$29.95", "$59.90"]);
    expect(after(drawn, "5 gallon pail", 4)).toEqual(["TZ-KD-101", "1", "$1,245.00", "$1,245.00"]);
  });

  it("keeps an item number of a sized pack on one line", async () => {
    const bytes = await renderInvoicePdf({ ...invoice, lines: [{ ...invoice.lines[0]!, itemNumber: "TZ-GR-101-5G" }] });
    expect((await readPdf(bytes)).pages.flat()).toContain("TZ-GR-101-5G");
  });

  it("wraps a long product name inside its column", async () => {
    const { drawn } = await drawnText(invoice);
    const first = drawn[drawn.indexOf("5 gallon pail") - 1] ?? "";
    expect(longName.startsWith(first)).toBe(true);
    expect(first.length).toBeLessThan(longName.length);
    // The rest of the name follows on the next lines of the row, after the row's other cells.
    const rest = drawn.slice(drawn.indexOf("$1,245.00") + 2, drawn.indexOf("Subtotal"));
    expect([first, ...rest].join(" ")).toBe(longName);
    // The Description column is 162 points wide, less the gutter.
    const widthOf = await documentFontMeasure("regular", 9);
    for (const line of [first, ...rest]) expect(widthOf(line)).toBeLessThanOrEqual(154);
  });

  it("totals the invoice, showing free shipping as FREE, with no credits when there are none", async () => {
    const { drawn } = await drawnText(invoice);
    expect(after(drawn, "Subtotal")).toEqual(["$1,304.90"]);
    expect(after(drawn, "Shipping")).toEqual(["FREE"]);
    expect(after(drawn, "Sales tax (8.25%)")).toEqual(["$107.65"]);
    expect(after(drawn, "Total")).toEqual(["$1,412.55"]);
    expect(drawn).not.toContain("Amount refunded");
    expect(drawn).not.toContain("Balance");
  });

  it("shows a shipping charge and the default tax label", async () => {
    const { drawn } = await drawnText({ ...invoice, shipping: 1500, taxLabel: undefined, buyer: { ...invoice.buyer, company: null } });
    expect(after(drawn, "Shipping")).toEqual(["$15.00"]);
    expect(after(drawn, "Tax")).toEqual(["$107.65"]);
    expect(drawn).not.toContain("Lakeside Brewing Co.");
  });

  it("lists credits as negative lines, then the amount refunded and the balance left", async () => {
    const credits = [
      { date: new Date("2026-11-25T09:00:00Z"), description: "Refund", amount: 5990 },
      { date: new Date("2026-11-28T09:00:00Z"), description: "Refund: damaged pail", amount: 10000 },
    ];
    const { drawn } = await drawnText({ ...invoice, credits });
    expect(after(drawn, "November 25, 2026: Refund")).toEqual(["-$59.90"]);
    expect(after(drawn, "November 28, 2026: Refund: damaged pail")).toEqual(["-$100.00"]);
    expect(after(drawn, "Amount refunded")).toEqual(["$159.90"]);
    expect(after(drawn, "Balance")).toEqual(["$1,252.65"]);
  });

  it("continues a long order on further pages, repeating the table header, with every line present", async () => {
    const lines: InvoiceLine[] = Array.from({ length: 60 }, (_, i) => ({
      description: `Product number ${i + 1}${i % 7 === 0 ? " with a name long enough to wrap onto a second line" : ""}`,
      sizeLabel: "gallon",
      itemNumber: `TZ-XX-${String(i + 1).padStart(3, "0")}`,
      quantity: i + 1,
      unitPrice: 1000,
      lineTotal: (i + 1) * 1000,
    }));
    const { pages, drawn } = await drawnText({ ...invoice, lines });
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      // The header heads every page the table reaches (the totals may end up on a page of their own).
      if (page.some((s) => s.startsWith("TZ-XX-"))) expect(page).toContain("Description");
      expect(page.at(-1)).toBe(`Triple Zero Chemical Co. • Invoice INV-000123   |   Page ${index + 1} of ${pages.length}`);
    });
    for (const line of lines) expect(after(drawn, line.itemNumber, 2)).toEqual([String(line.quantity), "$10.00"]);
  });

  it("writes the same bytes for the same invoice, whenever it is rendered, dated by the invoice", async () => {
    const [first, second] = await renderAtTwoTimes(() => renderInvoicePdf(invoice));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const { info } = await readPdf(first);
    expect(info).toMatchObject({ title: "Invoice INV-000123", author: "Triple Zero Chemical Co.", creationDate: invoice.issuedAt });
  });

  it("prints a buyer's name, company and address in Polish, Vietnamese and Cyrillic letters exactly as written", async () => {
    const buyer = {
      ...invoice.buyer,
      name: "Zoë Łukasiewicz",
      company: "Привет Foods",
      billingAddress: ["12 Nguyễn Huệ", "Ørsted Brewing, Łódź"],
    };
    const bytes = await renderInvoicePdf({ ...invoice, buyer });
    const text = await pdfText(bytes);
    for (const expected of ["Zoë Łukasiewicz", "Привет Foods", "12 Nguyễn Huệ", "Ørsted Brewing, Łódź"]) expect(text).toContain(expected);
    expect(text).not.toContain("?");
    // Drawn in both address columns, as any name is.
    expect((await readPdf(bytes)).pages.flat().filter((s) => s === "Zoë Łukasiewicz")).toHaveLength(2);
  });

  it("draws symbols and characters the font lacks without failing", async () => {
    const { drawn } = await drawnText({ ...invoice, buyer: { ...invoice.buyer, name: "Zoë Ørsted ≤ 李" } });
    expect(drawn.some((s) => s.startsWith("Zoë Ørsted ≤"))).toBe(true);
  });
});
