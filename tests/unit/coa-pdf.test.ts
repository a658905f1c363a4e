// A lot's certificate of analysis, read back by pdf.js: the lot, its results against the product's
// specifications, a release statement only when every result passed, and the same bytes every time.
import { describe, expect, it } from "vitest";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { certificateOfAnalysisPdf, type CoaInput, type CoaResult } from "@/lib/documents/coa-pdf";
import { formatPh, formatSpecificGravity } from "@/lib/catalog/facts";
import { pdfText, readPdf, renderAtTwoTimes } from "@/tests/support/pdf-text";

const component = factsFor("TZ-KD-101")!.components[0]!;

const passing: CoaResult[] = [
  { property: "pH", specification: formatPh(component.ph), result: "12.4", passed: true },
  { property: "Specific gravity", specification: formatSpecificGravity(component.specificGravity), result: "1.12", passed: true },
  { property: "Appearance", specification: component.appearance, result: "Conforms", passed: true },
];

const input: CoaInput = {
  lotNumber: "L270304-02",
  product: { name: "Triple Zero Restaurant Kitchen Degreaser", itemNumber: "TZ-KD-101" },
  sizeLabel: "5 gallon pail",
  manufacturedOn: new Date("2027-03-04T23:30:00Z"),
  results: passing,
  order: { orderNumber: "TZ-270310-7KQ4MX", customerName: "Dana Whitfield" },
  supplier: {
    company: "Triple Zero Chemical Co.",
    phone: "800-407-1173",
    email: "sales@triplezero.example",
    address: "1200 Industrial Pkwy\nSpringfield, IL 62701",
  },
};

const flat = (text: string) => text.replace(/\s+/g, " ");
const textOf = async (changes: Partial<CoaInput> = {}) => flat(await pdfText(await certificateOfAnalysisPdf({ ...input, ...changes })));

describe("a lot's certificate of analysis as PDF", () => {
  it("names the lot, the product, its size, its date of manufacture and the order it goes with", async () => {
    const text = await textOf();
    expect(text).toContain("Certificate of Analysis");
    expect(text).toContain("Lot number L270304-02");
    expect(text).toContain("Product Triple Zero Restaurant Kitchen Degreaser");
    expect(text).toContain("Item number TZ-KD-101");
    expect(text).toContain("Size 5 gallon pail");
    expect(text).toContain("Date of manufacture March 4, 2027");
    expect(text).toContain("Order number TZ-270310-7KQ4MX");
    expect(text).toContain("Customer Dana Whitfield");
  });

  it("leaves the order out of a certificate for the lot alone", async () => {
    const text = await textOf({ order: undefined });
    expect(text).not.toContain("Order number");
    expect(text).not.toContain("Dana Whitfield");
  });

  it("tables each property with its specification, result and verdict", async () => {
    const text = await textOf();
    expect(text).toContain("Property Specification Result Pass/Fail");
    expect(text).toContain("pH 12.0–13.0 12.4 Pass");
    expect(text).toContain("Specific gravity 1.10–1.14 1.12 Pass");
    expect(text).toContain("Appearance Clear, amber liquid Conforms Pass");
  });

  it("releases the lot when every result passed", async () => {
    const text = await textOf();
    expect(text).toContain("Release statement");
    expect(text).toContain("every result conforms to its specification, and the lot is released for shipment.");
    expect(text).not.toContain("does not release");
  });

  it("carries no release statement when a result failed, and says how many", async () => {
    const results = passing.map((result) => (result.property === "pH" ? { ...result, result: "13.6", passed: false } : result));
    const text = await textOf({ results });
    expect(text).toContain("pH 12.0–13.0 13.6 Fail");
    expect(text).not.toContain("Release statement");
    expect(text).not.toContain("released for shipment");
    expect(text).toContain("1 result is outside specification. This certificate does not release the lot.");
  });

  it("carries no release statement for a lot with no results", async () => {
    const text = await textOf({ results: [] });
    expect(text).toContain("No test results are recorded for this lot.");
    expect(text).not.toContain("released for shipment");
  });

  it("repeats the table's header on every page a long table reaches, and numbers the pages", async () => {
    const results = Array.from({ length: 60 }, (_, index) => ({ ...passing[0]!, property: `pH at station ${index + 1}` }));
    const bytes = await certificateOfAnalysisPdf({ ...input, results });
    const { pages } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain("Pass/Fail");
    const text = await pdfText(bytes);
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(flat(text)).toContain("released for shipment");
  });

  it("comes out byte for byte the same whenever it is rendered, dated by the lot", async () => {
    const [first, second] = await renderAtTwoTimes(() => certificateOfAnalysisPdf(input));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const { info } = await readPdf(first);
    expect(info.creationDate?.toISOString()).toBe("2027-03-04T23:30:00.000Z");
    expect(info.title).toBe("Certificate of Analysis: Lot L270304-02");
  });

  it("prints the customer's name in Polish, Vietnamese and Cyrillic letters exactly as written", async () => {
    const text = await textOf({ order: { orderNumber: "TZ-270310-7KQ4MX", customerName: "Zoë Łukasiewicz, Nguyễn Văn, Привет Foods" } });
    expect(text).toContain("Customer Zoë Łukasiewicz, Nguyễn Văn, Привет Foods");
    expect(text).not.toContain("?");
  });
});
