"use client";

// The lead page's internal notes: what staff learned or agreed, seen by staff only, never e-mailed.
import { FormError, SubmitButton, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { leadNoteSchema, MAX_NOTE } from "@/lib/leads/staff-schema";
import { LEAD_TOASTS, leadNoteAnswerSchema } from "@/lib/leads/staff-view-model";
import { ShopTime } from "@/components/time/shop-time";
import { useLeadSubmit } from "./use-lead-submit";

export type LeadNote = { id: number; body: string; createdAt: string; author: string | null };

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
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet. Notes are seen by staff only.</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border p-3 text-sm" data-testid="lead-note">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-muted-foreground">
                {note.author ?? "Staff"} · <ShopTime value={note.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
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
