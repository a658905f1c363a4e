"use client";

// The ticket page's reply: added to the thread, shown in the customer's portal and e-mailed to them with
// the link that opens it. An open ticket is in progress after it; a closed one is reopened first.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { z } from "zod";
import { api, showOnForm } from "@/lib/client/api";
import { MESSAGE_MAX } from "@/lib/portal/schemas";
import { ticketMessageSchema, type TicketMessageInput } from "@/lib/tickets/schemas";

export function TicketReplyForm({ ticketId, customerEmail }: { ticketId: string; customerEmail: string }) {
  const router = useRouter();
  const form = useZodForm(ticketMessageSchema, { defaultValues: { message: "" } });

  async function submit(input: TicketMessageInput) {
    const url = `/api/admin/tickets/${encodeURIComponent(ticketId)}/messages`;
    form.setFormError(null);
    const result = await api.post(url, z.unknown(), input);
    if (!result.ok) return showOnForm(form, result, "The reply was not sent: check the connection and try again.");
    form.reset({ message: "" });
    toast.success("Reply sent", { description: `E-mailed to ${customerEmail} and shown in their portal.` });
    router.refresh();
  }

  return (
    <ZodForm
      form={form}
      onSubmit={submit}
      aria-label={`Reply to ticket ${ticketId}`}
      className="grid gap-3"
      data-testid="ticket-reply-form"
    >
      <FormError />
      <TextareaField
        name="message"
        label="Reply to the customer"
        required
        rows={6}
        maxLength={MESSAGE_MAX}
        hint={`E-mailed to ${customerEmail} and shown in their portal's Support tab.`}
      />
      <SubmitButton pendingLabel="Sending..." size="default" className="justify-self-start">
        Send Reply
      </SubmitButton>
    </ZodForm>
  );
}
