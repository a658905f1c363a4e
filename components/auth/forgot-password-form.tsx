"use client";

import { forgotPasswordAction } from "@/lib/auth/actions";
import { EmailLinkForm } from "./email-link-form";

export function ForgotPasswordForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  return <EmailLinkForm action={forgotPasswordAction} label="Send Reset Link" pendingLabel="Sending..." defaultEmail={defaultEmail} />;
}
