"use client";

// The lead page's owner: the staff member who works the lead (sales or owner, active), or nobody.
import { FormError, SelectField, SubmitButton, ZodForm, useZodForm } from "@/components/forms";
import { leadUpdateSchema } from "@/lib/leads/staff-schema";
import type { StaffMember } from "@/lib/leads/staff-view-model";
import { useLeadUpdate } from "./use-lead-submit";

type Values = { ownerId: string };

const prepare = ({ ownerId }: Values) => ({ ownerId: ownerId === "" ? null : ownerId });

export function LeadOwnerForm({ leadId, ownerId, owners }: { leadId: number; ownerId: string | null; owners: readonly StaffMember[] }) {
  const form = useZodForm<typeof leadUpdateSchema, Values>(leadUpdateSchema, { defaultValues: { ownerId: ownerId ?? "" }, prepare });
  // An owner deactivated since still shows as the owner, until someone else is chosen.
  const options = [
    ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
    ...(ownerId && !owners.some((owner) => owner.id === ownerId) ? [{ value: ownerId, label: "A former sales member" }] : []),
  ];

  const submit = useLeadUpdate(form, leadId);

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Change the owner" className="grid gap-3" data-testid="lead-owner-form">
      <FormError />
      <SelectField
        name="ownerId"
        label="Staff member"
        placeholder="Nobody yet"
        options={options}
        hint="Who works this lead: sales staff and owners"
      />
      <SubmitButton pendingLabel="Saving..." size="default" variant="outline" className="justify-self-start">
        Save Owner
      </SubmitButton>
    </ZodForm>
  );
}
