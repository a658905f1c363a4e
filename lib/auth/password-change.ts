// Changing the password from the account page: the current password must be given (a session left open
// on a shared computer is not enough), and wrong guesses count against the same limits as sign-in. The
// new password ends every other session of the account and is e-mailed to the owner.
import "server-only";
import { AUTH_EVENTS, recordAuthEvent, type RequestOrigin } from "@/lib/audit/auth-events";
import { db } from "@/lib/db/client";
import { sendEmail } from "@/lib/email";
import { afterResponse } from "@/lib/http/after-response";
import { claim, release } from "@/lib/rate-limit";
import { SIGN_IN_LIMITS, signInKeys } from "./credentials";
import { hashPassword, verifyPassword } from "./password";
import { passwordChangedEmail } from "./password-reset";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules";
import { endAllSessions } from "./sessions";

export type ChangeResult = { ok: true; sessionsEnded: number } | { ok: false; error: string; fields: Record<string, string> };

export const WRONG_CURRENT_PASSWORD = "This is not your current password.";

export async function changePassword(
  session: { id: string; user: { id: string; email: string; firstName: string } },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  { ip, userAgent, now = new Date() }: RequestOrigin & { ip: string; now?: Date },
): Promise<ChangeResult> {
  const { user } = session;
  const problem = passwordProblem(newPassword, user.email);
  if (problem) return { ok: false, error: PASSWORD_MESSAGES[problem], fields: { newPassword: PASSWORD_MESSAGES[problem] } };

  const keys = signInKeys(ip, user.email);
  const byAddress = await claim(keys.address, SIGN_IN_LIMITS.address);
  const byAccount = byAddress.allowed ? await claim(keys.account, SIGN_IN_LIMITS.account) : byAddress;
  if (!byAccount.allowed) {
    if (byAddress.allowed) await release(keys.address);
    const minutes = Math.max(1, Math.ceil(byAccount.retryAfterSeconds / 60));
    const error = `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
    return { ok: false, error, fields: {} };
  }
  const row = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(currentPassword, row.passwordHash))) {
    await recordAuthEvent({ action: AUTH_EVENTS.signInFailed, user, ip, userAgent, detail: { during: "password change" } });
    return { ok: false, error: WRONG_CURRENT_PASSWORD, fields: { currentPassword: WRONG_CURRENT_PASSWORD } };
  }
  await release(keys.address);
  await release(keys.account);

  const passwordHash = await hashPassword(newPassword);
  const sessionsEnded = await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    return endAllSessions(user.id, "password_changed", tx, { keep: session.id });
  });
  await recordAuthEvent({ action: AUTH_EVENTS.passwordChanged, user, ip, userAgent, detail: { sessionsEnded } });
  await afterResponse(() => sendEmail(passwordChangedEmail(user, now, { keptThisSession: true })));
  return { ok: true, sessionsEnded };
}
