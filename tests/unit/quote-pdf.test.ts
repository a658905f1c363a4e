import { describe, expect, it } from "vitest";
import { quotePdf, type QuoteSeller } from "@/lib/documents/quote-pdf";
import { discountText, netUnitCents, quoteLineTotalCents, quoteTotals } from "@/lib/quotes/rules";
import type { QuoteDocument, QuoteDocumentLine } from "@/lib/quotes/view";
import { documentFontMeasure, pdfText, readPdf, renderAtTwoTimes } from "@/tests/support/pdf-text";

const seller: QuoteSeller = {
  name: "Triple Zero Chemical Co.",
  phone: "800-407-1173",
  email: "quotes@triplezero.example",
  url: "https://triplezero.example",
  hours: "Monday to Friday, 8 am to 5 pm Central",
};

const longName = "Triple Zero Brewery Line Cleaner, Heavy-Duty Alkaline Concentrate for Brite Tanks, Fermenters and Draft Lines";

/** A line as lib/quotes/view.ts builds it: the net price and total by the domain's rules. */
function quoteLine(
  position: number,
  input: Pick<QuoteDocumentLine, "productName" | "itemNumber" | "sizeLabel" | "quantity" | "unitPriceCents" | "discountPercent">,
): QuoteDocumentLine {
  return {
    position,
    ...input,
    discountText: discountText(input.discountPercent),
    netUnitCents: netUnitCents(input.unitPriceCents, input.discountPercent),
    lineTotalCents: quoteLineTotalCents(input),
  };
}

function quoteOf(lines: QuoteDocumentLine[], changes: Partial<QuoteDocument> = {}): QuoteDocument {
  return {
    number: "Q-1001",
    revision: 2,
    status: "sent",
    statusLabel: "Sent",
    customerName: "Dana Whitfield",
    customerEmail: "dana@lakeside.example",
    customerCompany: "Lakeside Brewing Co.",
    customerState: "WI",
    customerStateName: "Wisconsin",
    issuedOn: "2026-11-24",
    validUntil: "2026-12-24",
    notes:
      "Freight by LTL carrier to the loading dock; please call ahead so that someone with a pallet jack is there to receive the drums.",
    lines,
    totals: quoteTotals(lines, 18500, "WI"),
    taxRatePercent: 5.5,
    ...changes,
  };
}

const quote = quoteOf([
  quoteLine(1, {
    productName: longName,
    itemNumber: "TZ-BL-101-55",
    sizeLabel: "55-Gallon Drum",
    quantity: 2,
    unitPriceCents: 149500,
    discountPercent: 12.5,
  }),
  quoteLine(2, {
    productName: "Triple Zero Pool & Spa Descaler",
    itemNumber: "TZ-PS-101",
    sizeLabel: "32 oz bottle",
    quantity: 12,
    unitPriceCents: 2995,
    discountPercent: 0,
  }),
]);

/** The strings drawn right after the last `label`, which must be there: a row's cells are drawn left to right. */
function after(drawn: readonly string[], label: string, count = 1): string[] {
  const index = drawn.lastIndexOf(label);
  expect(index, `"${label}" is drawn`).toBeGreaterThanOrEqual(0);
  return drawn.slice(index + 1, index + 1 + count);
}

const drawnText = async (doc: QuoteDocument) => {
  const { pages } = await readPdf(await quotePdf(doc, seller));
  return { pages, drawn: pages.flat() };
};

