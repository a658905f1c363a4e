// The e-mail staff receive for each lead: plain text, one labelled line per field, the message last.
// What each form shows comes from its entry in LEAD_FORMS (./forms): the title and the rows, where
// every option is printed with its label ("Gas Station", "Beer Line Cleaning"), never its value.
import { describeLead, type LeadRequest, type SummaryRow } from "./forms";

export type LeadSummaryContext = {
  id: number;
  receivedAt: Date;
  pagePath?: string | null;
  ip?: string | null;
  siteUrl: string;
};

export function leadSummary(lead: LeadRequest, context: LeadSummaryContext): { subject: string; text: string } {
  const { title, columns, rows: formRows, messageLabel, source } = describeLead(lead);
  const name = [columns.firstName, columns.lastName].filter(Boolean).join(" ");
  const company = columns.company ?? undefined;

  const rows: SummaryRow[] = [
    ["Name", name],
    ["E-mail", columns.email],
    ["Phone", columns.phone],
    ...formRows,
    ["Form", source ? `${title} (${source})` : title],
    ["Page", context.pagePath ? `${context.siteUrl}${context.pagePath}` : undefined],
    ["Received", `${context.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`],
    ["Lead", `#${context.id}`],
  ];
  const shown = rows
    .filter((row) => row[1] !== undefined && row[1] !== null && row[1] !== "")
    .map(([label, value]) => [label, String(value)] as const);
  const width = Math.max(...shown.map(([label]) => label.length)) + 1;
  const lines = shown.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`);

  const message = columns.message?.trim();
  const text = [
    `${title} from the web site.`,
    "",
    ...lines,
    "",
    `${messageLabel}:`,
    message ? message : "(none given)",
    "",
    // Lines under 76 characters keep the message readable as plain 7-bit text in any client.
    `Reply to this e-mail to answer ${(columns.firstName || name).slice(0, 20)} directly.`,
    "Our promise to the visitor: a reply within 24 hours.",
    "",
  ].join("\n");

  const product = columns.productName ? ` (${columns.productName})` : "";
  const subject = `${title}: ${name}${company ? `, ${company}` : ""}${product}`;
  return { subject, text };
}
