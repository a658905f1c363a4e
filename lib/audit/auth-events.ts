// Sign-in and access events in the audit log: who signed in or failed to, lock-outs,
// sign-outs, password resets, e-mail verifications and refused visits to staff routes, each with the
// address and user agent of the request. Never a password or a token: only what the log may show.
import "server-only";
import { recordAudit } from "./index";

/** The audit actions of sign-in and access, as stored in AuditLog.action. */
export const AUTH_EVENTS = {
  signedIn: "auth.signed_in",
  signInFailed: "auth.sign_in_failed",
  lockedOut: "auth.locked_out",
  signedOut: "auth.signed_out",
  passwordResetRequested: "auth.password_reset_requested",
  passwordReset: "auth.password_reset",
  passwordChanged: "auth.password_changed",
  verificationSent: "auth.verification_sent",
  emailVerified: "auth.email_verified",
  accessDenied: "auth.access_denied",
} as const;

export type AuthEvent = (typeof AUTH_EVENTS)[keyof typeof AUTH_EVENTS];

export type RequestOrigin = { ip?: string | null; userAgent?: string | null };

export type AuthEventEntry = RequestOrigin & {
  action: AuthEvent;
  /** The account concerned, when there is one. */
  user?: { id: string; email: string } | null;
  /** What was typed or asked for when no account is known: the e-mail of a failed sign-in, a refused path. */
  subject?: string;
  /** Extra facts for staff (a reason, a status code); never a secret. */
  detail?: Record<string, string | number | boolean | null>;
};

/** Writes one sign-in or access event. The actor is the account when known, else "anonymous". */
export async function recordAuthEvent(entry: AuthEventEntry): Promise<void> {
  const user = entry.user ?? null;
  await recordAudit({
    actor: user ? { id: user.id, email: user.email } : { label: "anonymous" },
    action: entry.action,
    entityType: user ? "User" : entry.action === AUTH_EVENTS.accessDenied ? "Path" : "Sign-in",
    entityId: user ? user.id : (entry.subject ?? "unknown").slice(0, 300),
    after: entry.detail ?? (user ? undefined : entry.subject ? { subject: entry.subject.slice(0, 300) } : undefined),
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
  });
}
