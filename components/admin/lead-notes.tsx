"use client";

// The lead page's internal notes: what staff learned or agreed, seen by staff only, never e-mailed.
import { FormError, SubmitButton, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { leadNoteSchema, MAX_NOTE } from "@/lib/leads/staff-schema";
import { LEAD_TOASTS, leadNoteAnswerSchema } from "@/lib/leads/staff-view-model";
import { NoteList, type StaffNote } from "./note-list";
import { useLeadSubmit } from "./use-lead-submit";

export type LeadNote = StaffNote;

export function LeadNotes({ leadId, notes }: { leadId: number; notes: readonly LeadNote[] }) {
  const form = useZodForm(leadNoteSchema, { defaultValues: { body: "" } });
  const submit = useLeadSubmit(form, {
    answer: leadNoteAnswerSchema,
    method: "POST",
    url: `/api/admin/leads/${leadId}/notes`,
    failure: LEAD_TOASTS.notSaved,
    description: `Lead #${leadId}`,
    onDone: () => form.reset({ body: "" }),
  });

  return (
    <div>
      <NoteList notes={notes} testId="lead-note" />
      <ZodForm form={form} onSubmit={submit} aria-label="Add an internal note" className="mt-3 grid gap-2">
        <FormError />
        <TextareaField name="body" label="Add a note" required rows={3} maxLength={MAX_NOTE} hint="Seen by staff only" />
        <SubmitButton pendingLabel="Saving..." size="default" className="justify-self-start">
          Add Note
        </SubmitButton>
      </ZodForm>
    </div>
  );
}
