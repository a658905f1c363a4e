// What staff send to work a lead: a status or owner change (PATCH /api/admin/leads/{id}), an internal
// note (POST …/notes) and a reply by e-mail (POST …/reply). One zod schema each, shared by the lead page's
// forms (hints before sending) and the route handlers (the check that counts); which status may follow
// which is lib/leads/status.ts. Client-safe.
import { z } from "zod";
import { formatInteger } from "@/lib/domain/money";
import { recordIdSchema } from "@/lib/http/record-id";
import { LEAD_STATUS_MESSAGES, LEAD_STATUSES, MAX_LOST_REASON } from "@/lib/leads/status";

export const MAX_NOTE = 2000;
export const MAX_REPLY_SUBJECT = 200;
export const MAX_REPLY_BODY = 10_000;

const status = z.enum(LEAD_STATUSES, { error: "Choose a status from the list" });

/** Blank counts as not given: the status form always sends its reason field. */
const lostReason = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string({ error: "Write the reason as text" }).trim().max(MAX_LOST_REASON, LEAD_STATUS_MESSAGES.reasonTooLong).optional(),
);

export const leadUpdateSchema = z
  .object({
    status: status.optional(),
    /** The status staff saw: when the lead has moved since, nothing changes (409). */
    expectedStatus: status.optional(),
    lostReason,
    /** A staff member who may work leads, or null for nobody. */
    ownerId: z
      .string({ error: "Choose a staff member from the list" })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a staff member from the list")
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === undefined && input.ownerId === undefined) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "Send a status or an owner" });
    }
    if (input.status === "lost" && !input.lostReason)
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: LEAD_STATUS_MESSAGES.reasonRequired });
    if (input.status !== "lost" && input.lostReason) {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: LEAD_STATUS_MESSAGES.reasonOnlyWhenLost });
    }
  });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** The status form's values: the select starts empty, the reason is only shown for "lost". */
export type LeadStatusFormValues = { status: string; lostReason: string; expectedStatus: string };

export const leadNoteSchema = z.object({
  body: z.string({ error: "Write the note" }).trim().min(1, "Write the note").max(MAX_NOTE, `Use at most ${MAX_NOTE} characters`),
});

export const leadReplySchema = z.object({
  subject: z
    .string({ error: "Write a subject" })
    .trim()
    .min(1, "Write a subject")
    .max(MAX_REPLY_SUBJECT, `Use at most ${MAX_REPLY_SUBJECT} characters`)
    // It goes into a header.
    .regex(/^[^\u0000-\u001f\u007f]*$/, "Use a single line of text"),
  body: z
    .string({ error: "Write the reply" })
    .trim()
    .min(1, "Write the reply")
    .max(MAX_REPLY_BODY, `Use at most ${formatInteger(MAX_REPLY_BODY)} characters`),
});
export type LeadReply = z.output<typeof leadReplySchema>;

/** The {id} of the lead routes: a lead's number as the address writes it. */
export const leadIdParams = z.object({ id: recordIdSchema("lead") });
