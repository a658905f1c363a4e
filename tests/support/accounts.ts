// Customer accounts for the integration tests: made directly in the database (as registration and its
// confirmation link would leave them), or through registration itself with the link read from the outbox.
import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { deliveredMessage } from "./outbox";

export const TEST_PASSWORD = "harbor-lantern-42";

export type TestAccount = { id: string; email: string; firstName: string; lastName: string; createdAt: Date; role: "customer" | "staff" };

/** A customer whose address is confirmed (or not, with `verified: false`). */
export async function createCustomer(
  options: { email?: string; password?: string; verified?: boolean; firstName?: string; lastName?: string } = {},
): Promise<TestAccount> {
  return db().user.create({
    data: {
      email: (options.email ?? `customer-${randomUUID()}@example.com`).toLowerCase(),
      firstName: options.firstName ?? "Robin",
      lastName: options.lastName ?? "Keller",
      company: "Keller Foods",
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      role: "customer",
      emailVerifiedAt: options.verified === false ? null : new Date(),
    },
    select: { id: true, email: true, firstName: true, lastName: true, createdAt: true, role: true },
  });
}

/**
 * The newest e-mailed link to `email` whose path is `path` ("/verify-email", "/reset-password"), and its
 * token, as the message delivered carries it (the e-mail log keeps the message without it).
 */
export async function mailedLink(email: string, path: string) {
  const mails = await db().outgoingEmail.findMany({ where: { to: email.toLowerCase() }, orderBy: { id: "desc" } });
  for (const mail of mails) {
    const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(await deliveredMessage(mail.id))?.[0];
    if (link) return { mail, link, token: new URL(link).searchParams.get("token")! };
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}
