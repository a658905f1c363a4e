"use client";

// The ticket page's owner: the staff member who answers it (an active owner or sales member), or nobody.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { FormError, SelectField, SubmitButton, ZodForm, useZodForm } from "@/components/forms";
import { z } from "zod";
import { api, showOnForm } from "@/lib/client/api";
import type { TicketOwnerChoice } from "@/lib/tickets/view-model";
import { ticketOwnerSchema, type TicketOwnerInput } from "@/lib/tickets/schemas";

type Values = { ownerId: string };

/** What the page reads of the ticket the server answers. */
const savedOwner = z.object({ owner: z.object({ name: z.string() }).nullable() });

export function TicketOwnerForm({
  ticketId,
  owner,
  owners,
}: {
  ticketId: string;
  owner: { id: string; name: string } | null;
  /** Who may be given tickets; inactive ones are not offered. */
  owners: readonly TicketOwnerChoice[];
}) {
  const router = useRouter();
  const form = useZodForm<typeof ticketOwnerSchema, Values>(ticketOwnerSchema, { defaultValues: { ownerId: owner?.id ?? "" } });
  // A current owner who may no longer answer tickets still shows, until someone else is chosen.
  const choices = owners.filter((choice) => choice.active || choice.id === owner?.id);
  const options = [
    ...choices.map((choice) => ({ value: choice.id, label: choice.active ? choice.name : `${choice.name} (inactive)` })),
    ...(owner && !choices.some((choice) => choice.id === owner.id) ? [{ value: owner.id, label: `${owner.name} (inactive)` }] : []),
  ];

  async function submit(input: TicketOwnerInput) {
    const url = `/api/admin/tickets/${encodeURIComponent(ticketId)}/owner`;
    form.setFormError(null);
    const result = await api.put(url, savedOwner, input);
    if (!result.ok) return showOnForm(form, result, "Not saved: check the connection and try again.");
    const saved = result.data;
    toast.success(saved.owner ? `Ticket ${ticketId} is ${saved.owner.name}'s` : `Ticket ${ticketId} has no owner now`);
    router.refresh();
  }

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Change the owner" className="grid gap-3" data-testid="ticket-owner-form">
      <FormError />
      <SelectField name="ownerId" label="Owner" placeholder="Nobody yet" options={options} hint="Who answers this ticket" />
      <SubmitButton pendingLabel="Saving..." size="default" variant="outline" className="justify-self-start">
        Assign
      </SubmitButton>
    </ZodForm>
  );
}
