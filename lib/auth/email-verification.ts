// Proving an e-mail address before it brings anything with it, so that an account cannot be taken over by e-mail.
// A new account starts unverified; the link e-mailed at registration (single use, 24 hours, only its hash
// stored, and not kept in the e-mail log) confirms the address. Only then do the guest orders placed with that address (and with them
// their documents and certificates) join the account, and only then can the account sign in. Guest
// orders placed later join it at the owner's next sign-in (lib/auth/credentials.ts).
import "server-only";
import { AUTH_EVENTS, recordAuthEvent, type RequestOrigin } from "@/lib/audit/auth-events";
import { db } from "@/lib/db/client";
import { sendEmail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { afterResponse } from "@/lib/http/after-response";
import { siteConfig } from "@/lib/site-config";
import { accountEmail } from "./account-email";
import { emailLink, issueLink, linkState, useLink } from "./emailed-links";
import {
  VERIFY_TOKEN_MESSAGES,
  VERIFY_TOKEN_TTL_MS,
  hashLinkToken,
  isWellFormedLinkToken,
  linkTokenState,
  type LinkTokenState,
} from "./link-token";

type OrderWriter = Pick<Prisma.TransactionClient, "order">;

/** Attaches the guest orders placed with the account's address; the address must be proven already. */
export async function linkGuestOrders(user: { id: string; email: string }, client: OrderWriter = db()): Promise<number> {
  // Guest orders were saved with the address as typed: compare without case.
  const { count } = await client.order.updateMany({
    where: { userId: null, customerEmail: { equals: user.email, mode: "insensitive" } },
    data: { userId: user.id },
  });
  return count;
}

export type VerificationContext = RequestOrigin & { origin: string; now?: Date };

/** Makes a new link for an unverified account (older links stop working) and e-mails it. */
export async function sendVerificationLink(
  user: { id: string; email: string; firstName: string },
  { origin, now = new Date(), ip, userAgent }: VerificationContext,
): Promise<void> {
  const token = await issueLink("emailVerificationToken", user.id, VERIFY_TOKEN_TTL_MS, now);
  await recordAuthEvent({ action: AUTH_EVENTS.verificationSent, user, ip, userAgent });
  await emailLink(user, {
    subject: `Confirm your e-mail address for ${siteConfig.companyName}`,
    before: `Thank you for creating an account with ${siteConfig.companyName}. Please confirm that this address is yours:`,
    link: { kind: "verification", url: `${origin}/verify-email?token=${encodeURIComponent(token)}` },
    after:
      "The link works once and for 24 hours. Until you confirm, the account cannot sign in, and earlier orders placed with this address are not added to it.\nIf you did not create an account, ignore this e-mail: nothing happens without the link.",
  });
}

/** Someone registered with an address that already has an account: tell its owner, change nothing. */
export async function sendAccountExistsNotice(
  user: { id: string; email: string; firstName: string },
  { origin }: { origin: string },
): Promise<void> {
  await afterResponse(() =>
    sendEmail(
      accountEmail(user, `You already have a ${siteConfig.companyName} account`, [
        "Someone (we hope you) tried to create an account with this e-mail address, which already has one. Nothing was changed.",
        `Sign in: ${origin}/sign-in\nForgot your password? Choose a new one: ${origin}/forgot-password`,
        "If it was not you, you can ignore this e-mail.",
      ]),
    ),
  );
}

/** What the verification page shows for a link before the visitor confirms. */
export async function verificationLinkState(token: unknown, now: Date = new Date()): Promise<LinkTokenState> {
  return linkState("emailVerificationToken", token, now);
}

export type VerifyResult = { ok: true; email: string; linkedOrders: number } | { ok: false; error: string };

/** Confirms the address of the link's account once: marks it verified and brings in its guest orders. */
export async function confirmEmail(
  token: string,
  { now = new Date(), ip, userAgent }: RequestOrigin & { now?: Date } = {},
): Promise<VerifyResult> {
  const refused = (state: LinkTokenState): VerifyResult => ({
    ok: false,
    error: VERIFY_TOKEN_MESSAGES[state === "valid" ? "unknown" : state],
  });
  if (!isWellFormedLinkToken(token)) return refused("unknown");
  const row = await db().emailVerificationToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { id: true, expiresAt: true, usedAt: true, user: { select: { id: true, email: true, emailVerifiedAt: true } } },
  });
  const state = linkTokenState(row, now);
  if (state !== "valid" || !row) return refused(state);

  const result = await db().$transaction(async (tx) => {
    if (!(await useLink(tx, "emailVerificationToken", row.id, now))) return null;
    await tx.user.update({ where: { id: row.user.id }, data: { emailVerifiedAt: row.user.emailVerifiedAt ?? now } });
    return linkGuestOrders(row.user, tx);
  });
  if (result === null) return refused("used");
  await recordAuthEvent({ action: AUTH_EVENTS.emailVerified, user: row.user, ip, userAgent, detail: { linkedOrders: result } });
  return { ok: true, email: row.user.email, linkedOrders: result };
}

/** "Send me a new link": only for an account still waiting for confirmation; the caller answers the same either way. */
export async function resendVerification(email: string, context: VerificationContext): Promise<void> {
  const user = await db().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
  });
  if (!user || user.emailVerifiedAt) return;
  await sendVerificationLink(user, context);
}
