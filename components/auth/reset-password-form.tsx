"use client";

import Link from "@/components/ui/link";
import { SubmitButton, ZodForm } from "@/components/forms";
import { resetPasswordAction } from "@/lib/auth/actions";
import { PASSWORD_HINT } from "@/lib/auth/password-rules";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { PasswordField } from "./fields";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";

export function ResetPasswordForm({ token }: { token: string }) {
  const { form, answer, submit, onSubmitCapture, messageRef } = useAuthForm(resetPasswordSchema, {
    action: resetPasswordAction,
    defaultValues: { token, password: "" },
  });

  if (answer.status === "success") {
    return (
      <div className="grid gap-5">
        <FormMessage state={answer} />
        <Link
          href="/sign-in"
          className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
        >
          Sign In
        </Link>
      </div>
    );
  }

  const linkRefused = answer.status === "error" && Boolean(answer.fields.token);
  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={onSubmitCapture} className="grid gap-5">
      <FormMessage state={answer} ref={messageRef} />
      {linkRefused && (
        <Link href="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new reset link
        </Link>
      )}
      <PasswordField name="password" label="New Password" hint={PASSWORD_HINT} autoComplete="new-password" />
      <SubmitButton pendingLabel="Saving..." className="w-full">
        Set New Password
      </SubmitButton>
    </ZodForm>
  );
}
