// A lot's certificate of analysis as PDF: the supplier, the lot (product, size, date of manufacture and,
// when it goes with an order, the order and customer), a table of each property tested with its
// specification, result and verdict, and the release statement, which the certificate carries only when
// every result passed. Pure, on the page writer the other documents share, and dated by the lot: the same
// lot renders to the same bytes whenever it is downloaded.
import type { SdsSupplier } from "@/lib/content/sds-demo";
import { MARGIN, PageWriter, TEXT_WIDTH, type Cell, type TextStyle } from "./pdf-layout";

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

const TITLE: TextStyle = { font: "bold", size: 20 };
const COMPANY: TextStyle = { font: "bold", size: 14 };
const HEADING: TextStyle = { font: "bold", size: 10 };
const LABEL: TextStyle = { font: "bold", size: 9 };
const BODY: TextStyle = { font: "regular", size: 9 };
const LEADING = 12;
const GUTTER = 8;
const LABEL_WIDTH = 120;

// The day in UTC, so that the certificate reads the same wherever it is rendered.
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

type Column = { title: string; width: number };

// Widths add up to the text width; the verdict column holds "Pass"/"Fail" with room to spare.
const COLUMNS: readonly Column[] = [
  { title: "Property", width: 150 },
  { title: "Specification", width: 150 },
  { title: "Result", width: 134 },
  { title: "Pass/Fail", width: 70 },
];

/** The sentence that releases the lot: printed only when every result passed. */
export const RELEASE_STATEMENT = "every result conforms to its specification, and the lot is released for shipment.";

function paragraph(
  writer: PageWriter,
  text: string,
  style: TextStyle,
  spacing: { leading: number; before?: number; keepWithNext?: number },
) {
  writer.flow(writer.rowLines([{ text, x: MARGIN, width: TEXT_WIDTH, style }]), spacing);
}

function tableRow(values: readonly string[], style: TextStyle): Cell[] {
  let x = MARGIN;
  return COLUMNS.map((column, index) => {
    const cell: Cell = { text: values[index] ?? "", x, width: column.width - GUTTER, style };
    x += column.width;
    return cell;
  });
}

function drawHeader(writer: PageWriter, input: CoaInput): void {
  const { supplier } = input;
  paragraph(writer, supplier.company, COMPANY, { leading: 18 });
  const contact = [
    ...(supplier.address?.trim() ? [supplier.address.trim()] : []),
    `Telephone: ${supplier.phone}`,
    `E-mail: ${supplier.email}`,
  ];
  paragraph(writer, contact.join("\n"), BODY, { leading: LEADING, before: 2 });
  paragraph(writer, "Certificate of Analysis", TITLE, { leading: 24, before: 18 });

  const details: [string, string][] = [
    ["Product", input.product.name],
    ["Item number", input.product.itemNumber],
    ["Size", input.sizeLabel],
    ["Lot number", input.lotNumber],
    ["Date of manufacture", dateFormat.format(input.manufacturedOn)],
    ...(input.order
      ? ([
          ["Order number", input.order.orderNumber],
          ["Customer", input.order.customerName],
        ] as [string, string][])
      : []),
  ];
  writer.skip(6);
  for (const [label, value] of details) {
    const cells: Cell[] = [
      { text: label, x: MARGIN, width: LABEL_WIDTH - GUTTER, style: LABEL },
      { text: value, x: MARGIN + LABEL_WIDTH, width: TEXT_WIDTH - LABEL_WIDTH, style: BODY },
    ];
    writer.flow(writer.rowLines(cells), { leading: LEADING, before: 2 });
  }
}

function drawResults(writer: PageWriter, results: readonly CoaResult[]): void {
  paragraph(writer, "Test results", HEADING, { leading: 14, before: 18, keepWithNext: 3 });
  if (results.length === 0) {
    paragraph(writer, "No test results are recorded for this lot.", BODY, { leading: LEADING, before: 4 });
    return;
  }
  const tableHeader = () => {
    writer.flow(
      writer.rowLines(
        tableRow(
          COLUMNS.map((column) => column.title),
          LABEL,
        ),
      ),
      { leading: 14, before: 4 },
    );
    writer.skip(3);
    writer.rule();
  };
  // Keep the header with the first result, and repeat it on every page the table reaches.
  if (!writer.fits(4 + 14 + 3 + 4 + LEADING * 2)) writer.newPage();
  tableHeader();
  writer.onNewPage = tableHeader;
  for (const result of results) {
    const row = tableRow([result.property, result.specification, result.result, result.passed ? "Pass" : "Fail"], BODY);
    writer.flow(writer.rowLines(row), { leading: LEADING, before: 4 });
  }
  writer.onNewPage = null;
  writer.skip(4);
  writer.rule();
}

function drawConclusion(writer: PageWriter, input: CoaInput): void {
  const failed = input.results.filter((result) => !result.passed).length;
  const released = input.results.length > 0 && failed === 0;
  const text = released
    ? `Lot ${input.lotNumber} of ${input.product.name} was tested against the specifications above: ${RELEASE_STATEMENT}`
    : input.results.length === 0
      ? `Lot ${input.lotNumber} has no recorded results: this certificate does not release it.`
      : `Lot ${input.lotNumber}: ${failed} ${failed === 1 ? "result is" : "results are"} outside specification. This certificate does not release the lot.`;
  paragraph(writer, released ? "Release statement" : "Disposition", HEADING, { leading: 14, before: 18, keepWithNext: 2 });
  paragraph(writer, text, BODY, { leading: LEADING, before: 2 });
  if (released) paragraph(writer, `Quality Control, ${input.supplier.company}`, BODY, { leading: LEADING, before: 14 });
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