describe("the quote PDF", () => {
  it("names the seller, the quote, its revision and dates, and whom it is for", async () => {
    const { drawn, pages } = await drawnText(quote);
    expect(pages).toHaveLength(1);
    for (const expected of [
      "Triple Zero Chemical Co.",
      "800-407-1173",
      "quotes@triplezero.example",
      "https://triplezero.example",
      "Quote Q-1001",
      "Revision 2",
      "Issued November 24, 2026",
      "Valid until December 24, 2026",
      "Prepared for",
      "Dana Whitfield",
      "Lakeside Brewing Co.",
      "dana@lakeside.example",
      "Wisconsin",
    ])
      expect(drawn, expected).toContain(expected);
    // A sent quote needs no status line.
    expect(drawn.some((s) => s.startsWith("Status:"))).toBe(false);
    expect(pages[0]?.at(-1)).toBe("Triple Zero Chemical Co. • Quote Q-1001   |   Page 1 of 1");
  });

  it("draws each line: name, then size and item number under it, quantity, prices, discount and total", async () => {
    const { drawn } = await drawnText(quote);
    expect(after(drawn, "Item", 5)).toEqual(["Qty", "Unit price", "Discount", "Net unit", "Line total"]);
    expect(after(drawn, "Triple Zero Pool & Spa Descaler", 7)).toEqual([
      "12",
      "$29.95",
      "—",
      "$29.95",
      "$359.40",
      "32 oz bottle",
      "Item #TZ-PS-101",
    ]);
    // 12.5% off $1,495.00 is $1,308.125, rounded half up.
    expect(after(drawn, "12.5% off", 2)).toEqual(["$1,308.13", "$2,616.26"]);
    expect(drawn.slice(drawn.indexOf("12.5% off") - 3, drawn.indexOf("12.5% off"))).toEqual([
      expect.stringMatching(/^Triple Zero Brewery/),
      "2",
      "$1,495.00",
    ]);
    expect(drawn).toContain("55-Gallon Drum");
    expect(drawn).toContain("Item #TZ-BL-101-55");
  });

  it("wraps a long product name inside the Item column, above the size and item number", async () => {
    const { drawn } = await drawnText(quote);
    const first = drawn[drawn.indexOf("12.5% off") - 3] ?? "";
    expect(first.length).toBeLessThan(longName.length);
    const rest = drawn.slice(drawn.indexOf("$2,616.26") + 1, drawn.indexOf("55-Gallon Drum"));
    expect([first, ...rest].join(" ")).toBe(longName);
    expect(after(drawn, "55-Gallon Drum")).toEqual(["Item #TZ-BL-101-55"]);
    // The Item column is 182 points wide, less the gutter.
    const widthOf = await documentFontMeasure("regular", 9);
    for (const line of [first, ...rest]) expect(widthOf(line)).toBeLessThanOrEqual(174);
  });

  it("totals the quote: subtotal, the discounts taken off, shipping, the state's tax and the total", async () => {
    const { drawn } = await drawnText(quote);
    expect(after(drawn, "Subtotal")).toEqual(["$2,975.66"]);
    // $2,990.00 + $359.40 at list prices, less the $2,975.66 quoted.
    expect(after(drawn, "Discounts")).toEqual(["−$373.74"]);
    expect(after(drawn, "Shipping")).toEqual(["$185.00"]);
    expect(after(drawn, "Tax (WI 5.5%)")).toEqual(["$163.66"]);
    expect(after(drawn, "Total")).toEqual(["$3,324.32"]);
  });

  it("leaves out the discounts when there are none, and the company when there is none", async () => {
    const lines = [quote.lines[1]!];
    const { drawn } = await drawnText(quoteOf(lines, { customerCompany: null, revision: 1, notes: null }));
    expect(drawn).not.toContain("Discounts");
    expect(drawn).not.toContain("Lakeside Brewing Co.");
    expect(drawn.some((s) => s.startsWith("Revision"))).toBe(false);
    expect(drawn).not.toContain("Notes");
    expect(after(drawn, "Subtotal")).toEqual(["$359.40"]);
  });

  it("prints the notes, wrapped, and how to accept the quote", async () => {
    const { drawn, pages } = await drawnText(quote);
    const text = pages.flat().join(" ");
    const notes = drawn.slice(
      drawn.indexOf("Notes") + 1,
      drawn.findIndex((s) => s.startsWith("To accept")),
    );
    expect(notes.length).toBeGreaterThan(1);
    expect(notes.join(" ")).toBe(quote.notes);
    expect(text).toContain(
      "To accept this quote, open the link in the e-mail we sent you and press Accept Quote. Prices hold until the end of the valid-until date.",
    );
    expect(text).toContain("Questions? Call 800-407-1173, Monday to Friday, 8 am to 5 pm Central.");
  });

  it("says when the quote is no longer open, and when it is a draft", async () => {
    const expired = await drawnText({ ...quote, status: "expired", statusLabel: "Expired" });
    expect(expired.drawn).toContain("Status: Expired");
    const draft = await drawnText({ ...quote, status: "draft", statusLabel: "Draft", issuedOn: null });
    expect(draft.drawn).toContain("Draft — not sent");
    expect(draft.drawn).toContain("Status: Draft");
  });

  it("continues 50 lines on further pages, repeating the table header, with every product present", async () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      quoteLine(i + 1, {
        productName: `Product number ${i + 1}`,
        itemNumber: `TZ-XX-${String(i + 1).padStart(3, "0")}`,
        sizeLabel: "5-Gallon Pail",
        quantity: i + 1,
        unitPriceCents: 1000,
        discountPercent: i % 2 ? 10 : 0,
      }),
    );
    const { pages, drawn } = await drawnText(quoteOf(lines));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      if (page.some((s) => s.startsWith("Item #TZ-XX-"))) expect(page).toContain("Line total");
      expect(page.at(-1)).toBe(`Triple Zero Chemical Co. • Quote Q-1001   |   Page ${index + 1} of ${pages.length}`);
    });
    for (const line of lines) {
      expect(after(drawn, line.productName, 2)).toEqual([String(line.quantity), "$10.00"]);
      expect(drawn).toContain(`Item #${line.itemNumber}`);
    }
  });

  it("writes the same bytes for the same quote, whenever it is rendered, dated by the quote", async () => {
    const [first, second] = await renderAtTwoTimes(() => quotePdf(quote, seller));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const { info } = await readPdf(first);
    expect(info).toMatchObject({
      title: "Quote Q-1001",
      author: "Triple Zero Chemical Co.",
      creationDate: new Date("2026-11-24T00:00:00Z"),
    });
  });

  it("prints the customer's name and company in Polish, Vietnamese and Cyrillic letters exactly as written", async () => {
    const doc = quoteOf(quote.lines, { customerName: "Nguyễn Thị Hồng", customerCompany: "ООО «Привет» / Ørsted Brewing Łódź" });
    const text = await pdfText(await quotePdf(doc, seller));
    expect(text).toContain("Nguyễn Thị Hồng");
    expect(text).toContain("ООО «Привет» / Ørsted Brewing Łódź");
  });

  it("draws symbols in product names as written", async () => {
    const lines = [{ ...quote.lines[1]!, productName: "Descaler ≥ 5 → ✓" }];
    const { drawn } = await drawnText(quoteOf(lines, { customerName: "Zoë Łukasiewicz" }));
    expect(drawn).toContain("Descaler ≥ 5 → ✓");
    expect(drawn).toContain("Zoë Łukasiewicz");
  });
});
