"use client";

import { useId, useRef, useState } from "react";
import { AlertCircleIcon } from "lucide-react";
import { toast } from "sonner";
import { fieldErrorProps, FormField } from "@/components/contact/form-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { callErrorMessage, isUnauthorized, openTicket, PortalCallError } from "@/lib/portal/client";
import { fieldMessages, MESSAGE_MAX, newTicketSchema, SUBJECT_MAX, type PortalTicket } from "@/lib/portal/schemas";
import { siteConfig } from "@/lib/site-config";
import { usePortalSession } from "./portal-session";

/** The "New Ticket" form: checked here for quick hints and again by the server; kept as typed on failure. */
export function NewTicketForm({ onCreated, onCancel }: { onCreated: (ticket: PortalTicket) => void; onCancel: () => void }) {
  const id = useId();
  const { sessionLost } = usePortalSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = newTicketSchema.safeParse({ subject: form.get("subject"), message: form.get("message") });
    if (!parsed.success) {
      setFields(fieldMessages(parsed.error));
      setError(null);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const ticket = await openTicket(parsed.data);
      toast.success(`Ticket ${ticket.id} created`, { description: `Our team will reply ${siteConfig.responsePromise}.` });
      onCreated(ticket);
    } catch (failure) {
      if (isUnauthorized(failure)) {
        sessionLost();
        return;
      }
      const details = failure instanceof PortalCallError ? failure.details : {};
      setFields(details.fields ?? {});
      setError(callErrorMessage(failure, "Your ticket was not sent. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  function focusFirstInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  }

  const subjectId = `${id}-subject`;
  const messageId = `${id}-message`;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/40 p-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        New Ticket
      </h4>
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <FormField id={subjectId} label="Subject" required error={fields.subject}>
        <Input id={subjectId} name="subject" maxLength={SUBJECT_MAX} required autoComplete="off" {...fieldErrorProps(subjectId, fields.subject)} />
      </FormField>
      <FormField id={messageId} label="Message" required error={fields.message}>
        <Textarea id={messageId} name="message" rows={5} maxLength={MESSAGE_MAX} required {...fieldErrorProps(messageId, fields.message)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy && <Spinner aria-hidden="true" role={undefined} aria-label={undefined} />}
          {busy ? "Submitting..." : "Submit Ticket"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
