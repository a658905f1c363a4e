"use client";

import { SubmitButton, ZodForm } from "@/components/forms";
import { changePasswordAction } from "@/lib/auth/actions";
import { PASSWORD_HINT } from "@/lib/auth/password-rules";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { PasswordField } from "./fields";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";

/** The account page's password change: the current password proves it is the owner at the keyboard. */
export function ChangePasswordForm() {
  const { form, answer, submit, onSubmitCapture, messageRef } = useAuthForm(changePasswordSchema, {
    action: changePasswordAction,
    defaultValues: { currentPassword: "", newPassword: "" },
    clearOnSuccess: true,
  });

  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={onSubmitCapture} className="grid gap-5">
      <FormMessage state={answer} ref={messageRef} />
      <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
      <PasswordField name="newPassword" label="New Password" hint={PASSWORD_HINT} autoComplete="new-password" />
      <SubmitButton pendingLabel="Saving..." className="w-full">
        Change Password
      </SubmitButton>
    </ZodForm>
  );
}
