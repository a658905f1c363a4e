"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { LIMITS, forgotPasswordSchema } from "@/lib/auth/schemas";
import { AuthField, describedBy } from "./auth-field";
import { FormMessage } from "./form-message";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";

export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useAuthForm({
    action: forgotPasswordAction,
    schema: forgotPasswordSchema,
    initial: { email: defaultEmail },
    order: ["email"],
  });

  return (
    <form ref={form.formRef} action={form.formAction} onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="grid gap-5">
      <FormMessage state={form.state} id={id("message")} />
      <AuthField id={id("email")} label="Email" error={form.errors.email}>
        <Input
          id={id("email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          value={form.values.email}
          onChange={(event) => form.setValue("email", event.target.value)}
          {...describedBy(id("email"), { error: form.errors.email })}
        />
      </AuthField>
      <SubmitButton pending={form.pending} label="Send Reset Link" pendingLabel="Sending..." />
    </form>
  );
}
