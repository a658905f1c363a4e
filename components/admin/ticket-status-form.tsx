"use client";

// The ticket page's status: the moves lib/tickets/status.ts allows from the current one, the first
// of them proposed. It sends the status the page showed, so that a change someone made meanwhile is
// refused (409) beside the select instead of being overwritten.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { FormError, SelectField, SubmitButton, ZodForm, useZodForm } from "@/components/forms";
import { z } from "zod";
import { api, showOnForm } from "@/lib/client/api";
import { staffMoves, ticketStatusLabel } from "@/lib/tickets/status";
import type { TicketStatus } from "@/lib/generated/prisma/enums";
import { ticketStatusChangeSchema, type TicketStatusChange } from "@/lib/tickets/schemas";

/** What the page reads of the ticket the server answers. */
const changedStatus = z.object({ statusLabel: z.string() });

/** Reopening says so: it is the one move back. */
const moveLabel = (from: TicketStatus, to: TicketStatus) => (to === "open" && from !== "open" ? "Open (reopen)" : ticketStatusLabel(to));

export function TicketStatusForm({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const router = useRouter();
  const moves = staffMoves(status);
  const form = useZodForm(ticketStatusChangeSchema, { defaultValues: { status: moves[0] ?? status, from: status } });

  async function submit(input: TicketStatusChange) {
    const url = `/api/admin/tickets/${encodeURIComponent(ticketId)}/status`;
    form.setFormError(null);
    const result = await api.put(url, changedStatus, input);
    if (!result.ok) return showOnForm(form, result, "Not changed: check the connection and try again.");
    toast.success(`Ticket ${ticketId} is ${result.data.statusLabel}`);
    router.refresh();
  }

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Change the status" className="grid gap-3" data-testid="ticket-status-form">
      <FormError />
      <p className="text-sm text-muted-foreground">
        Now <span className="font-medium text-foreground">{ticketStatusLabel(status)}</span>.
      </p>
      <SelectField name="status" label="Change to" options={moves.map((value) => ({ value, label: moveLabel(status, value) }))} />
      <SubmitButton pendingLabel="Saving..." size="default" className="justify-self-start">
        Change Status
      </SubmitButton>
    </ZodForm>
  );
}
