"use client";

import Link from "@/components/ui/link";
import { SubmitButton, TextField, ZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { registerAction } from "@/lib/auth/actions";
import { PASSWORD_HINT } from "@/lib/auth/password-rules";
import { LIMITS, registerSchema } from "@/lib/auth/schemas";
import { EmailField, PasswordField } from "./fields";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";

export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const { form, answer, submit, onSubmitCapture, messageRef } = useAuthForm(registerSchema, {
    action: registerAction,
    defaultValues: { firstName: "", lastName: "", company: "", email: "", password: "", callbackUrl },
  });

  // The answer is the same whether or not the address had an account: what to do next is in the e-mail.
  if (answer.status === "success") {
    return (
      <div className="grid gap-5">
        <FormMessage state={answer} />
        <p className="text-sm text-muted-foreground">
          No e-mail after a few minutes? Check your spam folder, or{" "}
          <Link href="/verify-email" className="font-medium text-primary underline-offset-4 hover:underline">
            ask for a new link
          </Link>
          .
        </p>
        <Button asChild size="lg" variant="outline">
          <Link href="/sign-in">Go to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={onSubmitCapture} className="grid gap-5">
      <FormMessage state={answer} ref={messageRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" aria-required="true" maxLength={LIMITS.name} />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" aria-required="true" maxLength={LIMITS.name} />
      </div>
      <TextField name="company" label="Company" autoComplete="organization" aria-required="true" maxLength={LIMITS.company} />
      <EmailField autoComplete="email" />
      <PasswordField name="password" label="Password" hint={PASSWORD_HINT} autoComplete="new-password" />
      <SubmitButton pendingLabel="Creating your account..." className="w-full">
        Create Account
      </SubmitButton>
    </ZodForm>
  );
}
