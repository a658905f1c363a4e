import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionUser } from "@/lib/auth/session";
import { SESSION_LIFETIME_MS, endAllSessions, endSession, openSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { sessionCookieHeader } from "@/tests/support/auth";

type Account = { id: string; email: string; role: "customer" | "staff" };

async function makeUser(role: "customer" | "staff"): Promise<Account> {
  const email = `session-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({
    data: { email, firstName: "Sam", lastName: "Tester", passwordHash: "scrypt$x", role },
  });
  return { id: user.id, email, role };
}

const requestWith = (cookie?: string) => new Request("http://localhost/api/anything", { headers: cookie ? { cookie } : {} });

let customer: Account;
let staff: Account;

beforeAll(async () => {
  customer = await makeUser("customer");
  staff = await makeUser("staff");
});

describe("sessionUser", () => {
  it("is null without a cookie, with a forged one, or with one made with another key", async () => {
    expect(await sessionUser(requestWith())).toBeNull();
    expect(await sessionUser(requestWith("authjs.session-token=not-a-token"))).toBeNull();
    const foreign = await encode({
      salt: "authjs.session-token",
      secret: "some-other-secret-entirely",
      token: { sub: customer.id, email: customer.email, role: "customer" },
    });
    expect(await sessionUser(requestWith(`authjs.session-token=${foreign}`))).toBeNull();
  });

  it("answers the user read from the database, among other cookies", async () => {
    const cookie = await sessionCookieHeader(customer);
    const user = await sessionUser(requestWith(`tz_cart=abc; ${cookie}; theme=dark`));
    expect(user).toMatchObject({ id: customer.id, email: customer.email, firstName: "Sam", lastName: "Tester", role: "customer" });
    expect(user?.createdAt).toBeInstanceOf(Date);
  });

  it("accepts the https cookie name over https and a cookie Auth.js split into chunks", async () => {
    const { id: sid } = await openSession(customer.id);
    const secure = await encode({
      salt: "__Secure-authjs.session-token",
      secret: process.env.AUTH_SECRET!,
      token: { sub: customer.id, email: customer.email, role: "customer", sid },
    });
    const overHttps = new Request("https://localhost/api/anything", { headers: { cookie: `__Secure-authjs.session-token=${secure}` } });
    expect((await sessionUser(overHttps))?.id).toBe(customer.id);
    const whole = (await sessionCookieHeader(customer)).split("=")[1]!;
    const half = Math.floor(whole.length / 2);
    const chunked = `authjs.session-token.1=${whole.slice(half)}; authjs.session-token.0=${whole.slice(0, half)}`;
    expect((await sessionUser(requestWith(chunked)))?.id).toBe(customer.id);
  });

  it("counts a changed role and a deleted account at once", async () => {
    const account = await makeUser("staff");
    const cookie = await sessionCookieHeader(account);
    await db().user.update({ where: { id: account.id }, data: { role: "customer" } });
    expect((await sessionUser(requestWith(cookie)))?.role).toBe("customer");
    await db().user.delete({ where: { id: account.id } });
    expect(await sessionUser(requestWith(cookie))).toBeNull();
  });

  it("refuses an expired session", async () => {
    const secret = process.env.AUTH_SECRET!;
    const { id: sid } = await openSession(customer.id);
    const token = await encode({
      salt: "authjs.session-token",
      secret,
      maxAge: -60,
      token: { sub: customer.id, email: customer.email, role: "customer", sid },
    });
    expect(await sessionUser(requestWith(`authjs.session-token=${token}`))).toBeNull();
  });

  it("refuses a cookie copied before sign-out or before a password reset, at once", async () => {
    const { id: sid } = await openSession(customer.id);
    const copied = await sessionCookieHeader(customer, { sessionId: sid });
    const other = await sessionCookieHeader(customer);
    expect((await sessionUser(requestWith(copied)))?.id).toBe(customer.id);
    await endSession(sid, "sign_out");
    expect(await sessionUser(requestWith(copied))).toBeNull();
    // Another device stays signed in until the password changes.
    expect((await sessionUser(requestWith(other)))?.id).toBe(customer.id);
    await endAllSessions(customer.id, "password_reset");
    expect(await sessionUser(requestWith(other))).toBeNull();
  });

  it("ends a session 30 days after sign-in, however active it was", async () => {
    const signedIn = new Date(Date.now() - SESSION_LIFETIME_MS + 60_000);
    const { id: sid } = await openSession(customer.id, { now: signedIn });
    const cookie = await sessionCookieHeader(customer, { sessionId: sid });
    expect((await sessionUser(requestWith(cookie)))?.id).toBe(customer.id);
    await db().session.update({ where: { id: sid }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await sessionUser(requestWith(cookie))).toBeNull();
  });

  it("refuses a cookie that names no session, or another user's", async () => {
    const secret = process.env.AUTH_SECRET!;
    const bare = await encode({
      salt: "authjs.session-token",
      secret,
      token: { sub: customer.id, email: customer.email, role: "customer" },
    });
    expect(await sessionUser(requestWith(`authjs.session-token=${bare}`))).toBeNull();
    const { id: staffSession } = await openSession(staff.id);
    const borrowed = await encode({
      salt: "authjs.session-token",
      secret,
      token: { sub: customer.id, email: customer.email, role: "customer", sid: staffSession },
    });
    expect(await sessionUser(requestWith(`authjs.session-token=${borrowed}`))).toBeNull();
  });
});
