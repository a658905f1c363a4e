// Sessions that can be ended. The session cookie (Auth.js's encrypted JWT) names a Session row by its id
// (claim `sid`); every request that reads the signed-in user checks that row is still open, so signing
// out or resetting the password ends a copied cookie at once, and a session ends 30 days after sign-in
// however active it was (the cookie's own expiry is renewed on use; the row's is not).
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a session ended; "deactivated": the owner deactivated the staff account. */
export type SessionEndReason = "sign_out" | "password_reset" | "password_changed" | "deactivated";

type SessionWriter = Pick<Prisma.TransactionClient, "session">;

/** Opens a session for `userId`; its id goes into the cookie. */
export async function openSession(
  userId: string,
  { ip, userAgent, now = new Date() }: { ip?: string | null; userAgent?: string | null; now?: Date } = {},
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db().session.create({
    data: { id, userId, createdAt: now, expiresAt, ip: ip ?? null, userAgent: userAgent ? userAgent.slice(0, 500) : null },
  });
  return { id, expiresAt };
}

/** Ends one session (signing out); ending an ended one changes nothing. */
export async function endSession(id: string, reason: SessionEndReason, client: SessionWriter = db()): Promise<boolean> {
  const { count } = await client.session.updateMany({ where: { id, endedAt: null }, data: { endedAt: new Date(), endReason: reason } });
  return count === 1;
}

/** Ends every open session of a user (a new password, a deactivated account), but `keep` (the session that
 *  changed the password): cookies copied before stop working at once. */
export async function endAllSessions(
  userId: string,
  reason: SessionEndReason,
  client: SessionWriter = db(),
  { keep }: { keep?: string } = {},
): Promise<number> {
  const { count } = await client.session.updateMany({
    where: { userId, endedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { endedAt: new Date(), endReason: reason },
  });
  return count;
}

/** The user every request reads again: a deleted account or a changed role counts at once. */
export const SESSION_USER_FIELDS = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  staffRole: true,
  createdAt: true,
} as const;

export type OpenSession = Prisma.SessionGetPayload<{ select: { id: true; user: { select: typeof SESSION_USER_FIELDS } } }>;

/**
 * The session `id` of `userId` with its user, while it is open (not ended, not past its 30 days, its
 * account not deactivated), else null.
 */
export async function findOpenSession(id: string, userId: string): Promise<OpenSession | null> {
  return db().session.findFirst({
    where: { id, userId, endedAt: null, expiresAt: { gt: new Date() }, user: { deactivatedAt: null } },
    select: { id: true, user: { select: SESSION_USER_FIELDS } },
  });
}
