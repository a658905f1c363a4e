"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { AlertCircleIcon } from "lucide-react";
import { fieldErrorProps, FormField } from "@/components/contact/form-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { signInWithPassword } from "@/lib/auth/actions";
import { fieldMessages, signInSchema } from "@/lib/auth/schemas";

/** The portal's signed-out view: e-mail and password, checked by the server, errors shown here. */
export function SignInView({ onSignedIn, onLeave }: { onSignedIn: () => Promise<void>; onLeave: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button stays focusable while busy (a disabled one would drop keyboard focus): a second press waits here.
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const parsed = signInSchema.safeParse(input);
    if (!parsed.success) {
      setFields(fieldMessages(parsed.error));
      setError(null);
      return;
    }
    setBusy(true);
    setFields({});
    setError(null);
    try {
      const result = await signInWithPassword(input);
      if (!result.ok) {
        setFields(result.fields);
        setError(result.error);
        return;
      }
      await onSignedIn();
    } catch {
      setError("Signing in failed. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      {error && (
        <Alert variant="destructive" id={`${id}-error`}>
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <FormField id={emailId} label="Email" error={fields.email}>
        <Input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          // The view replaces a loading placeholder, after the dialog placed focus: start here.
          autoFocus
          required
          {...fieldErrorProps(emailId, fields.email)}
        />
      </FormField>
      <FormField id={passwordId} label="Password" error={fields.password}>
        <Input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          {...fieldErrorProps(passwordId, fields.password)}
        />
      </FormField>
      <Button type="submit" aria-disabled={busy || undefined} className="w-full">
        {busy && <Spinner aria-hidden="true" role={undefined} aria-label={undefined} />}
        {busy ? "Signing In..." : "Sign In"}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link href="/forgot-password" onClick={onLeave} className="font-medium text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
        <Link href="/register" onClick={onLeave} className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </Link>
      </div>
    </form>
  );
}
