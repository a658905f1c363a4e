"use client";

import Link from "@/components/ui/link";
import { SubmitButton, ZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { confirmEmailAction } from "@/lib/auth/actions";
import { confirmEmailSchema } from "@/lib/auth/schemas";
import { FormMessage } from "./form-message";
import { useAuthForm } from "./use-auth-form";

/**
 * Confirming takes a press, not just opening the link: mail scanners that open every link in a message
 * would otherwise use the link up before its owner does.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const { form, answer, submit, onSubmitCapture, messageRef } = useAuthForm(confirmEmailSchema, {
    action: confirmEmailAction,
    defaultValues: { token },
  });

  if (answer.status === "success") {
    return (
      <div className="grid gap-5">
        <FormMessage state={answer} />
        <Button asChild size="lg">
          <Link href="/sign-in">Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={onSubmitCapture} className="grid gap-5">
      <p className="text-sm text-muted-foreground">Confirm that this e-mail address is yours to finish creating your account.</p>
      <FormMessage state={answer} ref={messageRef} />
      {answer.status === "error" && (
        <Link href="/verify-email" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new link
        </Link>
      )}
      <SubmitButton pendingLabel="Confirming..." className="w-full">
        Confirm My E-mail Address
      </SubmitButton>
    </ZodForm>
  );
}
