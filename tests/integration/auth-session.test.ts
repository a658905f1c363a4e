import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { requireStaff, requireUser, sessionUser } from "@/lib/auth/session";
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
    const foreign = await encode({ salt: "authjs.session-token", secret: "some-other-secret-entirely", token: { sub: customer.id, email: customer.email, role: "customer" } });
    expect(await sessionUser(requestWith(`authjs.session-token=${foreign}`))).toBeNull();
  });

  it("answers the user read from the database, among other cookies", async () => {
    const cookie = await sessionCookieHeader(customer);
    const user = await sessionUser(requestWith(`tz_cart=abc; ${cookie}; theme=dark`));
    expect(user).toMatchObject({ id: customer.id, email: customer.email, firstName: "Sam", lastName: "Tester", role: "customer" });
    expect(user?.createdAt).toBeInstanceOf(Date);
  });

  it("accepts the https cookie name and a cookie Auth.js split into chunks", async () => {
    const secure = await encode({ salt: "__Secure-authjs.session-token", secret: process.env.AUTH_SECRET!, token: { sub: customer.id, email: customer.email, role: "customer" } });
    expect((await sessionUser(requestWith(`__Secure-authjs.session-token=${secure}`)))?.id).toBe(customer.id);
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
    const token = await encode({ salt: "authjs.session-token", secret, maxAge: -60, token: { sub: customer.id, email: customer.email, role: "customer" } });
    expect(await sessionUser(requestWith(`authjs.session-token=${token}`))).toBeNull();
  });
});

describe("requireUser and requireStaff", () => {
  it("requireUser: 401 JSON when anonymous, the user otherwise", async () => {
    const refused = await requireUser(requestWith());
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(401);
    expect(await (refused as Response).json()).toEqual({ error: "Unauthorized" });
    const user = await requireUser(requestWith(await sessionCookieHeader(customer)));
    expect(user).not.toBeInstanceOf(Response);
    expect((user as { id: string }).id).toBe(customer.id);
  });

  it("requireStaff: 401 anonymous, 403 for a customer, the user for staff", async () => {
    const anonymous = (await requireStaff(requestWith())) as Response;
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
    const forbidden = (await requireStaff(requestWith(await sessionCookieHeader(customer)))) as Response;
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: "Forbidden" });
    const allowed = await requireStaff(requestWith(await sessionCookieHeader(staff)));
    expect(allowed).not.toBeInstanceOf(Response);
    expect((allowed as { role: string }).role).toBe("staff");
  });
});
