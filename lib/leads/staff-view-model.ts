// What the leads inbox and the lead page show of a lead and of the staff who work it, and what their
// forms answer. Client-safe: the list, the lead page's forms and GET /api/admin/leads read it.
import { z } from "zod";
import { leadStatusLabel } from "@/lib/leads/status";
import { LeadStatus, type LeadKind } from "@/lib/generated/prisma/enums";
import { leadFormTitle } from "@/lib/leads/forms";
import { leadIndustryLabel, leadKindLabel } from "./list-filters";

/** A staff member as the lead pages name them: their name, else their e-mail. */
export type StaffMember = { id: string; name: string };

export function staffName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export type LeadRow = {
  id: number;
  kind: LeadKind;
  kindLabel: string;
  form: string;
  formTitle: string;
  status: LeadStatus;
  statusLabel: string;
  /** First and last name; the e-mail when the form gave none. */
  name: string;
  email: string;
  company: string | null;
  industry: string | null;
  productName: string | null;
  /** ISO */
  createdAt: string;
  owner: StaffMember | null;
};

type LeadRowSource = {
  id: number;
  kind: LeadKind;
  form: string;
  status: LeadStatus;
  firstName: string | null;
  lastName: string | null;
  email: string;
  company: string | null;
  industry: string | null;
  productName: string | null;
  createdAt: Date;
  owner: { id: string; firstName: string; lastName: string; email: string } | null;
};

export function toLeadRow(lead: LeadRowSource): LeadRow {
  return {
    id: lead.id,
    kind: lead.kind,
    kindLabel: leadKindLabel(lead.kind),
    form: lead.form,
    formTitle: leadFormTitle(lead.form),
    status: lead.status,
    statusLabel: leadStatusLabel(lead.status),
    name: [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.email,
    email: lead.email,
    company: lead.company,
    industry: leadIndustryLabel(lead.industry),
    productName: lead.productName,
    createdAt: lead.createdAt.toISOString(),
    owner: lead.owner ? { id: lead.owner.id, name: staffName(lead.owner) } : null,
  };
}

/** What PATCH /api/admin/leads/{id} answers: the lead's status and owner as they are now. */
export const leadUpdateAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(LeadStatus),
  ownerId: z.string().nullable(),
});
export type LeadUpdateAnswer = z.infer<typeof leadUpdateAnswerSchema>;
/** What POST /api/admin/leads/{id}/reply answers: the queued e-mail and the lead's status after it. */
export const leadReplyAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  emailId: z.number(),
  status: z.enum(LeadStatus),
});
export type LeadReplyAnswer = z.infer<typeof leadReplyAnswerSchema>;
export const leadNoteAnswerSchema = z.object({ success: z.literal(true), message: z.string(), noteId: z.number() });
export type LeadNoteAnswer = z.infer<typeof leadNoteAnswerSchema>;

export const LEAD_TOASTS = {
  statusChanged: (status: LeadStatus) => `Marked ${leadStatusLabel(status).toLowerCase()}`,
  ownerChanged: "Owner changed",
  unchanged: "Nothing to change",
  noteAdded: "Note added",
  replyQueued: "Reply queued for sending",
  notSaved: "Not saved",
  notSent: "Not sent",
} as const;

/** What a PATCH did, as its toast says it: "Marked lost", "Owner changed", both, or nothing. */
export function leadUpdateMessage(changed: readonly ("status" | "owner")[], status: LeadStatus): string {
  const said = [changed.includes("status") && LEAD_TOASTS.statusChanged(status), changed.includes("owner") && LEAD_TOASTS.ownerChanged];
  return said.filter(Boolean).join("; ") || LEAD_TOASTS.unchanged;
}
