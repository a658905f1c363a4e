// The link to an order that its e-mails carry. A customer with an account gets the account's order page
// (they sign in to read it). A guest gets a link with a long random token, the only key to the page:
// only its SHA-256 hash is kept (OrderAccessToken), so a copy of the database opens no order, and it
// lapses after 90 days. Each e-mail gets a token of its own; any unexpired one opens the order. The e-mail
// log keeps the e-mail with a marker in place of the link (orderLinkSecrets, lib/email).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import type { SecretLink } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { accessTokenExpiresAt, accessTokenSchema, accountOrderPath, guestOrderPath, orderNumberSchema } from "./links";

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

/** The stored form of a token: a hex SHA-256, looked up by equality (a hash leaks nothing by timing). */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new token: 32 random bytes, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The absolute address of the order's page for its e-mails. `client` may be the transaction that
 * records the e-mail, so that a rolled-back e-mail leaves no token behind.
 */
export async function orderLink(
  order: { id: string; orderNumber: string; userId: string | null },
  origin: string,
  client: Client = db(),
  now = new Date(),
): Promise<string> {
  if (order.userId) return `${origin}${accountOrderPath(order.orderNumber)}`;
  const token = newAccessToken();
  await client.orderAccessToken.create({
    data: { tokenHash: hashAccessToken(token), orderId: order.id, expiresAt: accessTokenExpiresAt(now), createdAt: now },
  });
  return `${origin}${guestOrderPath(order.orderNumber, token)}`;
}

/** What an order e-mail with `link` declares to the e-mail log: a guest's link opens the order, so it is not kept. */
export function orderLinkSecrets(link: string): SecretLink[] {
  return new URL(link).searchParams.has("token") ? [{ kind: "order", url: link }] : [];
}

/**
 * The id of the order this token opens, or null: a malformed or unknown token, one made for another
 * order (a token opens only its own order, whatever number is put beside it) or one past its 90 days.
 */
export async function orderForAccessToken(orderNumber: string, token: string, now = new Date()): Promise<string | null> {
  const number = orderNumberSchema.safeParse(orderNumber);
  const key = accessTokenSchema.safeParse(token);
  if (!number.success || !key.success) return null;
  const row = await db().orderAccessToken.findUnique({
    where: { tokenHash: hashAccessToken(key.data) },
    select: { expiresAt: true, order: { select: { id: true, orderNumber: true } } },
  });
  if (!row || row.order.orderNumber !== number.data || row.expiresAt <= now) return null;
  return row.order.id;
}
