// "Forgot your password?": an e-mailed link that works once, for 30 minutes. Asking for a link answers
// the same, and as fast, whether or not the address has an account (the e-mail goes out after the
// answer); only the token's hash is stored, and the e-mail log keeps the message without the link. A new password ends every session of the account (a cookie
// copied before stops working), proves the address (the link came to it), and is e-mailed to the owner.
import "server-only";
import { AUTH_EVENTS, recordAuthEvent, type RequestOrigin } from "@/lib/audit/auth-events";
import { db } from "@/lib/db/client";
import { sendEmail } from "@/lib/email";
import { afterResponse } from "@/lib/http/after-response";
import { siteConfig } from "@/lib/site-config";
import { accountEmail } from "./account-email";
import { signInKeys } from "./credentials";
import { emailLink, issueLink, linkState, useLink } from "./emailed-links";
import {
  RESET_TOKEN_MESSAGES,
  RESET_TOKEN_TTL_MS,
  hashLinkToken,
  isWellFormedLinkToken,
  linkTokenState,
  type LinkTokenState,
} from "./link-token";
import { hashPassword } from "./password";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules";
import { endAllSessions } from "./sessions";

/** Sends a reset link when `email` has an account; does nothing visible otherwise. `origin` is the site's
 *  own address (lib/http/public-origin.ts), never one a request named. */
export async function requestPasswordReset(
  email: string,
  { origin, now = new Date(), ip, userAgent }: RequestOrigin & { origin: string; now?: Date },
): Promise<void> {
  const user = await db().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true },
  });
  if (!user) return;
  const token = await issueLink("passwordResetToken", user.id, RESET_TOKEN_TTL_MS, now);
  await recordAuthEvent({ action: AUTH_EVENTS.passwordResetRequested, user, ip, userAgent });
  await emailLink(user, {
    subject: `Reset your ${siteConfig.companyName} password`,
    before: "Someone (we hope you) asked to reset the password of your account. Choose a new password here:",
    link: { kind: "reset", url: `${origin}/reset-password?token=${encodeURIComponent(token)}` },
    after: "The link works once and for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  });
}

/** What the reset page should show for a link, before anyone types a password. */
export async function resetLinkState(token: unknown, now: Date = new Date()): Promise<LinkTokenState> {
  return linkState("passwordResetToken", token, now);
}

export type ResetResult = { ok: true; email: string } | { ok: false; error: string; fields: Record<string, string> };

/** Sets the new password and uses up the link; a used, expired or unknown link changes nothing. */
export async function resetPassword(
  { token, password }: { token: string; password: string },
  { now = new Date(), ip, userAgent }: RequestOrigin & { now?: Date } = {},
): Promise<ResetResult> {
  const refused = (state: Exclude<LinkTokenState, "valid">): ResetResult => ({
    ok: false,
    error: RESET_TOKEN_MESSAGES[state],
    fields: { token: RESET_TOKEN_MESSAGES[state] },
  });
  if (!isWellFormedLinkToken(token)) return refused("unknown");
  const tokenHash = hashLinkToken(token);
  const row = await db().passwordResetToken.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      expiresAt: true,
      usedAt: true,
      user: { select: { id: true, email: true, firstName: true, emailVerifiedAt: true } },
    },
  });
  const state = linkTokenState(row, now);
  if (state !== "valid" || !row) return refused(state === "valid" ? "unknown" : state);

  const problem = passwordProblem(password, row.user.email);
  if (problem) return { ok: false, error: PASSWORD_MESSAGES[problem], fields: { password: PASSWORD_MESSAGES[problem] } };

  const passwordHash = await hashPassword(password);
  const ended = await db().$transaction(async (tx) => {
    if (!(await useLink(tx, "passwordResetToken", row.id, now))) return null;
    await tx.user.update({ where: { id: row.user.id }, data: { passwordHash, emailVerifiedAt: row.user.emailVerifiedAt ?? now } });
    // Whoever reset the password may sign in at once, even after failed attempts on the account.
    await tx.rateLimit.deleteMany({ where: { key: signInKeys("", row.user.email).account } });
    return endAllSessions(row.user.id, "password_reset", tx);
  });
  if (ended === null) return refused("used");
  await recordAuthEvent({ action: AUTH_EVENTS.passwordReset, user: row.user, ip, userAgent, detail: { sessionsEnded: ended } });
  await afterResponse(() => sendEmail(passwordChangedEmail(row.user, now)));
  return { ok: true, email: row.user.email };
}

const changedAt = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** Tells the owner their password changed, so that a change they did not make does not go unnoticed. */
export function passwordChangedEmail(user: { id: string; email: string; firstName: string }, when: Date, { keptThisSession = false } = {}) {
  const signedOut = keptThisSession
    ? "Every other device that was signed in has been signed out."
    : "Every device that was signed in has been signed out.";
  return accountEmail(user, `Your ${siteConfig.companyName} password was changed`, [
    `The password of your account was changed on ${changedAt.format(when)} UTC. ${signedOut}`,
    `If you made this change, there is nothing else to do. If you did not, reset your password at once (use "Forgot your password?" on the sign-in page) and call us at ${siteConfig.phone.display}.`,
  ]);
}
