import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkCredentials } from "@/lib/auth/credentials";
import { sessionUser } from "@/lib/auth/session";
import { requestPasswordReset, resetLinkState, resetPassword } from "@/lib/auth/password-reset";
import { RESET_TOKEN_MESSAGES, hashLinkToken } from "@/lib/auth/link-token";
import { db } from "@/lib/db/client";
import { createCustomer, mailedLink as mailedLinkTo } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";

const OLD_PASSWORD = "harbor-lantern-42";
const NEW_PASSWORD = "granite-meadow-77";
let addressCounter = 0;
const nextAddress = () => `198.19.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const account = () =>
  createCustomer({ firstName: "Kim", lastName: "Ng", email: `reset-${randomUUID()}@example.com`, password: OLD_PASSWORD });

/** The link of the newest reset e-mail to `email`, and its token. */
const mailedLink = (email: string) => mailedLinkTo(email, "/reset-password");

describe("password reset", () => {
  it("e-mails a link with a token stored only as its hash, valid for 30 minutes", async () => {
    const user = await account();
    const now = new Date();
    await requestPasswordReset(user.email, { origin: "http://shop.test", now });
    const { mail, link, token } = await mailedLink(user.email);
    expect(link.startsWith("http://shop.test/reset-password?token=")).toBe(true);
    expect(mail.subject).toMatch(/reset your .* password/i);
    expect(mail.text).toContain("30 minutes");
    const rows = await db().passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashLinkToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - now.getTime()).toBe(30 * 60 * 1000);
  });

  it("keeps the message in the e-mail log without its link: staff read a marker in its place, the owner gets the link", async () => {
    const user = await account();
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const recorded = await db().outgoingEmail.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
    expect(recorded.text).toContain("[reset link, not kept]");
    expect(JSON.stringify(recorded)).not.toContain("reset-password?token=");

    const { mail, token } = await mailedLink(user.email);
    expect(mail.id).toBe(recorded.id);
    const delivered = await db().outgoingEmail.findUniqueOrThrow({ where: { id: mail.id } });
    expect(delivered.status).toBe("written");
    expect(JSON.stringify(delivered)).not.toContain(token);
    expect(await resetLinkState(token)).toBe("valid");
  });

  it("sends nothing and answers the same for an address without an account", async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    await expect(requestPasswordReset(email, { origin: "http://shop.test" })).resolves.toBeUndefined();
    expect(await db().outgoingEmail.count({ where: { to: email } })).toBe(0);
  });

  it("sets the new password once with the link, and never again", async () => {
    const user = await account();
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const { token } = await mailedLink(user.email);
    expect(await resetLinkState(token)).toBe("valid");

    expect(await resetPassword({ token, password: NEW_PASSWORD })).toEqual({ ok: true, email: user.email });
    expect((await checkCredentials({ email: user.email, password: NEW_PASSWORD }, { address: nextAddress() })).ok).toBe(true);
    expect((await checkCredentials({ email: user.email, password: OLD_PASSWORD }, { address: nextAddress() })).ok).toBe(false);
    expect((await db().passwordResetToken.findFirstOrThrow({ where: { userId: user.id } })).usedAt).toBeInstanceOf(Date);

    expect(await resetLinkState(token)).toBe("used");
    const again = await resetPassword({ token, password: "another-choice-99" });
    expect(again).toEqual({ ok: false, error: RESET_TOKEN_MESSAGES.used, fields: { token: RESET_TOKEN_MESSAGES.used } });
    expect((await checkCredentials({ email: user.email, password: NEW_PASSWORD }, { address: nextAddress() })).ok).toBe(true);
  });

  it("applies two simultaneous submissions of one link once", async () => {
    const user = await account();
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const { token } = await mailedLink(user.email);
    const results = await Promise.all([
      resetPassword({ token, password: "first-choice-123" }),
      resetPassword({ token, password: "second-choice-456" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db().auditLog.count({ where: { action: "auth.password_reset", entityId: user.id } })).toBe(1);
  });

  it("ends every session of the account at once and e-mails the owner that the password changed", async () => {
    const user = await account();
    const copied = await sessionCookieHeader({ id: user.id, email: user.email, role: "customer" });
    const otherDevice = await sessionCookieHeader({ id: user.id, email: user.email, role: "customer" });
    const request = (cookie: string) => new Request("http://shop.test/account", { headers: { cookie } });
    expect((await sessionUser(request(copied)))?.id).toBe(user.id);

    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const { token } = await mailedLink(user.email);
    expect(await resetPassword({ token, password: NEW_PASSWORD }, { ip: "203.0.113.20", userAgent: "Reset Browser/1.0" })).toMatchObject({
      ok: true,
    });

    expect(await sessionUser(request(copied))).toBeNull();
    expect(await sessionUser(request(otherDevice))).toBeNull();
    const notice = await db().outgoingEmail.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
    expect(notice.subject).toMatch(/password was changed/);
    expect(notice.text).toContain("signed out");
    expect(notice.text).not.toContain(NEW_PASSWORD);
    expect(await db().auditLog.findFirst({ where: { action: "auth.password_reset", entityId: user.id } })).toMatchObject({
      ip: "203.0.113.20",
      userAgent: "Reset Browser/1.0",
    });
  });

  it("confirms an address not yet confirmed: the link came to it", async () => {
    const user = await createCustomer({ email: `reset-unverified-${randomUUID()}@example.com`, password: OLD_PASSWORD, verified: false });
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    await resetPassword({ token: (await mailedLink(user.email)).token, password: NEW_PASSWORD });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeInstanceOf(Date);
    expect((await checkCredentials({ email: user.email, password: NEW_PASSWORD }, { address: nextAddress() })).ok).toBe(true);
  });

  it("refuses a link after 30 minutes, changing nothing", async () => {
    const user = await account();
    const asked = new Date(Date.now() - 31 * 60 * 1000);
    await requestPasswordReset(user.email, { origin: "http://shop.test", now: asked });
    const { token } = await mailedLink(user.email);
    expect(await resetLinkState(token)).toBe("expired");
    const refused = await resetPassword({ token, password: NEW_PASSWORD });
    expect(refused).toMatchObject({ ok: false, error: RESET_TOKEN_MESSAGES.expired });
    expect((await checkCredentials({ email: user.email, password: OLD_PASSWORD }, { address: nextAddress() })).ok).toBe(true);
    // At 29 minutes it still worked: the limit is the 30 minutes, not less.
    expect(await resetLinkState(token, new Date(asked.getTime() + 29 * 60 * 1000))).toBe("valid");
  });

  it("keeps only the newest link working", async () => {
    const user = await account();
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const older = (await mailedLink(user.email)).token;
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const newer = (await mailedLink(user.email)).token;
    expect(older).not.toBe(newer);
    expect(await resetLinkState(older)).toBe("used");
    expect(await resetLinkState(newer)).toBe("valid");
  });

  it("refuses a weak new password or one containing the e-mail, keeping the link usable", async () => {
    const user = await account();
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    const { token } = await mailedLink(user.email);
    expect(await resetPassword({ token, password: "short" })).toMatchObject({
      ok: false,
      fields: { password: expect.stringMatching(/at least 10/) },
    });
    expect(await resetPassword({ token, password: `${user.email}!` })).toMatchObject({
      ok: false,
      fields: { password: expect.stringMatching(/e-mail/) },
    });
    expect(await resetLinkState(token)).toBe("valid");
  });

  it("refuses made-up tokens", async () => {
    expect(await resetLinkState("nonsense")).toBe("unknown");
    expect(await resetLinkState("A".repeat(43))).toBe("unknown");
    expect(await resetPassword({ token: "A".repeat(43), password: NEW_PASSWORD })).toMatchObject({
      ok: false,
      error: RESET_TOKEN_MESSAGES.unknown,
    });
  });
});
