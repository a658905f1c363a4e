"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { SubmitButton, ZodForm, useZodForm } from "@/components/forms";
import { signInWithPassword, type SignInResult } from "@/lib/auth/actions";
import { IDLE, type AuthFormState } from "@/lib/auth/form-state";
import { signInSchema } from "@/lib/auth/schemas";
import { EmailField, PasswordField } from "./fields";
import { FormMessage } from "./form-message";
import { focusMessageUnlessFieldNamed } from "./use-auth-form";

const OFFLINE: SignInResult = { ok: false, error: "Signing in failed. Check your connection and try again.", fields: {} };
const LINK = "font-medium text-primary underline-offset-4 hover:underline";

type Props = {
  /** Where the page goes once signed in (the /sign-in page); checked again by the server. */
  callbackUrl?: string;
  defaultEmail?: string;
  /** Signed in without leaving the page (the portal dialog): the caller shows what comes next. */
  onSignedIn?: () => Promise<void>;
  /** Called when a link leads away (the dialog closes). */
  onLeave?: () => void;
  /** Starts in the e-mail field (a dialog that has just opened). */
  autoFocus?: boolean;
  /** Shows "Create an account" below the button. */
  registerHref?: string;
};

/**
 * The one sign-in form, on /sign-in and in the header's portal dialog: e-mail and password checked
 * here with the server's schema, then by the server, which never redirects (signInWithPassword).
 */
export function SignInForm({ callbackUrl, defaultEmail = "", onSignedIn, onLeave, autoFocus = false, registerHref }: Props) {
  const router = useRouter();
  const form = useZodForm(signInSchema, { defaultValues: { email: defaultEmail, password: "", callbackUrl } });
  const [answer, setAnswer] = useState<AuthFormState>(IDLE);
  const [leaving, startLeaving] = useTransition();
  const messageRef = useRef<HTMLDivElement>(null);

  async function submit() {
    const result = await signInWithPassword(form.getValues()).catch(() => OFFLINE);
    if (result.ok) {
      if (onSignedIn) await onSignedIn();
      // The button stays busy until the next page shows.
      else startLeaving(() => router.push(result.redirectTo));
      return;
    }
    setAnswer({ status: "error", error: result.error, fields: result.fields, unverified: result.unverified });
    form.applyServerAnswer({ fields: result.fields });
    focusMessageUnlessFieldNamed(messageRef.current, result.fields);
  }

  return (
    <ZodForm form={form} onSubmit={submit} onSubmitCapture={() => setAnswer(IDLE)} className="grid gap-5">
      <FormMessage state={answer} ref={messageRef} />
      {answer.status === "error" && answer.unverified && (
        <Link href="/verify-email" onClick={onLeave} className={`-mt-2 text-sm ${LINK}`}>
          Send me a new confirmation link
        </Link>
      )}
      <EmailField autoComplete="username" autoFocus={autoFocus} />
      <div className="grid gap-1.5">
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <Link href="/forgot-password" onClick={onLeave} className={`justify-self-start text-sm ${LINK}`}>
          Forgot your password?
        </Link>
      </div>
      <SubmitButton pendingLabel="Signing in..." pending={form.formState.isSubmitting || leaving} className="w-full">
        Sign In
      </SubmitButton>
      {registerHref && (
        <p className="-mt-1 text-center text-sm text-muted-foreground">
          New here?{" "}
          <Link href={registerHref} onClick={onLeave} className={LINK}>
            Create an account
          </Link>
        </p>
      )}
    </ZodForm>
  );
}
