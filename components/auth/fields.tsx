"use client";

import { TextField } from "@/components/forms";
import { useFormFieldControl } from "@/components/forms/form-context";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth/password-rules";
import { LIMITS } from "@/lib/auth/schemas";
import { PasswordInput } from "./password-input";

// Every field of the account forms is required: no asterisks on these short forms, the control says it.

/** The e-mail field of the account forms. */
export function EmailField({ autoComplete, autoFocus }: { autoComplete: "username" | "email"; autoFocus?: boolean }) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      aria-required="true"
      maxLength={LIMITS.email}
    />
  );
}

/** A password field of the account forms, with its show button, an optional hint and its error. */
export function PasswordField({
  name,
  label,
  hint,
  autoComplete,
}: {
  name: string;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}) {
  const { id, error, registration } = useFormFieldControl(name);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        aria-required="true"
        maxLength={PASSWORD_MAX_LENGTH}
        {...registration}
        {...fieldAria(id, { hint, error })}
      />
    </FormField>
  );
}
