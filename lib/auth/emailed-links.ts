// The links e-mailed to an account's owner (a password reset, an e-mail verification), whichever of
// their two tables (the same columns) holds them: a new link replaces the user's older ones, a link's
// state is read before anyone acts on it, and it is used up once. The token's rules are ./link-token.ts.
import "server-only";
import { db } from "@/lib/db/client";
import { sendEmail, type SecretLink } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { afterResponse } from "@/lib/http/after-response";
import { accountEmail } from "./account-email";
import { hashLinkToken, isWellFormedLinkToken, linkTokenState, newLinkToken, type LinkTokenState } from "./link-token";

export type LinkTable = "passwordResetToken" | "emailVerificationToken";

/** What the two tables are asked here, in the columns they share. */
type LinkRows = {
  updateMany(args: {
    where: { userId?: string; id?: number; usedAt: null; expiresAt?: { gt: Date } };
    data: { usedAt: Date };
  }): Promise<{ count: number }>;
  create(args: { data: { userId: string; tokenHash: string; expiresAt: Date } }): Promise<unknown>;
  findUnique(args: {
    where: { tokenHash: string };
    select: { expiresAt: true; usedAt: true };
  }): Promise<{ expiresAt: Date; usedAt: Date | null } | null>;
};

const rowsOf = (client: Pick<Prisma.TransactionClient, LinkTable>, table: LinkTable): LinkRows => client[table];

/** A new link's token for the user, stored by its hash; the user's older links of the table stop working. */
export async function issueLink(table: LinkTable, userId: string, ttlMs: number, now: Date): Promise<string> {
  const { token, tokenHash, expiresAt } = newLinkToken(ttlMs, now);
  await db().$transaction(async (tx) => {
    // Only the newest link works: an older mail lying around cannot be used any more.
    await rowsOf(tx, table).updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    await rowsOf(tx, table).create({ data: { userId, tokenHash, expiresAt } });
  });
  return token;
}

/** What a page should show for a link, before anyone acts on it. */
export async function linkState(table: LinkTable, token: unknown, now: Date): Promise<LinkTokenState> {
  if (!isWellFormedLinkToken(token)) return "unknown";
  const row = await rowsOf(db(), table).findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { expiresAt: true, usedAt: true },
  });
  return linkTokenState(row, now);
}

/** Inside the transaction that acts on the link: uses it up, true when this call did (of two at once, one does). */
export async function useLink(tx: Prisma.TransactionClient, table: LinkTable, id: number, now: Date): Promise<boolean> {
  const claimed = await rowsOf(tx, table).updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return claimed.count === 1;
}

/**
 * E-mails the link to the user after the answer, between `before` and `after`, at once (someone waits
 * for it); the e-mail log keeps a marker in place of the link.
 */
export async function emailLink(
  user: { id: string; email: string; firstName: string },
  { subject, before, link, after }: { subject: string; before: string; link: SecretLink; after: string },
): Promise<void> {
  await afterResponse(() =>
    sendEmail({ ...accountEmail(user, subject, [before, link.url, after]), priority: "urgent", secretLinks: [link] }),
  );
}
