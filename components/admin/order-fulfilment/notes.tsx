"use client";

import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { NoteList } from "../note-list";
import { api } from "@/lib/client/api";
import { fulfilmentAnswerSchema, noteSchema } from "@/lib/orders/fulfilment-schema";
import type { FulfilmentNote } from "./types";

export function Notes({ endpoint, notes, onAdded }: { endpoint: string; notes: FulfilmentNote[]; onAdded: () => void }) {
  const form = useZodForm(noteSchema, { defaultValues: { action: "add_note" as const, body: "" } });

  async function submit(input: { action: "add_note"; body: string }) {
    form.setFormError(null);
    const result = await api.post(endpoint, fulfilmentAnswerSchema, input);
    if (result.ok) {
      form.reset({ action: "add_note", body: "" });
      toast.success("Note added");
      onAdded();
    } else {
      form.applyServerAnswer({ error: result.error, fields: result.fields });
    }
  }

  return (
    <div>
      <h3 className="font-semibold">Internal notes</h3>
      <div className="mt-2">
        <NoteList notes={notes} testId="order-note" />
      </div>
      <ZodForm form={form} onSubmit={submit} aria-label="Add an internal note" className="mt-3 grid gap-2">
        <FormError />
        <TextareaField name="body" label="Add a note" required rows={2} />
        <SubmitButton pendingLabel="Saving..." size="default" className="justify-self-start">
          Add Note
        </SubmitButton>
      </ZodForm>
    </div>
  );
}
