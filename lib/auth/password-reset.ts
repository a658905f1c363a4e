// "Forgot your password?": an e-mailed link that works once, for 30 minutes. Asking for a link answers
// the same whether or not the address has an account; only the token's hash is stored.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { sendEmail } from "@/lib/email";
import { siteConfig } from "@/lib/site-config";
import { signInKeys } from "./credentials";
import { hashPassword } from "./password";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules";
import {
  RESET_TOKEN_MESSAGES,
  hashResetToken,
  isWellFormedResetToken,
  newResetToken,
  resetTokenState,
  type ResetTokenState,
} from "./reset-token";

/**
 * The origin the e-mailed link points at. AUTH_URL or SITE_URL when set, so that in production a forged
 * Host header can never put another site's address into the mail; the request's own origin otherwise
 * (a local demo, where the configured site address would not reach this machine).
 */
export function resetLinkOrigin(requestOrigin: string): string {
  const configured = process.env.AUTH_URL?.trim() || process.env.SITE_URL?.trim();
  try {
    return new URL(configured || requestOrigin).origin;
  } catch {
    return requestOrigin;
  }
}

/** Sends a reset link when `email` has an account; does nothing visible otherwise. */
export async function requestPasswordReset(email: string, { origin, now = new Date() }: { origin: string; now?: Date }): Promise<void> {
  const user = await db().user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, email: true, firstName: true } });
  if (!user) return;
  const { token, tokenHash, expiresAt } = newResetToken(now);
  await db().$transaction(async (tx) => {
    // Only the newest link works: an older mail lying around cannot be used any more.
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt } });
  });
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendEmail({
    to: user.email,
    subject: `Reset your ${siteConfig.companyName} password`,
    text: [
      `Hello ${user.firstName},`,
      "",
      "Someone (we hope you) asked to reset the password of your account. Choose a new password here:",
      "",
      link,
      "",
      "The link works once and for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      "",
      siteConfig.companyName,
    ].join("\n"),
    relatedType: "User",
    relatedId: user.id,
  });
}

/** What the reset page should show for a link, before anyone types a password. */
export async function resetLinkState(token: unknown, now: Date = new Date()): Promise<ResetTokenState> {
  if (!isWellFormedResetToken(token)) return "unknown";
  const row = await db().passwordResetToken.findUnique({
    where: { tokenHash: hashResetToken(token) },
    select: { expiresAt: true, usedAt: true },
  });
  return resetTokenState(row, now);
}

export type ResetResult = { ok: true; email: string } | { ok: false; error: string; fields: Record<string, string> };

/** Sets the new password and uses up the link; a used, expired or unknown link changes nothing. */
export async function resetPassword(
  { token, password }: { token: string; password: string },
  { now = new Date(), ip }: { now?: Date; ip?: string } = {},
): Promise<ResetResult> {
  const refused = (state: Exclude<ResetTokenState, "valid">): ResetResult => ({
    ok: false,
    error: RESET_TOKEN_MESSAGES[state],
    fields: { token: RESET_TOKEN_MESSAGES[state] },
  });
  if (!isWellFormedResetToken(token)) return refused("unknown");
  const tokenHash = hashResetToken(token);
  const row = await db().passwordResetToken.findUnique({
    where: { tokenHash },
    select: { id: true, expiresAt: true, usedAt: true, user: { select: { id: true, email: true } } },
  });
  const state = resetTokenState(row, now);
  if (state !== "valid" || !row) return refused(state === "valid" ? "unknown" : state);

  const problem = passwordProblem(password, row.user.email);
  if (problem) return { ok: false, error: PASSWORD_MESSAGES[problem], fields: { password: PASSWORD_MESSAGES[problem] } };

  const passwordHash = await hashPassword(password);
  const applied = await db().$transaction(async (tx) => {
    // Claims the link: of two submissions at once, only the one that flips usedAt goes on.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return false;
    await tx.user.update({ where: { id: row.user.id }, data: { passwordHash } });
    // Whoever reset the password may sign in at once, even after failed attempts on the account.
    await tx.rateLimit.deleteMany({ where: { key: signInKeys("", row.user.email).account } });
    await recordAudit(
      { actor: { id: row.user.id, email: row.user.email }, action: "user.password_reset", entityType: "User", entityId: row.user.id, ip },
      tx,
    );
    return true;
  });
  return applied ? { ok: true, email: row.user.email } : refused("used");
}
