"use client";

import Link from "next/link";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { signInAction } from "@/lib/auth/actions";
import { LIMITS, signInSchema } from "@/lib/auth/schemas";
import { AuthField, describedBy } from "./auth-field";
import { FormMessage } from "./form-message";
import { PasswordInput } from "./password-input";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";

const ORDER = ["email", "password"] as const;

export function SignInForm({ callbackUrl, defaultEmail = "" }: { callbackUrl: string; defaultEmail?: string }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useAuthForm({
    action: signInAction,
    schema: signInSchema,
    initial: { email: defaultEmail, password: "" },
    order: [...ORDER],
  });

  return (
    <form ref={form.formRef} action={form.formAction} onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="grid gap-5">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <FormMessage state={form.state} id={id("message")} />
      <AuthField id={id("email")} label="Email" error={form.errors.email}>
        <Input
          id={id("email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          maxLength={LIMITS.email}
          value={form.values.email}
          onChange={(event) => form.setValue("email", event.target.value)}
          {...describedBy(id("email"), { error: form.errors.email })}
        />
      </AuthField>
      <div className="grid gap-1.5">
        <AuthField id={id("password")} label="Password" error={form.errors.password}>
          <PasswordInput
            id={id("password")}
            name="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={(event) => form.setValue("password", event.target.value)}
            {...describedBy(id("password"), { error: form.errors.password })}
          />
        </AuthField>
        <Link href="/forgot-password" className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton pending={form.pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
