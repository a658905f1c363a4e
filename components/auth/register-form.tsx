"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { registerAction } from "@/lib/auth/actions";
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH } from "@/lib/auth/password-rules";
import { LIMITS, registerSchema } from "@/lib/auth/schemas";
import { AuthField, describedBy } from "./auth-field";
import { FormMessage } from "./form-message";
import { PasswordInput } from "./password-input";
import { SubmitButton } from "./submit-button";
import { useAuthForm } from "./use-auth-form";

const ORDER = ["firstName", "lastName", "company", "email", "password"] as const;
type Name = (typeof ORDER)[number];

const TEXT_FIELDS: { name: Exclude<Name, "password" | "email">; label: string; autoComplete: string; maxLength: number }[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", maxLength: LIMITS.name },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", maxLength: LIMITS.name },
  { name: "company", label: "Company", autoComplete: "organization", maxLength: LIMITS.company },
];

export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useAuthForm<Name>({
    action: registerAction,
    schema: registerSchema,
    initial: { firstName: "", lastName: "", company: "", email: "", password: "" },
    order: [...ORDER],
  });

  return (
    <form ref={form.formRef} action={form.formAction} onSubmit={form.onSubmit} noValidate aria-busy={form.pending} className="grid gap-5">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <FormMessage state={form.state} id={id("message")} />
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.slice(0, 2).map((field) => (
          <AuthField key={field.name} id={id(field.name)} label={field.label} error={form.errors[field.name]}>
            <Input
              id={id(field.name)}
              name={field.name}
              autoComplete={field.autoComplete}
              required
              maxLength={field.maxLength}
              value={form.values[field.name]}
              onChange={(event) => form.setValue(field.name, event.target.value)}
              {...describedBy(id(field.name), { error: form.errors[field.name] })}
            />
          </AuthField>
        ))}
      </div>
      {TEXT_FIELDS.slice(2).map((field) => (
        <AuthField key={field.name} id={id(field.name)} label={field.label} error={form.errors[field.name]}>
          <Input
            id={id(field.name)}
            name={field.name}
            autoComplete={field.autoComplete}
            required
            maxLength={field.maxLength}
            value={form.values[field.name]}
            onChange={(event) => form.setValue(field.name, event.target.value)}
            {...describedBy(id(field.name), { error: form.errors[field.name] })}
          />
        </AuthField>
      ))}
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
      <AuthField id={id("password")} label="Password" hint={PASSWORD_HINT} error={form.errors.password}>
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
      <SubmitButton pending={form.pending} label="Create Account" pendingLabel="Creating your account..." />
    </form>
  );
}
