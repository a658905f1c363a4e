"use client";

import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { callFormAnswer, isUnauthorized, replyToTicket } from "@/lib/portal/client";
import { MESSAGE_MAX, type PortalTicketThread } from "@/lib/portal/schemas";
import { ticketMessageSchema, type TicketMessageInput } from "@/lib/tickets/schemas";
import { usePortalSession } from "./portal-session";

/**
 * The customer's reply in a ticket: sent to staff by e-mail and added to the thread. A reply to a resolved
 * ticket opens it again (`reopens` says so beforehand). Kept as typed when it was not sent.
 */
export function TicketReplyForm({
  ticketId,
  reopens = false,
  onReplied,
}: {
  ticketId: string;
  reopens?: boolean;
  onReplied: (thread: PortalTicketThread) => void;
}) {
  const { sessionLost } = usePortalSession();
  const form = useZodForm(ticketMessageSchema, { defaultValues: { message: "" } });

  async function submit(input: TicketMessageInput) {
    form.setFormError(null);
    const result = await replyToTicket(ticketId, input);
    if (result.ok) {
      const thread = result.data;
      form.reset({ message: "" });
      toast.success("Reply sent", {
        description: reopens && thread.status === "Open" ? `Ticket ${ticketId} is open again.` : `Our team will answer ticket ${ticketId}.`,
      });
      onReplied(thread);
    } else if (isUnauthorized(result)) sessionLost();
    else form.applyServerAnswer(callFormAnswer(result, "Your reply was not sent. Please try again."));
  }

  return (
    <ZodForm form={form} onSubmit={submit} aria-label={`Reply to ticket ${ticketId}`} className="grid gap-3">
      <FormError />
      <TextareaField
        name="message"
        label="Your reply"
        required
        rows={4}
        maxLength={MESSAGE_MAX}
        hint={reopens ? "This ticket is resolved: replying opens it again." : undefined}
      />
      <SubmitButton pendingLabel="Sending..." size="default" className="justify-self-start">
        Send Reply
      </SubmitButton>
    </ZodForm>
  );
}
