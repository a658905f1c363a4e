// An order's invoice as PDF: seller and buyer, a table of the lines bought, the totals, how it was paid
// and any credits (refunds) since, with the balance they leave. Pure: the caller gathers the facts (amounts
// in whole cents, as lib/domain/money.ts keeps them) and gets the same bytes for the same facts, so an
// invoice can be rendered again later and still match the one the customer was sent.
import { formatUsd } from "@/lib/domain/money";
import {
  amountRow,
  formatDocumentDate as formatDate,
  GUTTER,
  LEADING,
  MARGIN,
  PageWriter,
  STYLE,
  TEXT_WIDTH,
  type Cell,
  type Column,
  type TextStyle,
} from "./pdf-layout";

export type InvoiceLine = {
  /** The product's name. */
  description: string;
  /** The pack size: "32 oz bottle", "5 gallon pail". */
  sizeLabel: string;
  itemNumber: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  /** Cents. */
  lineTotal: number;
};

export type InvoiceCredit = {
  date: Date;
  /** What the credit was: "Refund", "Refund: damaged pail". */
  description: string;
  /** Cents, positive: the amount credited back. */
  amount: number;
};

export type InvoiceData = {
  /** "INV-000123" */
  invoiceNumber: string;
  issuedAt: Date;
  orderNumber: string;
  seller: { name: string; address: readonly string[]; phone: string; email: string };
  buyer: {
    name: string;
    company?: string | null;
    email: string;
    billingAddress: readonly string[];
    shippingAddress: readonly string[];
  };
  lines: readonly InvoiceLine[];
  /** Cents, like every amount below. */
  subtotal: number;
  /** 0 is shown as "FREE". */
  shipping: number;
  tax: number;
  /** "Sales tax (8.25%)"; "Tax" when absent. */
  taxLabel?: string;
  total: number;
  payment: { method: string; paidAt: Date };
  credits?: readonly InvoiceCredit[];
};

const HALF = TEXT_WIDTH / 2;

// Widths add up to the text width; the money columns hold "$123,456.78" on one line.
const COLUMNS: readonly Column[] = [
  { title: "Description", width: 162 },
  { title: "Size", width: 76 },
  { title: "Item #", width: 88 },
  { title: "Qty", width: 34, align: "right" },
  { title: "Unit price", width: 68, align: "right" },
  { title: "Total", width: 76, align: "right" },
];

/** Two blocks of lines side by side, each in half of the text width; the right one may stand against the margin. */
function sideBySide(
  left: readonly string[],
  right: readonly string[],
  style: TextStyle,
  options: { rightStyle?: TextStyle; rightAlign?: boolean } = {},
): Cell[] {
  const { rightStyle = style, rightAlign = false } = options;
  return [
    { text: left.join("\n"), x: MARGIN, width: HALF - GUTTER, style },
    { text: right.join("\n"), x: MARGIN + HALF + GUTTER, width: HALF - GUTTER, style: rightStyle, align: rightAlign ? "right" : "left" },
  ];
}

function drawHeader(writer: PageWriter, data: InvoiceData): void {
  writer.flow(writer.rowLines(sideBySide([data.seller.name], ["INVOICE"], STYLE.sender, { rightStyle: STYLE.title, rightAlign: true })), {
    leading: 24,
  });
  const seller = [...data.seller.address, data.seller.phone, data.seller.email];
  const facts = [
    `Invoice number: ${data.invoiceNumber}`,
    `Invoice date: ${formatDate(data.issuedAt)}`,
    `Order number: ${data.orderNumber}`,
  ];
  writer.flow(writer.rowLines(sideBySide(seller, facts, STYLE.body, { rightAlign: true })), { leading: LEADING, before: 4 });

  const { buyer } = data;
  const company = buyer.company ? [buyer.company] : [];
  writer.flow(writer.rowLines(sideBySide(["Bill to"], ["Ship to"], STYLE.heading)), { leading: 14, before: 20 });
  writer.flow(
    writer.rowLines(
      sideBySide(
        [buyer.name, ...company, ...buyer.billingAddress, buyer.email],
        [buyer.name, ...company, ...buyer.shippingAddress],
        STYLE.body,
      ),
    ),
    { leading: LEADING, before: 2 },
  );
}

function drawLines(writer: PageWriter, lines: readonly InvoiceLine[]): void {
  const rows = lines.map((line) => [
    line.description,
    line.sizeLabel,
    line.itemNumber,
    String(line.quantity),
    formatUsd(line.unitPrice),
    formatUsd(line.lineTotal),
  ]);
  writer.skip(20);
  writer.table(COLUMNS, rows);
}

function drawTotals(writer: PageWriter, data: InvoiceData): void {
  const rows = [
    amountRow("Subtotal", formatUsd(data.subtotal)),
    amountRow("Shipping", data.shipping === 0 ? "FREE" : formatUsd(data.shipping)),
    amountRow(data.taxLabel ?? "Tax", formatUsd(data.tax)),
    amountRow("Total", formatUsd(data.total), STYLE.bold),
  ];
  writer.flowRows(rows, { leading: 14, before: 8 });

  const paid = `Paid by ${data.payment.method} on ${formatDate(data.payment.paidAt)}.`;
  writer.paragraph(paid, STYLE.body, { leading: LEADING, before: 12 });

  const credits = data.credits ?? [];
  if (credits.length === 0) return;
  const refunded = credits.reduce((sum, credit) => sum + credit.amount, 0);
  const creditRows = [
    amountRow("Credits", "", STYLE.heading),
    ...credits.map((credit) => amountRow(`${formatDate(credit.date)}: ${credit.description}`, formatUsd(-credit.amount))),
    amountRow("Amount refunded", formatUsd(refunded)),
    amountRow("Balance", formatUsd(data.total - refunded), STYLE.bold),
  ];
  writer.flowRows(creditRows, { leading: 14, before: 12 });
}

export async function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const writer = await PageWriter.create({
    title: `Invoice ${data.invoiceNumber}`,
    author: data.seller.name,
    subject: `Invoice for order ${data.orderNumber}`,
    footer: `${data.seller.name} • Invoice ${data.invoiceNumber}`,
    createdAt: data.issuedAt,
  });
  drawHeader(writer, data);
  drawLines(writer, data.lines);
  drawTotals(writer, data);
  return writer.save();
}
