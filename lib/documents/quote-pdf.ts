// A customer's quote as PDF: who sends it, the quote's number, dates and state, who it is for, a table of
// the lines with their discounts, the totals, staff's notes and how to accept it. Pure, like the invoice
// (invoice-pdf.ts, on the same page writer): the quote's view (lib/quotes/view.ts) and the seller's
// contact facts in, the same bytes out for the same quote, so that a download can be cached or compared.
import { formatUsd } from "@/lib/domain/money";
import { formatLocalDate } from "@/lib/quotes/rules";
import type { QuoteDocument, QuoteDocumentLine } from "@/lib/quotes/view";
import { MARGIN, PAGE_WIDTH, PageWriter, TEXT_WIDTH, type Cell, type TextStyle } from "./pdf-layout";

/** Who sends the quote, as the customer reaches them. */
export type QuoteSeller = { name: string; phone: string; email: string; url: string; hours: string };

const TITLE: TextStyle = { font: "bold", size: 20 };
const SELLER: TextStyle = { font: "bold", size: 14 };
const HEADING: TextStyle = { font: "bold", size: 10 };
const BODY: TextStyle = { font: "regular", size: 9 };
const BODY_BOLD: TextStyle = { font: "bold", size: 9 };
const LEADING = 12;
/** Space between table columns. */
const GUTTER = 8;

type Column = { title: string; width: number; align?: "left" | "right" };

// Widths add up to the text width; the money columns hold "$123,456.78" on one line, the line total
// a million more, and Qty the largest quantity a quote allows (99999).
const COLUMNS: readonly Column[] = [
  { title: "Item", width: 182 },
  { title: "Qty", width: 40, align: "right" },
  { title: "Unit price", width: 70, align: "right" },
  { title: "Discount", width: 62, align: "right" },
  { title: "Net unit", width: 70, align: "right" },
  { title: "Line total", width: 80, align: "right" },
];
const COLUMN_TITLES = COLUMNS.map((column) => column.title);
/** The lines of the Item cell: name, size, item number. */
const ITEM_LINES = 3;

// The totals: labels from here, amounts right-aligned at the right margin.
const TOTALS_X = PAGE_WIDTH - MARGIN - 300;
const AMOUNT_WIDTH = 90;

/** A row of the table: each value in its column, the gutter on the side away from its alignment. */
function tableRow(values: readonly string[], style: TextStyle): Cell[] {
  let x = MARGIN;
  return COLUMNS.map((column, index) => {
    const cell: Cell = {
      text: values[index] ?? "",
      x: column.align === "right" ? x + GUTTER : x,
      width: column.width - GUTTER,
      style,
      align: column.align,
    };
    x += column.width;
    return cell;
  });
}

/** A line of the totals: its label, and its amount against the right margin. */
function amountRow(label: string, amount: string, style: TextStyle = BODY): Cell[] {
  const labelWidth = PAGE_WIDTH - MARGIN - TOTALS_X - AMOUNT_WIDTH;
  return [
    { text: label, x: TOTALS_X, width: labelWidth - GUTTER, style },
    { text: amount, x: TOTALS_X + labelWidth, width: AMOUNT_WIDTH, style, align: "right" },
  ];
}

/** Text across the whole text width, wrapped, as one block. */
function paragraph(
  writer: PageWriter,
  text: string,
  style: TextStyle,
  spacing: { leading: number; before?: number; keepWithNext?: number },
) {
  writer.flow(writer.rowLines([{ text, x: MARGIN, width: TEXT_WIDTH, style }]), spacing);
}

