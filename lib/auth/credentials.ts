// The credentials check behind sign-in, with its brake on guessing (DESIGN §6):
// - at most 5 failed attempts per 15 minutes from one client address, whatever the accounts tried;
// - at most 25 per 15 minutes on one account, from all addresses together: a ceiling for guessing from
//   many addresses, set above the per-address limit so that a guesser locked out at one address does not
//   lock the owner out too (the owner, signing in from an address without failures, is let in).
// Attempts are counted FIRST, with one atomic conditional upsert per count, and only then is the password
// hashed: of 40 simultaneous guesses only the free places are checked, the rest are refused without a
// hash, and so is the right password once the limit is reached. A successful attempt gives its place back.
// Answers never say whether the e-mail has an account.
import "server-only";
import { AUTH_EVENTS, recordAuthEvent, type RequestOrigin } from "@/lib/audit/auth-events";
import { db } from "@/lib/db/client";
import { claim, release } from "@/lib/rate-limit";
import { linkGuestOrders } from "./email-verification";
import { hashPassword, verifyPassword } from "./password";
import type { SessionUser } from "./session";
import { openSession, SESSION_USER_FIELDS } from "./sessions";

const WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = {
  address: { limit: 5, windowMs: WINDOW_MS },
  account: { limit: 25, windowMs: WINDOW_MS },
} as const;

export type CredentialsResult =
  | { ok: true; user: SessionUser; sessionId: string }
  | { ok: false; reason: "invalid" }
  /** The password is right but the address was never confirmed: no session until it is. */
  | { ok: false; reason: "unverified" }
  | { ok: false; reason: "rate_limited"; retryAfterMinutes: number };

export type CredentialsOptions = RequestOrigin & {
  /** The client's address (lib/rate-limit clientAddress). */
  address: string;
  /**
   * The time the attempt counts at in the limits above; unset (always, in the app), the database's clock
   * (lib/rate-limit). Tests pass a later time instead of waiting for a window to end.
   */
  now?: Date;
};

export const signInKeys = (address: string, email: string) => ({
  address: `sign-in:address:${address}`,
  account: `sign-in:account:${email.trim().toLowerCase()}`,
});

// Compared against when the e-mail has no account, so that a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function checkCredentials(
  credentials: { email: string; password: string },
  { address, now, userAgent }: CredentialsOptions,
): Promise<CredentialsResult> {
  const email = credentials.email.trim().toLowerCase();
  const keys = signInKeys(address, email);
  const origin = { ip: address, userAgent };
  const limits = { address: { ...SIGN_IN_LIMITS.address, now }, account: { ...SIGN_IN_LIMITS.account, now } };

  const byAddress = await claim(keys.address, limits.address);
  if (!byAddress.allowed) return { ok: false, reason: "rate_limited", retryAfterMinutes: minutes(byAddress.retryAfterSeconds) };
  const byAccount = await claim(keys.account, limits.account);
  if (!byAccount.allowed) {
    await release(keys.address);
    return { ok: false, reason: "rate_limited", retryAfterMinutes: minutes(byAccount.retryAfterSeconds) };
  }

  const user = await db().user.findUnique({
    where: { email },
    select: { ...SESSION_USER_FIELDS, passwordHash: true, emailVerifiedAt: true, deactivatedAt: true },
  });
  decoyHash ??= hashPassword("decoy password for unknown e-mail addresses");
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash));

  // A deactivated staff account signs in no more; it is told what any wrong password is told.
  if (!user || !matches || user.deactivatedAt) {
    const account = user ? { id: user.id, email: user.email } : null;
    await recordAuthEvent({ action: AUTH_EVENTS.signInFailed, user: account, subject: email, ...origin });
    // This failure used the last place of a count: from now on attempts are refused unchecked.
    const lockedBy = byAddress.count >= limits.address.limit ? "address" : byAccount.count >= limits.account.limit ? "account" : null;
    if (lockedBy) {
      await recordAuthEvent({ action: AUTH_EVENTS.lockedOut, user: account, subject: email, ...origin, detail: { lockedBy } });
    }
    return { ok: false, reason: "invalid" };
  }

  // The right password: this attempt does not count against the address. The account's own count starts
  // again; the address's does not, so one known password cannot be used to keep guessing others.
  await release(keys.address);
  await db().rateLimit.deleteMany({ where: { key: keys.account } });
  if (!user.emailVerifiedAt) return { ok: false, reason: "unverified" };

  await db().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  // Guest orders placed with this (proven) address since the last sign-in join the account now.
  await linkGuestOrders({ id: user.id, email: user.email });
  const session = await openSession(user.id, { ip: address, userAgent });
  await recordAuthEvent({ action: AUTH_EVENTS.signedIn, user: { id: user.id, email: user.email }, ...origin });
  const { passwordHash: _hash, emailVerifiedAt: _verified, deactivatedAt: _deactivated, ...sessionUser } = user;
  return { ok: true, user: sessionUser, sessionId: session.id };
}

export function rateLimitedMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export const INVALID_CREDENTIALS_MESSAGE = "Incorrect e-mail or password.";

export const UNVERIFIED_MESSAGE = "Please confirm your e-mail address first: open the link we sent you when you created your account.";
