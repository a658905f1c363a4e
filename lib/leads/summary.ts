// What a lead says, as people read it: labelled rows of what the visitor sent (for the staff e-mail, the
// requester's acknowledgement and the lead's staff page), and the staff e-mail's plain text, one labelled
// line per field, the message last. What each form shows comes from its entry in LEAD_FORMS (./forms):
// the title and the rows, where every option is printed with its label ("Gas Station", "Beer Line
// Cleaning"), never its value. Client-safe: no server imports here.
import { describeLead, type LeadRequest, type SummaryRow } from "./forms";

export type LeadSummaryContext = {
  id: number;
  receivedAt: Date;
  pagePath?: string | null;
  ip?: string | null;
  siteUrl: string;
};

/** One row of what was sent, its value as text. */
export type LeadFieldRow = { label: string; value: string };

/** What the visitor sent, as labelled rows: the name, e-mail and phone, then the form's own; the message is not among them. */
export function leadFieldRows(lead: LeadRequest): LeadFieldRow[] {
  const { columns, rows } = describeLead(lead);
  const name = [columns.firstName, columns.lastName].filter(Boolean).join(" ");
  return shownRows([["Name", name], ["E-mail", columns.email], ["Phone", columns.phone], ...rows]);
}

/** The rows with a value; empty ones are left out. */
function shownRows(rows: readonly SummaryRow[]): LeadFieldRow[] {
  return rows
    .filter((row) => row[1] !== undefined && row[1] !== null && row[1] !== "")
    .map(([label, value]) => ({ label, value: String(value) }));
}

/** "Label:  value" lines, the values lined up. */
export function labelledLines(rows: readonly LeadFieldRow[]): string[] {
  const width = Math.max(...rows.map(({ label }) => label.length)) + 1;
  return rows.map(({ label, value }) => `${`${label}:`.padEnd(width)} ${value}`);
}

/** The visitor's free text under its heading, or "(none given)". */
export function messageLines(lead: LeadRequest): string[] {
  const { columns, messageLabel } = describeLead(lead);
  const message = columns.message?.trim();
  return [`${messageLabel}:`, message ? message : "(none given)"];
}

export function leadSummary(lead: LeadRequest, context: LeadSummaryContext): { subject: string; text: string } {
  const { title, columns, source } = describeLead(lead);
  const name = [columns.firstName, columns.lastName].filter(Boolean).join(" ");
  const company = columns.company ?? undefined;

  const rows = [
    ...leadFieldRows(lead),
    ...shownRows([
      ["Form", source ? `${title} (${source})` : title],
      ["Page", context.pagePath ? `${context.siteUrl}${context.pagePath}` : undefined],
      ["Received", `${context.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`],
      ["Lead", `#${context.id}`],
    ]),
  ];

  const text = [
    `${title} from the web site.`,
    "",
    ...labelledLines(rows),
    "",
    ...messageLines(lead),
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
