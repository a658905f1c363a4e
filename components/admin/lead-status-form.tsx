"use client";

// The lead page's status: the moves lib/leads/status.ts allows from the current status, and the
// reason a lost lead needs. It sends the status staff saw, so that a change someone else made meanwhile
// is refused (409) beside the select instead of being overwritten.
import { FormError, SelectField, SubmitButton, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { leadUpdateSchema, type LeadStatusFormValues } from "@/lib/leads/staff-schema";
import { leadStatusLabel, MAX_LOST_REASON, nextLeadStatuses } from "@/lib/leads/status";
import type { LeadStatus } from "@/lib/generated/prisma/enums";
import { useLeadUpdate } from "./use-lead-submit";

/** The form's values as the request: the reason goes only with "lost". */
const prepare = ({ status, lostReason, expectedStatus }: LeadStatusFormValues) => ({
  status,
  expectedStatus,
  ...(status === "lost" ? { lostReason } : {}),
});

export function LeadStatusForm({ leadId, status }: { leadId: number; status: LeadStatus }) {
  const form = useZodForm<typeof leadUpdateSchema, LeadStatusFormValues>(leadUpdateSchema, {
    defaultValues: { status: "", lostReason: "", expectedStatus: status },
    prepare,
  });
  const chosen = form.watch("status");
  const options = nextLeadStatuses(status).map((value) => ({ value, label: leadStatusLabel(value) }));

  const submit = useLeadUpdate(form, leadId, (answer) => form.reset({ status: "", lostReason: "", expectedStatus: answer.status }));

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Change the status" className="grid gap-3" data-testid="lead-status-form">
      <FormError />
      <SelectField name="status" label="Move to" required placeholder="Choose a status" options={options} />
      {chosen === "lost" && (
        <TextareaField
          name="lostReason"
          label="Why was it lost?"
          required
          rows={3}
          maxLength={MAX_LOST_REASON}
          hint={`At most ${MAX_LOST_REASON} characters`}
        />
      )}
      <SubmitButton pendingLabel="Saving..." size="default" className="justify-self-start">
        Save Status
      </SubmitButton>
    </ZodForm>
  );
}
