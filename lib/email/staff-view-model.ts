// What the staff pages show of an outgoing e-mail (OutgoingEmail, lib/email): the status as staff read it,
// the reason beside a failed or retrying delivery, and the answer of "Resend". Client-safe: the status
// badge, the filters form and the Resend button all read it.
import type { SecretLinkKind } from "@/lib/email/secret-links";
import type { EmailStatus } from "@/lib/generated/prisma/enums";

/** Every delivery status, in the order the filter lists them (the way a message moves through them). */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "written", "failed"] as const satisfies readonly EmailStatus[];

export const EMAIL_STATUS_LABELS = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  // "Written" is the queue's word; staff see where the message went: no SMTP server is configured.
  written: "Saved to outbox",
  failed: "Failed",
} as const satisfies Record<EmailStatus, string>;

export function emailStatusLabel(status: EmailStatus): string {
  return EMAIL_STATUS_LABELS[status];
}

/**
 * The sentence beside the badge, or null. A failed message shows its reason; a queued one that already
 * failed an attempt shows that attempt's reason (the queue stores "Attempt 2 failed: …") and that it will
 * be tried again, so staff need not resend it. A reason on any other status is left from an earlier attempt.
 */
export function emailStatusDetail(status: EmailStatus, error: string | null): string | null {
  if (status === "failed") return error ?? "No reason was recorded.";
  // The reason's own full stop would read "refused., retrying".
  if (status === "queued" && error) return `${error.replace(/[.\s]+$/, "")}, retrying`;
  return null;
}

/** The answer of POST /api/admin/emails/{id}/resend: the new message, which copies the one resent. */
export type ResendEmailResponse = { success: true; email: { id: number; status: EmailStatus } };

export const EMAIL_TOASTS = {
  resent: "E-mail queued again",
  resendFailed: "The e-mail could not be queued again",
} as const;

/** A message can be sent again once its delivery is over: sent, written to the outbox, or failed. */
export function canResend(status: EmailStatus): boolean {
  return status !== "queued" && status !== "sending";
}

export const RESEND_STILL_DELIVERING = "This message is still being delivered: resend it once it is sent or has failed";

/**
 * Why a message whose link was not kept (it opened an account) cannot be resent, and what to do instead.
 * An order's link is made anew for the copy; only an order that no longer exists cannot have one.
 */
export const RESEND_LINK_NOT_KEPT: Record<SecretLinkKind, string> = {
  reset:
    'This message\'s reset link is not kept (it works once, for 30 minutes): the customer asks for a new one with "Forgot your password?" on the sign-in page',
  verification: "This message's confirmation link is not kept: the customer asks for a new one on the page the link opens, /verify-email",
  invitation: "This message's invitation link is not kept: send the invitation again from the Staff page",
  order: "This message's order link is not kept, and its order no longer exists",
};
