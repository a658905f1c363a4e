"use client";

import Link from "next/link";
import { useId } from "react";
import { resetPasswordAction } from "@/lib/auth/actions";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from "@/lib/auth/password-rules";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { AuthField, describedBy } from "./auth-field";
import { FormMessage } from "./form-message";
import { PasswordInput } from "./password-input";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";

export function ResetPasswordForm({ token }: { token: string }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useAuthForm({
    action: resetPasswordAction,
    schema: resetPasswordSchema,
    initial: { password: "" },
    order: ["password"],
  });

  if (form.state.status === "success") {
    return (
      <div className="grid gap-5">
        <FormMessage state={form.state} id={id("message")} />
        <Link
          href="/sign-in"
          className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
        >
          Sign In
        </Link>
      </div>
    );
  }

  const linkRefused = form.state.status === "error" && Boolean(form.state.fields.token);
  return (
    <form ref={form.formRef} action={form.formAction} onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="grid gap-5">
      <input type="hidden" name="token" value={token} />
      <FormMessage state={form.state} id={id("message")} />
      {linkRefused && (
        <Link href="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new reset link
        </Link>
      )}
      <AuthField id={id("password")} label="New Password" hint={PASSWORD_HINT} error={form.errors.password}>
        <PasswordInput
          id={id("password")}
          name="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={form.values.password}
          onChange={(event) => form.setValue("password", event.target.value)}
          {...describedBy(id("password"), { hint: PASSWORD_HINT, error: form.errors.password })}
        />
      </AuthField>
      <SubmitButton pending={form.pending} label="Set New Password" pendingLabel="Saving..." />
    </form>
  );
}
