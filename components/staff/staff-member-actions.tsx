"use client";

// What the owner can do to one staff member: give another role, deactivate (their sessions
// end at once) or reactivate, each after a confirmation. The server applies the rules (the last active
// owner, one's own account); its refusal shows beside the role, or under the buttons.
import { useState } from "react";
import { z } from "zod";
import { UserCheckIcon, UserXIcon } from "lucide-react";
import { SelectField, SubmitButton, ZodForm, useZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { STAFF_TOASTS, staffChangeSchema, type StaffChangeInput, type StaffMemberRow } from "@/lib/staff/schema";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from "@/lib/auth/staff-access";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { ConfirmDialog } from "./confirm-dialog";
import { useStaffCall } from "./use-staff-call";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

type Confirming = { staffRole: StaffRole } | { active: boolean };

function confirmation(change: Confirming, name: string) {
  if ("staffRole" in change) {
    const label = STAFF_ROLE_LABELS[change.staffRole];
    return {
      title: `Give ${name} the ${label} role?`,
      description: `${label}: ${STAFF_ROLE_DESCRIPTIONS[change.staffRole]}. It applies from their next page or request.`,
      confirmLabel: "Change role",
      pendingLabel: "Changing...",
      destructive: false,
    };
  }
  return change.active
    ? {
        title: `Reactivate ${name}?`,
        description: "They can sign in again with their password, with the role shown here.",
        confirmLabel: "Reactivate",
        pendingLabel: "Reactivating...",
        destructive: false,
      }
    : {
        title: `Deactivate ${name}?`,
        description:
          "They are signed out everywhere at once and cannot sign in until an owner reactivates the account. What they did stays in the audit log.",
        confirmLabel: "Deactivate",
        pendingLabel: "Deactivating...",
        destructive: true,
      };
}

export function StaffMemberActions({ member, isSelf }: { member: StaffMemberRow; isSelf: boolean }) {
  const name = `${member.firstName} ${member.lastName}`;
  const { call, pending } = useStaffCall();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm<typeof staffChangeSchema, { staffRole: StaffRole | "" }>(staffChangeSchema, {
    defaultValues: { staffRole: member.staffRole ?? "" },
  });

  async function send(change: Confirming) {
    setProblem(null);
    const toasts =
      "staffRole" in change
        ? { success: STAFF_TOASTS.roleChanged, description: () => `${name} is now ${STAFF_ROLE_LABELS[change.staffRole]}.` }
        : change.active
          ? { success: STAFF_TOASTS.reactivated, description: () => `${name} can sign in again.` }
          : { success: STAFF_TOASTS.deactivated, description: () => `${name} is signed out and cannot sign in.` };
    const result = await call("PATCH", `/api/admin/staff/members/${encodeURIComponent(member.id)}`, z.unknown(), change, {
      ...toasts,
      failure: STAFF_TOASTS.changeFailed,
    });
    setConfirming(null);
    if (!result || result.ok) return;
    if (result.fields.staffRole) form.applyServerAnswer({ fields: { staffRole: result.fields.staffRole } });
    else setProblem(result.error);
  }

  function askRole({ staffRole }: StaffChangeInput) {
    if (!staffRole) return;
    if (staffRole === member.staffRole) form.setError("staffRole", { message: `${name} has this role already. Choose another one.` });
    else setConfirming({ staffRole });
  }

  const dialog = confirming ? confirmation(confirming, name) : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <ZodForm form={form} onSubmit={askRole} aria-label={`Change the role of ${name}`} className="flex flex-wrap items-end gap-2">
          <SelectField
            name="staffRole"
            label={`Role of ${name}`}
            options={ROLE_OPTIONS}
            placeholder={member.staffRole ? undefined : "No role"}
            className="w-48 [&_label]:sr-only"
          />
          <SubmitButton pendingLabel="Changing..." disabled={pending} size="default" variant="outline" className="w-auto">
            Change role
          </SubmitButton>
        </ZodForm>
        {isSelf ? (
          <p className="text-sm text-muted-foreground">You cannot deactivate your own account.</p>
        ) : (
          <Button
            type="button"
            variant={member.active ? "destructive" : "outline"}
            disabled={pending}
            aria-label={`${member.active ? "Deactivate" : "Reactivate"} ${name}`}
            onClick={() => setConfirming({ active: !member.active })}
          >
            {member.active ? <UserXIcon aria-hidden="true" /> : <UserCheckIcon aria-hidden="true" />}
            {member.active ? "Deactivate" : "Reactivate"}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      {dialog && confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          pendingLabel={dialog.pendingLabel}
          destructive={dialog.destructive}
          pending={pending}
          onConfirm={() => void send(confirming)}
        />
      )}
    </div>
  );
}
