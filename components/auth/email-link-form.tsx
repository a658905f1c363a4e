"use client";

import { SubmitButton, ZodForm } from "@/components/forms";
import type { AuthFormState } from "@/lib/auth/form-state";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { EmailField } from "./fields";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";

type Props = {
  /** Answers the same words whether or not the address has an account. */
  action: (previous: AuthFormState, formData: FormData) => Promise<AuthFormState>;
  label: string;
  pendingLabel: string;
  defaultEmail?: string;
};

/** One e-mail field that asks for a link by e-mail: a password reset, a new confirmation link. */
export function EmailLinkForm({ action, label, pendingLabel, defaultEmail = "" }: Props) {
  const { form, answer, submit, onSubmitCapture, messageRef } = useAuthForm(forgotPasswordSchema, {
    action,
    defaultValues: { email: defaultEmail },
  });

  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={onSubmitCapture} className="grid gap-5">
      <FormMessage state={answer} ref={messageRef} />
      <EmailField autoComplete="email" />
      <SubmitButton pendingLabel={pendingLabel} className="w-full">
        {label}
      </SubmitButton>
    </ZodForm>
  );
}
