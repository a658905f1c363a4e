"use client";

import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { FormError, SelectField, SubmitWithCancel, TextField, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { callFormAnswer, isUnauthorized, openTicket } from "@/lib/portal/client";
import {
  MESSAGE_MAX,
  newTicketSchema,
  SUBJECT_MAX,
  type NewTicketFormValues,
  type NewTicketInput,
  type PortalOrder,
  type PortalTicket,
} from "@/lib/portal/schemas";
import { siteConfig } from "@/lib/site-config";
import { formatDate } from "./format";
import { usePortalSession } from "./portal-session";

/**
 * The "New Ticket" form: checked here for quick hints and again by the server; kept as typed on failure.
 * With orders on the account, the customer may say which one it is about.
 */
export function NewTicketForm({
  orders = [],
  onCreated,
  onCancel,
}: {
  /** The customer's orders (the Orders tab's), to choose the one the ticket is about. */
  orders?: readonly PortalOrder[];
  onCreated: (ticket: PortalTicket) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { sessionLost } = usePortalSession();
  const form = useZodForm<typeof newTicketSchema, NewTicketFormValues>(newTicketSchema, {
    defaultValues: { subject: "", message: "", orderId: "" },
  });

  async function submit(input: NewTicketInput) {
    form.setFormError(null);
    const result = await openTicket(input);
    if (result.ok) {
      toast.success(`Ticket ${result.data.id} created`, { description: `Our team will reply ${siteConfig.responsePromise}.` });
      onCreated(result.data);
    } else if (isUnauthorized(result)) sessionLost();
    else form.applyServerAnswer(callFormAnswer(result, "Your ticket was not sent. Please try again."));
  }

  return (
    <ZodForm form={form} onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/40 p-4" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        New Ticket
      </h4>
      <FormError />
      <TextField name="subject" label="Subject" required maxLength={SUBJECT_MAX} autoComplete="off" />
      {orders.length > 0 && (
        <SelectField
          name="orderId"
          label="Order"
          optional
          hint="The order this ticket is about, if any."
          placeholder="Not about an order"
          options={orders.map((order) => ({
            value: order.id,
            label: `${order.orderNumber} · ${formatDate(order.date)} · ${order.product}`,
          }))}
        />
      )}
      <TextareaField name="message" label="Message" required rows={5} maxLength={MESSAGE_MAX} />
      <SubmitWithCancel pendingLabel="Submitting..." onCancel={onCancel} cancelVariant="outline">
        Submit Ticket
      </SubmitWithCancel>
    </ZodForm>
  );
}
