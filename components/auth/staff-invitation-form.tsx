"use client";

import { SubmitButton, ZodForm } from "@/components/forms";
import { acceptStaffInvitationAction } from "@/lib/auth/actions";
import { PASSWORD_HINT } from "@/lib/auth/password-rules";
import { staffInvitationSchema } from "@/lib/auth/schemas";
import { PasswordField } from "./fields";
import { FormMessage } from "./form-message";
import { InvitationProblem } from "./invitation-problem";
import { StaffSignInLink } from "./staff-sign-in-link";
import { useAuthForm } from "./use-auth-form";

/** The invitee chooses the password of their new staff account; then they are sent to sign in. */
export function StaffInvitationForm({ token, email }: { token: string; email: string }) {
  const { form, answer, submit, onSubmitCapture, messageRef } = useAuthForm(staffInvitationSchema, {
    action: acceptStaffInvitationAction,
    defaultValues: { token, password: "" },
  });

  if (answer.status === "success") {
    return (
      <div className="grid gap-5">
        <FormMessage state={answer} />
        <StaffSignInLink />
      </div>
    );
  }
  // The link itself was refused (used meanwhile, withdrawn, expired): another password cannot help.
  if (answer.status === "error" && answer.fields.token) return <InvitationProblem message={answer.error} />;

  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={onSubmitCapture} className="grid gap-5">
      <FormMessage state={answer} ref={messageRef} />
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <p className="text-sm">
        You will sign in with <strong className="font-semibold break-all">{email}</strong>
      </p>
      <PasswordField name="password" label="Password" hint={PASSWORD_HINT} autoComplete="new-password" />
      <SubmitButton pendingLabel="Creating..." className="w-full">
        Create Staff Account
      </SubmitButton>
    </ZodForm>
  );
}
