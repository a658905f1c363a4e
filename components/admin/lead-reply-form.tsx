"use client";

// The lead page's reply by e-mail: staff write the subject and the text; the server signs it with their
// name, quotes the request below it and queues it, Reply-To the sales address. A new lead becomes contacted.
import { FormError, SubmitButton, TextareaField, TextField, ZodForm, useZodForm } from "@/components/forms";
import { leadReplySchema, MAX_REPLY_BODY, MAX_REPLY_SUBJECT } from "@/lib/leads/staff-schema";
import { LEAD_TOASTS, leadReplyAnswerSchema } from "@/lib/leads/staff-view-model";
import { useLeadSubmit } from "./use-lead-submit";

type Props = {
  leadId: number;
  /** The requester's address. */
  to: string;
  /** Where their answer goes: the sales address. */
  replyTo: string;
  defaultSubject: string;
  /** The reply's first line: "Hello Jane,". */
  greeting: string;
};

export function LeadReplyForm({ leadId, to, replyTo, defaultSubject, greeting }: Props) {
  const blank = { subject: defaultSubject, body: `${greeting}\n\n` };
  const form = useZodForm(leadReplySchema, { defaultValues: blank });

  const submit = useLeadSubmit(form, {
    answer: leadReplyAnswerSchema,
    method: "POST",
    url: `/api/admin/leads/${leadId}/reply`,
    failure: LEAD_TOASTS.notSent,
    description: `To ${to}`,
    onDone: () => form.reset(blank),
  });

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Reply by e-mail" className="grid gap-3" data-testid="lead-reply-form">
      <p className="text-sm text-muted-foreground">
        To <span className="font-medium break-all text-foreground">{to}</span>. Signed with your name; their answer comes back to{" "}
        <span className="break-all">{replyTo}</span>.
      </p>
      <FormError />
      <TextField name="subject" label="Subject" required maxLength={MAX_REPLY_SUBJECT} autoComplete="off" />
      <TextareaField
        name="body"
        label="Message"
        required
        rows={8}
        maxLength={MAX_REPLY_BODY}
        hint="Your name and the request are added below it"
      />
      <SubmitButton pendingLabel="Sending..." size="default" className="justify-self-start">
        Send Reply
      </SubmitButton>
    </ZodForm>
  );
}