function drawHeader(writer: PageWriter, doc: QuoteDocument, seller: QuoteSeller): void {
  paragraph(writer, seller.name, SELLER, { leading: 18 });
  paragraph(writer, [seller.phone, seller.email, seller.url].join("\n"), BODY, { leading: LEADING, before: 2 });

  paragraph(writer, `Quote ${doc.number}`, TITLE, { leading: 24, before: 18 });
  const facts = [
    ...(doc.revision > 1 ? [`Revision ${doc.revision}`] : []),
    doc.issuedOn ? `Issued ${formatLocalDate(doc.issuedOn)}` : "Draft — not sent",
    `Valid until ${formatLocalDate(doc.validUntil)}`,
    // A sent quote is the usual case; any other state is worth saying, since it cannot be accepted.
    ...(doc.status === "sent" ? [] : [`Status: ${doc.statusLabel}`]),
  ];
  paragraph(writer, facts.join("\n"), BODY, { leading: LEADING, before: 2 });

  const customer = [doc.customerName, ...(doc.customerCompany ? [doc.customerCompany] : []), doc.customerEmail, doc.customerStateName];
  paragraph(writer, "Prepared for", HEADING, { leading: 14, before: 16, keepWithNext: customer.length });
  paragraph(writer, customer.join("\n"), BODY, { leading: LEADING, before: 2 });
}

function lineValues(line: QuoteDocumentLine): string[] {
  return [
    // Line breaks in a cell start new lines of it: the size and item number sit under the name.
    [line.productName, line.sizeLabel, `Item #${line.itemNumber}`].join("\n"),
    String(line.quantity),
    formatUsd(line.unitPriceCents),
    line.discountText || "—",
    formatUsd(line.netUnitCents),
    formatUsd(line.lineTotalCents),
  ];
}

function drawLines(writer: PageWriter, lines: readonly QuoteDocumentLine[]): void {
  const header = tableRow(COLUMN_TITLES, BODY_BOLD);
  const tableHeader = () => {
    writer.flow(writer.rowLines(header), { leading: 14 });
    writer.skip(3);
    writer.rule();
  };
  writer.skip(20);
  // Keep the header with at least one whole line of the table, and repeat it on every page the table reaches.
  if (!writer.fits(14 + 3 + 4 + LEADING * (ITEM_LINES + 1))) writer.newPage();
  tableHeader();
  writer.onNewPage = tableHeader;
  for (const line of lines) writer.flow(writer.rowLines(tableRow(lineValues(line), BODY)), { leading: LEADING, before: 4 });
  writer.onNewPage = null;
  writer.skip(4);
  writer.rule();
}

function drawTotals(writer: PageWriter, doc: QuoteDocument): void {
  const { totals } = doc;
  const rows = [
    amountRow("Subtotal", formatUsd(totals.subtotalCents)),
    // A minus sign reads better than a hyphen.
    ...(totals.discountCents > 0 ? [amountRow("Discounts", `−${formatUsd(totals.discountCents)}`)] : []),
    amountRow("Shipping", totals.shippingCents === 0 ? "FREE" : formatUsd(totals.shippingCents)),
    amountRow(`Tax (${doc.customerState} ${doc.taxRatePercent}%)`, formatUsd(totals.taxCents)),
    amountRow("Total", formatUsd(totals.totalCents), BODY_BOLD),
  ];
  // One block, so that the totals stay together on a page.
  writer.flow(
    rows.flatMap((row) => writer.rowLines(row)),
    { leading: 14, before: 8 },
  );
}

function drawClosing(writer: PageWriter, doc: QuoteDocument, seller: QuoteSeller): void {
  if (doc.notes) {
    paragraph(writer, "Notes", HEADING, { leading: 14, before: 16, keepWithNext: 2 });
    paragraph(writer, doc.notes, BODY, { leading: LEADING, before: 2 });
  }
  const accept =
    "To accept this quote, open the link in the e-mail we sent you and press Accept Quote. " +
    `Prices hold until the end of the valid-until date. Questions? Call ${seller.phone}, ${seller.hours}.`;
  paragraph(writer, accept, BODY, { leading: LEADING, before: 16 });
}

export async function quotePdf(doc: QuoteDocument, seller: QuoteSeller): Promise<Uint8Array> {
  const writer = await PageWriter.create({
    title: `Quote ${doc.number}`,
    author: seller.name,
    subject: `Quote for ${doc.customerName}`,
    footer: `${seller.name} • Quote ${doc.number}`,
    // Dated by the quote, never the clock: the day it was sent, or for a draft the day it is valid until.
    createdAt: new Date(`${doc.issuedOn ?? doc.validUntil}T00:00:00Z`),
  });
  drawHeader(writer, doc, seller);
  drawLines(writer, doc.lines);
  drawTotals(writer, doc);
  drawClosing(writer, doc, seller);
  return writer.save();
}
