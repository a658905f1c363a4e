// The e-mail staff receive for each lead: plain text, one labelled line per field, the message last.
import {
  CONTACT_INDUSTRIES,
  FACILITY_TYPES,
  FOOD_APPLICATIONS,
  INQUIRY_TYPES,
  optionLabel,
  type LeadRequest,
} from "./schemas";

export type LeadSummaryContext = {
  id: number;
  receivedAt: Date;
  pagePath?: string | null;
  ip?: string | null;
  siteUrl: string;
};

const FORM_TITLES: Record<LeadRequest["form"], string> = {
  consultation: "Consultation request",
  contact: "Contact page message",
  "pool-contact": "Pool & spa contact message",
};

export function leadSummary(lead: LeadRequest, context: LeadSummaryContext): { subject: string; text: string } {
  const d = lead.data;
  const name = `${d.firstName} ${d.lastName}`;
  const company = "company" in d ? d.company : undefined;
  const title = FORM_TITLES[lead.form];

  const rows: [string, string | undefined][] = [
    ["Name", name],
    ["E-mail", d.email],
    ["Phone", "phone" in d ? d.phone : undefined],
    ["Company", company],
    [
      "Industry",
      lead.form === "pool-contact" ? lead.data.industry : optionLabel(CONTACT_INDUSTRIES, lead.data.industry),
    ],
    ["Facility type", lead.form === "pool-contact" ? optionLabel(FACILITY_TYPES, lead.data.facilityType) : undefined],
    [
      "Inquiry type",
      lead.form === "pool-contact" ? undefined : optionLabel(INQUIRY_TYPES, lead.data.inquiryType),
    ],
    ["Application", lead.form === "contact" ? optionLabel(FOOD_APPLICATIONS, lead.data.application) : undefined],
    ["Form", d.source ? `${title} (${d.source})` : title],
    ["Page", context.pagePath ? `${context.siteUrl}${context.pagePath}` : undefined],
    ["Received", `${context.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC`],
    ["Lead", `#${context.id}`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  const lines = rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`);

  const message = d.message?.trim();
  const text = [
    `${title} from the web site.`,
    "",
    ...lines,
    "",
    "Message:",
    message ? message : "(none given)",
    "",
    // Lines under 76 characters keep the message readable as plain 7-bit text in any client.
    `Reply to this e-mail to answer ${d.firstName.slice(0, 20)} directly.`,
    "Our promise to the visitor: a reply within 24 hours.",
    "",
  ].join("\n");

  const subject = `${title}: ${name}${company ? `, ${company}` : ""}`;
  return { subject, text };
}
