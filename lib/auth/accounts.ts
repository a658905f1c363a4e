// Creating customer accounts. New accounts are always customers; staff accounts come from the seed or
// from staff. Orders placed before with the same e-mail join the new account.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import type { SessionUser } from "./session";

export type NewAccount = { firstName: string; lastName: string; company: string; email: string; password: string };

export type RegisterResult = { ok: true; user: SessionUser; linkedOrders: number } | { ok: false; fields: Record<string, string> };

export const EMAIL_TAKEN_MESSAGE = "An account with this e-mail already exists. Sign in, or reset your password if you forgot it.";

/** `account` must already be valid (registerSchema): the e-mail lower-cased, the password strong enough. */
export async function registerAccount(account: NewAccount, { ip }: { ip?: string } = {}): Promise<RegisterResult> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  try {
    return await db().$transaction(async (tx) => {
      const taken = await tx.user.findUnique({ where: { email }, select: { id: true } });
      if (taken) return { ok: false as const, fields: { email: EMAIL_TAKEN_MESSAGE } };
      const user = await tx.user.create({
        data: {
          email,
          firstName: account.firstName,
          lastName: account.lastName,
          company: account.company,
          passwordHash,
          role: "customer",
        },
        select: { id: true, email: true, firstName: true, lastName: true, role: true, createdAt: true },
      });
      // Guest orders were saved with the address as typed: compare without case.
      const linked = await tx.order.updateMany({
        where: { userId: null, customerEmail: { equals: email, mode: "insensitive" } },
        data: { userId: user.id },
      });
      await recordAudit(
        {
          actor: { id: user.id, email: user.email },
          action: "user.registered",
          entityType: "User",
          entityId: user.id,
          after: { email: user.email, role: user.role, linkedOrders: linked.count },
          ip,
        },
        tx,
      );
      return { ok: true as const, user, linkedOrders: linked.count };
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { ok: false, fields: { email: EMAIL_TAKEN_MESSAGE } };
    }
    throw error;
  }
}

/** What the account page shows beyond the session user. */
export async function accountDetails(userId: string): Promise<{ company: string | null } | null> {
  return db().user.findUnique({ where: { id: userId }, select: { company: true } });
}
