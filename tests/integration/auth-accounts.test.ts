import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { registerAccount } from "@/lib/auth/accounts";
import { SIGN_IN_LIMITS, checkCredentials, rateLimitedMessage } from "@/lib/auth/credentials";
import { confirmEmail, resendVerification } from "@/lib/auth/email-verification";
import { db } from "@/lib/db/client";
import { TEST_PASSWORD as PASSWORD, createCustomer, mailedLink } from "@/tests/support/accounts";

const ORIGIN = "http://localhost:3000";
const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`;
// Each test signs in from its own address, so that the per-address counts of one never reach another.
let addressCounter = 0;
const nextAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const newAccount = (email: string, password = PASSWORD) => ({
  firstName: "Robin",
  lastName: "Keller",
  company: "Keller Foods",
  email,
  password,
});

async function guestOrder(email: string, userId: string | null = null) {
  const id = randomUUID().slice(0, 8).toUpperCase();
  const address = { Address: "1 Dock St", City: "Duluth", State: "MN", ZipCode: "55802" };
  return db().order.create({
    data: {
      orderNumber: `TZ-TEST-${id}`,
      idempotencyKey: randomUUID(),
      paymentMethod: "card",
      gateway: "test",
      userId,
      customerFirstName: "Robin",
      customerLastName: "Keller",
      customerEmail: email,
      shippingAddress: address.Address,
      shippingCity: address.City,
      shippingState: address.State,
      shippingZipCode: address.ZipCode,
      billingAddress: address.Address,
      billingCity: address.City,
      billingState: address.State,
      billingZipCode: address.ZipCode,
      subtotal: "100.00",
      shipping: "0.00",
      tax: "0.00",
      total: "100.00",
    },
  });
}

describe("creating an account", () => {
  it("makes an unverified customer, stored only as a slow hash, that cannot sign in before the e-mailed link is opened", async () => {
    const email = uniqueEmail("new");
    expect(await registerAccount(newAccount(email.toUpperCase()), { origin: ORIGIN })).toEqual({ created: true });
    const row = await db().user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ firstName: "Robin", lastName: "Keller", company: "Keller Foods", role: "customer", emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);

    expect(await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() })).toEqual({ ok: false, reason: "unverified" });

    const { link, token, mail } = await mailedLink(email, "/verify-email");
    expect(link.startsWith(`${ORIGIN}/verify-email?token=`)).toBe(true);
    expect(mail.subject).toMatch(/Confirm your e-mail address/);
    // The e-mail log keeps the message with a marker in place of the link.
    const logged = await db().outgoingEmail.findUniqueOrThrow({ where: { id: mail.id } });
    expect(logged.text).toContain("[verification link, not kept]");
    expect(JSON.stringify(logged)).not.toContain(token);
    // Only the token's hash is kept.
    const stored = await db().emailVerificationToken.findFirstOrThrow({ where: { userId: row.id } });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 1000);

    expect(await confirmEmail(token)).toMatchObject({ ok: true, email });
    const signedIn = await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() });
    expect(signedIn).toMatchObject({ ok: true, user: { id: row.id, email, role: "customer" }, sessionId: expect.any(String) });
    expect((await db().user.findUniqueOrThrow({ where: { id: row.id } })).lastLoginAt).toBeInstanceOf(Date);
  });

  it("answers the same for an address that already has an account, changes nothing, and e-mails its owner instead", async () => {
    const owner = await createCustomer({ email: uniqueEmail("taken") });
    const before = await db().user.findUniqueOrThrow({ where: { id: owner.id } });
    expect(await registerAccount(newAccount(owner.email.toUpperCase(), "another-secret-99"), { origin: ORIGIN })).toEqual({
      created: false,
    });
    expect(await db().user.count({ where: { email: owner.email } })).toBe(1);
    expect((await db().user.findUniqueOrThrow({ where: { id: owner.id } })).passwordHash).toBe(before.passwordHash);
    const notice = await db().outgoingEmail.findFirstOrThrow({ where: { to: owner.email }, orderBy: { id: "desc" } });
    expect(notice.subject).toMatch(/already have/);
    expect(notice.text).toContain(`${ORIGIN}/forgot-password`);
    expect(notice.text).not.toContain("another-secret-99");
  });

  it("links earlier guest orders only once the link is opened, and only those of that address", async () => {
    const email = uniqueEmail("orders");
    const first = await guestOrder(email);
    const second = await guestOrder(email.toUpperCase());
    const someoneElses = await guestOrder(uniqueEmail("other"));
    const owner = await createCustomer();
    const alreadyOwned = await guestOrder(email, owner.id);

    await registerAccount(newAccount(email), { origin: ORIGIN });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    // Registering alone proves nothing: the orders stay guest orders.
    expect((await db().order.findUniqueOrThrow({ where: { id: first.id } })).userId).toBeNull();

    const { token } = await mailedLink(email, "/verify-email");
    expect(await confirmEmail(token)).toMatchObject({ ok: true, linkedOrders: 2 });
    const orders = await db().order.findMany({ where: { id: { in: [first.id, second.id, someoneElses.id, alreadyOwned.id] } } });
    const ownerOf = Object.fromEntries(orders.map((order) => [order.id, order.userId]));
    expect(ownerOf).toEqual({ [first.id]: user.id, [second.id]: user.id, [someoneElses.id]: null, [alreadyOwned.id]: owner.id });
    // The link works once.
    expect(await confirmEmail(token)).toMatchObject({ ok: false, error: expect.stringMatching(/already been used/) });
  });

  it("links a guest order placed later with the address at the verified owner's next sign-in", async () => {
    const user = await createCustomer({ email: uniqueEmail("later") });
    const order = await guestOrder(user.email.toUpperCase());
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBeNull();
    expect((await checkCredentials({ email: user.email, password: PASSWORD }, { address: nextAddress() })).ok).toBe(true);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBe(user.id);
  });

  it("refuses an expired or made-up link, and a new link replaces the old one", async () => {
    const email = uniqueEmail("expired");
    await registerAccount(newAccount(email), { origin: ORIGIN });
    const first = (await mailedLink(email, "/verify-email")).token;
    expect(await confirmEmail(first, { now: new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000) })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expired/),
    });
    await resendVerification(email, { origin: ORIGIN });
    const second = (await mailedLink(email, "/verify-email")).token;
    expect(second).not.toBe(first);
    expect(await confirmEmail(first)).toMatchObject({ ok: false });
    expect(await confirmEmail("x".repeat(43))).toMatchObject({ ok: false, error: expect.stringMatching(/not valid/) });
    expect(await confirmEmail(second)).toMatchObject({ ok: true });
    expect((await db().user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("sends no new link to an address that is confirmed already or has no account", async () => {
    const verified = await createCustomer({ email: uniqueEmail("done") });
    const nobody = uniqueEmail("nobody");
    await resendVerification(verified.email, { origin: ORIGIN });
    await resendVerification(nobody, { origin: ORIGIN });
    expect(await db().outgoingEmail.count({ where: { to: { in: [verified.email, nobody] } } })).toBe(0);
  });

  it("writes the registration and the confirmation to the audit log", async () => {
    const email = uniqueEmail("audit");
    await registerAccount(newAccount(email), { origin: ORIGIN, ip: "203.0.113.9", userAgent: "Audit Browser/1.0" });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(await db().auditLog.findFirst({ where: { action: "user.registered", entityId: user.id } })).toMatchObject({
      actorId: user.id,
      entityType: "User",
      ip: "203.0.113.9",
      userAgent: "Audit Browser/1.0",
    });
    await confirmEmail((await mailedLink(email, "/verify-email")).token, { ip: "203.0.113.10", userAgent: "Audit Browser/1.0" });
    const actions = await db().auditLog.findMany({
      where: { actorId: user.id },
      orderBy: { id: "asc" },
      select: { action: true, ip: true },
    });
    expect(actions.map((a) => a.action)).toEqual(["user.registered", "auth.verification_sent", "auth.email_verified"]);
    expect(actions.at(-1)?.ip).toBe("203.0.113.10");
  });
});

describe("checking a password at sign-in", () => {
  it("answers the same for a wrong password and for an e-mail without an account", async () => {
    const { email } = await createCustomer({ email: uniqueEmail("wrong") });
    expect(await checkCredentials({ email, password: "not-the-password" }, { address: nextAddress() })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await checkCredentials({ email: uniqueEmail("nobody"), password: PASSWORD }, { address: nextAddress() })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses the sixth quick failure from one address even with the right password, and allows it after the window", async () => {
    const { email } = await createCustomer({ email: uniqueEmail("limited") });
    // Every attempt counts at one moment, however long its hash takes; the window's end is a time given, not waited for.
    const at = new Date();
    const later = (ms: number) => new Date(at.getTime() + ms);
    const windowMs = SIGN_IN_LIMITS.address.windowMs;
    const address = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await checkCredentials({ email, password: `wrong-${attempt}` }, { address, now: at });
      expect(result, `attempt ${attempt}`).toEqual({ ok: false, reason: "invalid" });
    }
    const sixth = await checkCredentials({ email, password: PASSWORD }, { address, now: at });
    expect(sixth).toEqual({ ok: false, reason: "rate_limited", retryAfterMinutes: 15 });
    const lastSecond = await checkCredentials({ email, password: PASSWORD }, { address, now: later(windowMs - 1_000) });
    expect(lastSecond).toEqual({ ok: false, reason: "rate_limited", retryAfterMinutes: 1 });

    expect((await checkCredentials({ email, password: PASSWORD }, { address, now: later(windowMs) })).ok).toBe(true);
  });

  it("lets the owner in from an address without failures while the account is under attack, up to the account's ceiling", async () => {
    const { email } = await createCustomer({ email: uniqueEmail("attacked") });
    // Guesses spread over addresses: five each, until the account's ceiling.
    const perAddress = SIGN_IN_LIMITS.address.limit;
    for (let guessed = 0; guessed < SIGN_IN_LIMITS.account.limit - perAddress;) {
      const address = nextAddress();
      for (let attempt = 0; attempt < perAddress; attempt++, guessed++) {
        expect((await checkCredentials({ email, password: `guess-${guessed}` }, { address })).ok).toBe(false);
      }
      expect(await checkCredentials({ email, password: PASSWORD }, { address })).toMatchObject({ reason: "rate_limited" });
    }
    // The owner, elsewhere: let in (and the account's count starts again).
    expect((await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() })).ok).toBe(true);
  });

  it("stops every address once the account's ceiling of failures is reached", async () => {
    const { email } = await createCustomer({ email: uniqueEmail("ceiling") });
    for (let guessed = 0; guessed < SIGN_IN_LIMITS.account.limit;) {
      const address = nextAddress();
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.address.limit; attempt++, guessed++) {
        await checkCredentials({ email, password: `guess-${guessed}` }, { address });
      }
    }
    expect(await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() })).toEqual({
      ok: false,
      reason: "rate_limited",
      retryAfterMinutes: 15,
    });
  });

  it("limits one address trying many accounts, whether or not they exist", async () => {
    const address = nextAddress();
    const { email } = await createCustomer({ email: uniqueEmail("victim") });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await checkCredentials({ email: uniqueEmail("guess"), password: "guess-password" }, { address })).ok).toBe(false);
    }
    const refused = await checkCredentials({ email, password: PASSWORD }, { address });
    expect(refused).toEqual({ ok: false, reason: "rate_limited", retryAfterMinutes: 15 });
    // Someone else, elsewhere, is not affected.
    expect((await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() })).ok).toBe(true);
  });

  it("records successes, failures and the lock-out with address and browser, never the password", async () => {
    const user = await createCustomer({ email: uniqueEmail("events") });
    const address = nextAddress();
    const origin = { address, userAgent: "Events Browser/2.0" };
    expect((await checkCredentials({ email: user.email, password: PASSWORD }, origin)).ok).toBe(true);
    for (let attempt = 1; attempt <= 5; attempt++)
      await checkCredentials({ email: user.email, password: `wrong-secret-${attempt}` }, origin);
    await checkCredentials(
      { email: uniqueEmail("stranger"), password: "stranger-secret" },
      { address: nextAddress(), userAgent: "Other/1.0" },
    );

    const rows = await db().auditLog.findMany({ where: { actorId: user.id }, orderBy: { id: "asc" } });
    expect(rows.map((row) => row.action)).toEqual([
      "auth.signed_in",
      ...Array.from({ length: 5 }, () => "auth.sign_in_failed"),
      "auth.locked_out",
    ]);
    expect(rows.every((row) => row.ip === address && row.userAgent === "Events Browser/2.0")).toBe(true);
    const stranger = await db().auditLog.findFirstOrThrow({
      where: { action: "auth.sign_in_failed", actorId: null, userAgent: "Other/1.0" },
    });
    expect(stranger.actorLabel).toBe("anonymous");
    const everything = JSON.stringify(await db().auditLog.findMany({ where: { OR: [{ actorId: user.id }, { id: stranger.id }] } }));
    expect(everything).not.toMatch(/wrong-secret|stranger-secret|harbor-lantern/);
  });

  it("says how long to wait", () => {
    expect(rateLimitedMessage(15)).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    expect(rateLimitedMessage(1)).toBe("Too many sign-in attempts. Try again in 1 minute.");
  });
});
