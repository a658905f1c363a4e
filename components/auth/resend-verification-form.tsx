"use client";

import { resendVerificationAction } from "@/lib/auth/actions";
import { EmailLinkForm } from "./email-link-form";

export function ResendVerificationForm() {
  return <EmailLinkForm action={resendVerificationAction} label="Send a New Link" pendingLabel="Sending..." />;
}
