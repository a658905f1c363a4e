"use client";

// The owner's "Invite staff" form: the person's name and e-mail address and their role,
// each role with what it opens. The API checks it all again; an address that already has an account
// comes back next to the e-mail field.
import { SendIcon } from "lucide-react";
import { FormError, RadioGroupField, SubmitButton, TextField, ZodForm, useZodForm } from "@/components/forms";
import { showOnForm } from "@/lib/client/api";
import {
  inviteStaffSchema,
  invitationResponseSchema,
  STAFF_TOASTS,
  type InviteStaffFormValues,
  type InviteStaffInput,
} from "@/lib/staff/schema";
import { LIMITS } from "@/lib/auth/schemas";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from "@/lib/auth/staff-access";
import { useStaffCall } from "./use-staff-call";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: STAFF_ROLE_LABELS[role],
  description: STAFF_ROLE_DESCRIPTIONS[role],
}));
const EMPTY: InviteStaffFormValues = { firstName: "", lastName: "", email: "", staffRole: "" };

export function InviteStaffForm() {
  const form = useZodForm<typeof inviteStaffSchema, InviteStaffFormValues>(inviteStaffSchema, { defaultValues: EMPTY });
  const { call } = useStaffCall();

  async function invite(input: InviteStaffInput) {
    form.setFormError(null);
    const result = await call("POST", "/api/admin/staff/invitations", invitationResponseSchema, input, {
      success: STAFF_TOASTS.invited,
      description: ({ invitation }) => `To ${invitation.email}. The link works for 72 hours.`,
      failure: STAFF_TOASTS.inviteFailed,
    });
    if (!result) return;
    if (result.ok) form.reset(EMPTY);
    // A refusal naming fields shows beside them; one naming none (or no answer at all) above the form.
    else showOnForm(form, result);
  }

  return (
    <ZodForm form={form} onSubmit={invite} aria-labelledby="invite-staff-title" className="grid gap-4" data-testid="invite-staff-form">
      <FormError />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" required autoComplete="off" maxLength={LIMITS.name} />
        <TextField name="lastName" label="Last name" required autoComplete="off" maxLength={LIMITS.name} />
      </div>
      <TextField
        name="email"
        label="E-mail address"
        required
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={LIMITS.email}
        hint="The invitation goes here: a link to choose a password, good for 72 hours."
      />
      <RadioGroupField
        name="staffRole"
        label="Role"
        required
        options={ROLE_OPTIONS}
        gridClassName="grid gap-2 sm:grid-cols-2 lg:grid-cols-1"
      />
      <SubmitButton pendingLabel="Sending..." size="default" className="justify-self-start">
        <SendIcon aria-hidden="true" />
        Send invitation
      </SubmitButton>
    </ZodForm>
  );
}
