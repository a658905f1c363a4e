// The credentials check behind sign-in, with its brake on guessing (DESIGN §6): at most 5 failed
// attempts per 15 minutes per client address and per account. Once either count is reached the
// attempt is refused before the password is looked at, so even the right password waits. Answers
// never say whether the e-mail has an account.
import "server-only";
import { db } from "@/lib/db/client";
import { consume } from "@/lib/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import type { SessionUser } from "./session";

export const SIGN_IN_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

export type CredentialsResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterMinutes: number };

export type CredentialsOptions = {
  /** The client's address (lib/rate-limit clientAddress). */
  address: string;
  /** The window of the failure counts; the tests shorten it. */
  windowMs?: number;
};

export const signInKeys = (address: string, email: string) => ({
  address: `sign-in:address:${address}`,
  account: `sign-in:account:${email.trim().toLowerCase()}`,
});

/** Seconds until the later of the windows that reached the limit ends; 0 when none did. */
async function blockedForSeconds(keys: string[], limit: number): Promise<number> {
  const rows = await db().$queryRaw<{ count: number; remainingMs: number }[]>`
    SELECT "count",
      (EXTRACT(EPOCH FROM ("expiresAt" - (now() AT TIME ZONE 'UTC')::timestamp(3))) * 1000)::float8 AS "remainingMs"
    FROM "RateLimit"
    WHERE "key" = ANY(${keys}::text[])
  `;
  let seconds = 0;
  for (const row of rows) {
    const remainingMs = Number(row.remainingMs);
    if (Number(row.count) >= limit && remainingMs > 0) seconds = Math.max(seconds, Math.ceil(remainingMs / 1000));
  }
  return seconds;
}

// Compared against when the e-mail has no account, so that a miss takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function checkCredentials(
  credentials: { email: string; password: string },
  { address, windowMs = SIGN_IN_LIMIT.windowMs }: CredentialsOptions,
): Promise<CredentialsResult> {
  const email = credentials.email.trim().toLowerCase();
  const keys = signInKeys(address, email);
  const waitSeconds = await blockedForSeconds([keys.address, keys.account], SIGN_IN_LIMIT.limit);
  if (waitSeconds > 0) return { ok: false, reason: "rate_limited", retryAfterMinutes: Math.ceil(waitSeconds / 60) };

  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, createdAt: true, passwordHash: true },
  });
  decoyHash ??= hashPassword("decoy password for unknown e-mail addresses");
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash));

  if (!user || !matches) {
    const limit = { limit: SIGN_IN_LIMIT.limit, windowMs };
    await consume(keys.address, limit);
    await consume(keys.account, limit);
    return { ok: false, reason: "invalid" };
  }

  // The account's own count starts again; the address's does not, so one known password cannot be
  // used to keep guessing others from the same place.
  await db().rateLimit.deleteMany({ where: { key: keys.account } });
  await db().user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  const { passwordHash: _hash, ...sessionUser } = user;
  return { ok: true, user: sessionUser };
}

export function rateLimitedMessage(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export const INVALID_CREDENTIALS_MESSAGE = "Incorrect e-mail or password.";
