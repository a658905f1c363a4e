// A lot's certificate of analysis as PDF: the supplier, the lot (product, size, date of manufacture and,
// when it goes with an order, the order and customer), a table of each property tested with its
// specification, result and verdict, and the release statement, which the certificate carries only when
// every result passed. Pure, on the page writer the other documents share, and dated by the lot: the same
// lot renders to the same bytes whenever it is downloaded.
import type { SdsSupplier } from "@/lib/content/sds-demo";
import { contactLines, formatDocumentDate, LEADING, labelledRow, PageWriter, STYLE, type Column } from "./pdf-layout";

export type CoaResult = {
  /** "pH", "Specific gravity", "Appearance". */
  property: string;
  /** The accepted range or description: "11.5–12.5". */
  specification: string;
  /** What the lot measured: "12.1". */
  result: string;
  passed: boolean;
};

export type CoaInput = {
  lotNumber: string;
  product: { name: string; itemNumber: string };
  /** The pack size: "5 gallon pail". */
  sizeLabel: string;
  manufacturedOn: Date;
  results: readonly CoaResult[];
  order?: { orderNumber: string; customerName: string };
  supplier: Pick<SdsSupplier, "company" | "phone" | "email" | "address">;
};

const LABEL_WIDTH = 120;

// Widths add up to the text width; the verdict column holds "Pass"/"Fail" with room to spare.
const COLUMNS: readonly Column[] = [
  { title: "Property", width: 150 },
  { title: "Specification", width: 150 },
  { title: "Result", width: 134 },
  { title: "Pass/Fail", width: 70 },
];

/** The sentence that releases the lot: printed only when every result passed. */
export const RELEASE_STATEMENT = "every result conforms to its specification, and the lot is released for shipment.";

function drawHeader(writer: PageWriter, input: CoaInput): void {
  writer.letterhead(input.supplier.company, contactLines(input.supplier), "Certificate of Analysis");

  const details: [string, string][] = [
    ["Product", input.product.name],
    ["Item number", input.product.itemNumber],
    ["Size", input.sizeLabel],
    ["Lot number", input.lotNumber],
    ["Date of manufacture", formatDocumentDate(input.manufacturedOn)],
    ...(input.order
      ? ([
          ["Order number", input.order.orderNumber],
          ["Customer", input.order.customerName],
        ] as [string, string][])
      : []),
  ];
  writer.skip(6);
  for (const [label, value] of details)
    writer.flow(writer.rowLines(labelledRow(label, value, LABEL_WIDTH)), { leading: LEADING, before: 2 });
}

function drawResults(writer: PageWriter, results: readonly CoaResult[]): void {
  writer.paragraph("Test results", STYLE.heading, { leading: 14, before: 18, keepWithNext: 3 });
  if (results.length === 0) {
    writer.paragraph("No test results are recorded for this lot.", STYLE.body, { leading: LEADING, before: 4 });
    return;
  }
  // The header stays with the first result.
  const rows = results.map((result) => [result.property, result.specification, result.result, result.passed ? "Pass" : "Fail"]);
  writer.table(COLUMNS, rows, { headerBefore: 4 });
}

function drawConclusion(writer: PageWriter, input: CoaInput): void {
  const failed = input.results.filter((result) => !result.passed).length;
  const released = input.results.length > 0 && failed === 0;
  const text = released
    ? `Lot ${input.lotNumber} of ${input.product.name} was tested against the specifications above: ${RELEASE_STATEMENT}`
    : input.results.length === 0
      ? `Lot ${input.lotNumber} has no recorded results: this certificate does not release it.`
      : `Lot ${input.lotNumber}: ${failed} ${failed === 1 ? "result is" : "results are"} outside specification. This certificate does not release the lot.`;
  writer.paragraph(released ? "Release statement" : "Disposition", STYLE.heading, { leading: 14, before: 18, keepWithNext: 2 });
  writer.paragraph(text, STYLE.body, { leading: LEADING, before: 2 });
  if (released) writer.paragraph(`Quality Control, ${input.supplier.company}`, STYLE.body, { leading: LEADING, before: 14 });
}

export async function certificateOfAnalysisPdf(input: CoaInput): Promise<Uint8Array> {
  const writer = await PageWriter.create({
    title: `Certificate of Analysis: Lot ${input.lotNumber}`,
    author: input.supplier.company,
    subject: `Certificate of analysis for lot ${input.lotNumber} of ${input.product.name} (${input.product.itemNumber})`,
    footer: `${input.supplier.company} • Certificate of Analysis • Lot ${input.lotNumber}`,
    createdAt: input.manufacturedOn,
  });
  drawHeader(writer, input);
  drawResults(writer, input.results);
  drawConclusion(writer, input);
  return writer.save();
}
