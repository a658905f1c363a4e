// Creating customer accounts. New accounts are always customers; staff accounts come from the seed or
// from staff. A new account is unverified: nothing joins it (earlier guest orders, their documents and
// certificates) until its owner opens the link e-mailed now (lib/auth/email-verification.ts).
// Registering answers the same words, after the same work (one slow hash, one e-mail), whether or not the
// address already has an account, so the form cannot be used to find out who is a customer.
import "server-only";
import { recordAudit } from "@/lib/audit";
import type { RequestOrigin } from "@/lib/audit/auth-events";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { sendAccountExistsNotice, sendVerificationLink } from "./email-verification";
import { hashPassword } from "./password";

/** The audit log's entry of an account just made, by the person it is for. */
export async function recordNewAccount(
  tx: Prisma.TransactionClient,
  account: { id: string; email: string },
  action: string,
  after: Record<string, unknown>,
  { ip, userAgent }: RequestOrigin,
): Promise<void> {
  await recordAudit(
    { actor: { id: account.id, email: account.email }, action, entityType: "User", entityId: account.id, after, ip, userAgent },
    tx,
  );
}

export type NewAccount = { firstName: string; lastName: string; company: string; email: string; password: string };

/** `created` is for the caller's tests and logs only: the visitor is told the same either way. */
export type RegisterResult = { created: boolean };

export function registeredMessage(email: string): string {
  return `Check your e-mail: we sent a message to ${email}. If the address is new here, it holds a link to confirm it and finish your account (the link works for 24 hours); if an account already exists for it, it tells you how to sign in.`;
}

/** `account` must already be valid (registerSchema): the e-mail lower-cased, the password strong enough. */
export async function registerAccount(
  account: NewAccount,
  { ip, userAgent, origin }: RequestOrigin & { origin: string },
): Promise<RegisterResult> {
  const email = account.email.trim().toLowerCase();
  // Hashed before the address is looked up, so both answers cost the same.
  const passwordHash = await hashPassword(account.password);
  const existing = await db().user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true } });
  if (existing) {
    await sendAccountExistsNotice(existing, { origin });
    return { created: false };
  }
  let user: { id: string; email: string; firstName: string };
  try {
    user = await db().$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { email, firstName: account.firstName, lastName: account.lastName, company: account.company, passwordHash, role: "customer" },
        select: { id: true, email: true, firstName: true, role: true },
      });
      await recordNewAccount(tx, created, "user.registered", { email: created.email, role: created.role }, { ip, userAgent });
      return created;
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides, the other is told as above.
    if (isUniqueViolation(error)) {
      const winner = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true, firstName: true } });
      await sendAccountExistsNotice(winner, { origin });
      return { created: false };
    }
    throw error;
  }
  await sendVerificationLink(user, { origin, ip, userAgent });
  return { created: true };
}

/** What the account page shows beyond the session user. */
export async function accountDetails(userId: string): Promise<{ company: string | null } | null> {
  return db().user.findUnique({ where: { id: userId }, select: { company: true } });
}

/** The role of the account `email` names; "customer" when there is none (the sign-in that asked has just succeeded). */
export async function accountRole(email: string): Promise<"customer" | "staff"> {
  const user = await db().user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { role: true } });
  return user?.role ?? "customer";
}
