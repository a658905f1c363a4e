// A customer's quote as PDF: who sends it, the quote's number, dates and state, who it is for, a table of
// the lines with their discounts, the totals, staff's notes and how to accept it. Pure, like the invoice
// (invoice-pdf.ts, on the same page writer): the quote's view (lib/quotes/view.ts) and the seller's
// contact facts in, the same bytes out for the same quote, so that a download can be cached or compared.
import { formatUsd } from "@/lib/domain/money";
import { formatLocalDate } from "@/lib/quotes/rules";
import type { QuoteDocument, QuoteDocumentLine } from "@/lib/quotes/view";
import { amountRow, LEADING, PageWriter, STYLE, type Column } from "./pdf-layout";

/** Who sends the quote, as the customer reaches them. */
export type QuoteSeller = { name: string; phone: string; email: string; url: string; hours: string };

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
/** The lines of the Item cell: name, size, item number. */
const ITEM_LINES = 3;

function drawHeader(writer: PageWriter, doc: QuoteDocument, seller: QuoteSeller): void {
  writer.letterhead(seller.name, [seller.phone, seller.email, seller.url], `Quote ${doc.number}`);
  const facts = [
    ...(doc.revision > 1 ? [`Revision ${doc.revision}`] : []),
    doc.issuedOn ? `Issued ${formatLocalDate(doc.issuedOn)}` : "Draft — not sent",
    `Valid until ${formatLocalDate(doc.validUntil)}`,
    // A sent quote is the usual case; any other state is worth saying, since it cannot be accepted.
    ...(doc.status === "sent" ? [] : [`Status: ${doc.statusLabel}`]),
  ];
  writer.paragraph(facts.join("\n"), STYLE.body, { leading: LEADING, before: 2 });

  const customer = [doc.customerName, ...(doc.customerCompany ? [doc.customerCompany] : []), doc.customerEmail, doc.customerStateName];
  writer.paragraph("Prepared for", STYLE.heading, { leading: 14, before: 16, keepWithNext: customer.length });
  writer.paragraph(customer.join("\n"), STYLE.body, { leading: LEADING, before: 2 });
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
  writer.skip(20);
  // The header stays with at least one whole line of the table.
  writer.table(COLUMNS, lines.map(lineValues), { keepLines: ITEM_LINES + 1 });
}

function drawTotals(writer: PageWriter, doc: QuoteDocument): void {
  const { totals } = doc;
  const rows = [
    amountRow("Subtotal", formatUsd(totals.subtotalCents)),
    // A minus sign reads better than a hyphen.
    ...(totals.discountCents > 0 ? [amountRow("Discounts", `−${formatUsd(totals.discountCents)}`)] : []),
    amountRow("Shipping", totals.shippingCents === 0 ? "FREE" : formatUsd(totals.shippingCents)),
    amountRow(`Tax (${doc.customerState} ${doc.taxRatePercent}%)`, formatUsd(totals.taxCents)),
    amountRow("Total", formatUsd(totals.totalCents), STYLE.bold),
  ];
  writer.flowRows(rows, { leading: 14, before: 8 });
}

function drawClosing(writer: PageWriter, doc: QuoteDocument, seller: QuoteSeller): void {
  if (doc.notes) {
    writer.paragraph("Notes", STYLE.heading, { leading: 14, before: 16, keepWithNext: 2 });
    writer.paragraph(doc.notes, STYLE.body, { leading: LEADING, before: 2 });
  }
  const accept =
    "To accept this quote, open the link in the e-mail we sent you and press Accept Quote. " +
    `Prices hold until the end of the valid-until date. Questions? Call ${seller.phone}, ${seller.hours}.`;
  writer.paragraph(accept, STYLE.body, { leading: LEADING, before: 16 });
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
