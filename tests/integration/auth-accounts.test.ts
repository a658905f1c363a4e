import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMAIL_TAKEN_MESSAGE, registerAccount } from "@/lib/auth/accounts";
import { checkCredentials, rateLimitedMessage } from "@/lib/auth/credentials";
import { db } from "@/lib/db/client";

const PASSWORD = "harbor-lantern-42";
const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`;
// Each test signs in from its own address, so that the per-address counts of one never reach another.
let addressCounter = 0;
const nextAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function register(email: string, password = PASSWORD) {
  const result = await registerAccount({ firstName: "Robin", lastName: "Keller", company: "Keller Foods", email, password });
  if (!result.ok) throw new Error(`registration refused: ${JSON.stringify(result.fields)}`);
  return result;
}

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
  it("makes a customer whose password then signs in, stored only as a slow hash", async () => {
    const email = uniqueEmail("new");
    const { user } = await register(email.toUpperCase());
    expect(user).toMatchObject({ email, firstName: "Robin", lastName: "Keller", role: "customer" });
    const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.company).toBe("Keller Foods");
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);

    const signedIn = await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() });
    expect(signedIn).toMatchObject({ ok: true, user: { id: user.id, email, role: "customer" } });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).lastLoginAt).toBeInstanceOf(Date);
  });

  it("refuses a second account for the same e-mail, in any letter case", async () => {
    const email = uniqueEmail("twice");
    await register(email);
    const again = await registerAccount({ firstName: "A", lastName: "B", company: "C", email: email.toUpperCase(), password: PASSWORD });
    expect(again).toEqual({ ok: false, fields: { email: EMAIL_TAKEN_MESSAGE } });
    expect(await db().user.count({ where: { email } })).toBe(1);
  });

  it("links the earlier guest orders placed with the same e-mail, and only those", async () => {
    const email = uniqueEmail("orders");
    const first = await guestOrder(email);
    const second = await guestOrder(email.toUpperCase());
    const someoneElses = await guestOrder(uniqueEmail("other"));
    const owner = await db().user.create({ data: { email: uniqueEmail("owner"), firstName: "O", lastName: "W", passwordHash: "x" } });
    const alreadyOwned = await guestOrder(email, owner.id);

    const { user, linkedOrders } = await register(email);
    expect(linkedOrders).toBe(2);
    const orders = await db().order.findMany({ where: { id: { in: [first.id, second.id, someoneElses.id, alreadyOwned.id] } } });
    const ownerOf = Object.fromEntries(orders.map((order) => [order.id, order.userId]));
    expect(ownerOf).toEqual({ [first.id]: user.id, [second.id]: user.id, [someoneElses.id]: null, [alreadyOwned.id]: owner.id });
  });

  it("writes the registration to the audit log", async () => {
    const email = uniqueEmail("audit");
    const { user } = await register(email);
    const entry = await db().auditLog.findFirst({ where: { action: "user.registered", entityId: user.id } });
    expect(entry).toMatchObject({ actorId: user.id, entityType: "User" });
  });
});

describe("checking a password at sign-in", () => {
  it("answers the same for a wrong password and for an e-mail without an account", async () => {
    const email = uniqueEmail("wrong");
    await register(email);
    expect(await checkCredentials({ email, password: "not-the-password" }, { address: nextAddress() })).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCredentials({ email: uniqueEmail("nobody"), password: PASSWORD }, { address: nextAddress() })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses the sixth quick failure per account even with the right password, and allows it after the window", async () => {
    const email = uniqueEmail("limited");
    await register(email);
    // Long enough for six slow hashes on a busy machine, short enough to wait out.
    const windowMs = 10_000;
    const started = Date.now();
    // From five different addresses: the per-account count alone must stop the sixth.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await checkCredentials({ email, password: `wrong-${attempt}` }, { address: nextAddress(), windowMs });
      expect(result, `attempt ${attempt}`).toEqual({ ok: false, reason: "invalid" });
    }
    const sixth = await checkCredentials({ email, password: PASSWORD }, { address: nextAddress(), windowMs });
    expect(sixth).toEqual({ ok: false, reason: "rate_limited", retryAfterMinutes: 1 });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + windowMs + 500 - Date.now())));
    const later = await checkCredentials({ email, password: PASSWORD }, { address: nextAddress(), windowMs });
    expect(later.ok).toBe(true);
  });

  it("limits one address trying many accounts, whether or not they exist", async () => {
    const address = nextAddress();
    const email = uniqueEmail("victim");
    await register(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await checkCredentials({ email: uniqueEmail("guess"), password: "guess-password" }, { address })).ok).toBe(false);
    }
    const refused = await checkCredentials({ email, password: PASSWORD }, { address });
    expect(refused).toEqual({ ok: false, reason: "rate_limited", retryAfterMinutes: 15 });
    // Someone else, elsewhere, is not affected.
    expect((await checkCredentials({ email, password: PASSWORD }, { address: nextAddress() })).ok).toBe(true);
  });

  it("says how long to wait", () => {
    expect(rateLimitedMessage(15)).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    expect(rateLimitedMessage(1)).toBe("Too many sign-in attempts. Try again in 1 minute.");
  });
});

