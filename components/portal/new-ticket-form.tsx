"use client";

import { useId } from "react";
import { toast } from "sonner";
import { FormError, SubmitButton, TextField, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { callErrorMessage, isUnauthorized, openTicket, PortalCallError } from "@/lib/portal/client";
import { MESSAGE_MAX, newTicketSchema, SUBJECT_MAX, type NewTicketInput, type PortalTicket } from "@/lib/portal/schemas";
import { siteConfig } from "@/lib/site-config";
import { usePortalSession } from "./portal-session";

/** The "New Ticket" form: checked here for quick hints and again by the server; kept as typed on failure. */
export function NewTicketForm({ onCreated, onCancel }: { onCreated: (ticket: PortalTicket) => void; onCancel: () => void }) {
  const id = useId();
  const { sessionLost } = usePortalSession();
  const form = useZodForm(newTicketSchema, { defaultValues: { subject: "", message: "" } });

  async function submit(input: NewTicketInput) {
    form.setFormError(null);
    try {
      const ticket = await openTicket(input);
      toast.success(`Ticket ${ticket.id} created`, { description: `Our team will reply ${siteConfig.responsePromise}.` });
      onCreated(ticket);
    } catch (failure) {
      if (isUnauthorized(failure)) {
        sessionLost();
        return;
      }
      const details = failure instanceof PortalCallError ? failure.details : {};
      form.applyServerAnswer({
        error: callErrorMessage(failure, "Your ticket was not sent. Please try again."),
        fields: details.fields ?? {},
      });
    }
  }

  return (
    <ZodForm form={form} onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/40 p-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        New Ticket
      </h4>
      <FormError />
      <TextField name="subject" label="Subject" required maxLength={SUBJECT_MAX} autoComplete="off" />
      <TextareaField name="message" label="Message" required rows={5} maxLength={MESSAGE_MAX} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel="Submitting..." size="default" className="">
          Submit Ticket
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </ZodForm>
  );
}
