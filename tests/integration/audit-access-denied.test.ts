// Refused visits to the staff area in the audit log (lib/audit/access-denied.ts): the fields of a row, and
// how often one is written whatever a visitor sends.
import { randomInt, randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { GET as getBackground } from "@/app/api/background/route";
import { staffPageUser } from "@/lib/admin/page-guard";
import { recordAccessDenied, recordAccessDeniedLater, recordAccessRefusal, type AccessRefusal } from "@/lib/audit/access-denied";
import { LocalRefusalThrottle, REFUSAL_LIMITS } from "@/lib/audit/refusal-throttle";
import { db } from "@/lib/db/client";
import { sessionCookieHeader } from "@/tests/support/auth";

// The staff pages read the request through next/headers (auth() reads its Cookie header there).
const pageRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageRequest.headers }));

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** An address no other test uses: the database's counters live for the whole run. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
/** A path no other test uses, under the staff area. */
const freshPath = (base = "/admin") => `${base}/t-${randomUUID().slice(0, 8)}`;

const refusedRequest = (url: string, headers: Record<string, string>, method = "GET") =>
  new Request(`http://localhost${url}`, { method, headers });

const rowsFor = (path: string) =>
  db().auditLog.findMany({ where: { action: "auth.access_denied", after: { path: ["path"], equals: path } }, orderBy: { id: "asc" } });

/** Each call as if it came to another process: only the database's counters are shared. */
const elsewhere = () => ({ local: new LocalRefusalThrottle() });

let customer: { id: string; email: string };

beforeAll(async () => {
  const email = `refused-${randomUUID()}@example.com`;
  const user = await db().user.create({
    data: { email, firstName: "Casey", lastName: "Customer", passwordHash: "scrypt$x", role: "customer" },
  });
  customer = { id: user.id, email };
});

// The overall count is shared by the whole run: refusals of the tests before (the route fuzzer's) must
// not use up this file's minute.
beforeEach(async () => {
  await db().rateLimit.deleteMany({ where: { key: "audit-refusal:all" } });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a refused visit in the audit log", () => {
  it("records a customer's 403 with the path, method, status, account, address and user agent, and never the query", async () => {
    const ip = freshAddress();
    const path = freshPath("/api/admin/products");
    const request = refusedRequest(
      `${path}?token=secret-reset-token`,
      { "x-forwarded-for": `198.51.100.1, ${ip}`, "user-agent": CHROME },
      "DELETE",
    );
    expect(await recordAccessDenied(request, { status: 403, user: { ...customer }, answer: "json" })).toBe(true);

    const [row, ...more] = await rowsFor(path);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorId: customer.id,
      actorLabel: customer.email,
      action: "auth.access_denied",
      entityType: "User",
      entityId: customer.id,
      after: { path, method: "DELETE", status: 403, answer: "json" },
      ip,
      userAgent: CHROME,
    });
    expect(JSON.stringify(row)).not.toContain("secret-reset-token");
  });

  it("records an anonymous visitor's 401 by the path it asked for", async () => {
    const ip = freshAddress();
    const path = freshPath();
    expect(
      await recordAccessDenied(refusedRequest(path, { "x-forwarded-for": ip, "user-agent": "curl/8.5.0" }), {
        status: 401,
        user: null,
        answer: "sign-in",
      }),
    ).toBe(true);
    expect(await rowsFor(path)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: "anonymous",
        entityType: "Path",
        entityId: path,
        after: { path, method: "GET", status: 401, answer: "sign-in" },
        ip,
        userAgent: "curl/8.5.0",
      }),
    ]);
  });

  it("keeps no address it cannot read, and a long user agent cut to 500 characters", async () => {
    const path = freshPath();
    await recordAccessDenied(
      refusedRequest(path, { "x-forwarded-for": "not-an-address", "user-agent": `x${"y".repeat(2000)}` }),
      { status: 401, user: null },
      elsewhere(),
    );
    const [row] = await rowsFor(path);
    expect(row?.ip).toBeNull();
    expect(row?.userAgent).toHaveLength(500);
  });

  it("keeps the refusal of a session whose account is gone, without the link to it", async () => {
    const path = freshPath();
    const gone = { id: `gone-${randomUUID()}`, email: "gone@example.com" };
    expect(
      await recordAccessDenied(refusedRequest(path, { "x-forwarded-for": freshAddress() }), { status: 403, user: gone, answer: "page" }),
    ).toBe(true);
    expect(await rowsFor(path)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: "anonymous",
        after: { path, method: "GET", status: 403, answer: "page", sessionEmail: "gone@example.com" },
      }),
    ]);
  });

  it("never throws when the row cannot be written: the failure goes to the console", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // PostgreSQL refuses a NUL character in text.
    const refusal: AccessRefusal = {
      path: "/admin/\u0000",
      method: "GET",
      status: 401,
      answer: "sign-in",
      user: null,
      ip: freshAddress(),
      userAgent: null,
    };
    await expect(recordAccessRefusal(refusal, { local: null })).resolves.toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("was not recorded"), expect.anything());
  });
});

describe("how often a refused visit is recorded", () => {
  it("writes one row per address and path a minute, also when the next call comes to another process", async () => {
    const ip = freshAddress();
    const path = freshPath();
    const request = () => refusedRequest(path, { "x-forwarded-for": ip, "user-agent": CHROME });
    expect(await recordAccessDenied(request(), { status: 401, user: null })).toBe(true);
    expect(await recordAccessDenied(request(), { status: 401, user: null })).toBe(false);
    expect(await recordAccessDenied(request(), { status: 401, user: null }, elsewhere())).toBe(false);
    // Another path, or another address, is another row.
    expect(await recordAccessDenied(refusedRequest(`${path}-2`, { "x-forwarded-for": ip }), { status: 401, user: null }, elsewhere())).toBe(
      true,
    );
    expect(
      await recordAccessDenied(refusedRequest(path, { "x-forwarded-for": freshAddress() }), { status: 401, user: null }, elsewhere()),
    ).toBe(true);
    expect(await rowsFor(path)).toHaveLength(2);
  });

  it("writes one row of 20 concurrent refusals of one address and path", async () => {
    const ip = freshAddress();
    const path = freshPath();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        recordAccessDenied(refusedRequest(path, { "x-forwarded-for": ip }), { status: 401, user: null }, elsewhere()),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await rowsFor(path)).toHaveLength(1);
  });

  it("writes at most 20 rows a minute for one address scanning many paths", async () => {
    const ip = freshAddress();
    const base = freshPath();
    for (let i = 0; i < 25; i++)
      await recordAccessDenied(refusedRequest(`${base}/${i}`, { "x-forwarded-for": ip }), { status: 401, user: null }, elsewhere());
    expect(await db().auditLog.count({ where: { action: "auth.access_denied", ip } })).toBe(REFUSAL_LIMITS.perAddress);
  });

  it("writes at most the overall limit a minute from all addresses together", async () => {
    await db().rateLimit.deleteMany({ where: { key: "audit-refusal:all" } });
    const limits = { ...REFUSAL_LIMITS, overall: 3 };
    const path = freshPath();
    for (let i = 0; i < 5; i++) {
      await recordAccessDenied(
        refusedRequest(path, { "x-forwarded-for": freshAddress() }),
        { status: 401, user: null },
        { limits, local: null },
      );
    }
    expect(await rowsFor(path)).toHaveLength(3);
    await db().rateLimit.deleteMany({ where: { key: "audit-refusal:all" } });
  });

  it("costs no query for a refusal this process has just recorded", async () => {
    const local = new LocalRefusalThrottle();
    const path = freshPath();
    const ip = freshAddress();
    expect(await recordAccessDenied(refusedRequest(path, { "x-forwarded-for": ip }), { status: 401, user: null }, { local })).toBe(true);
    const queries = vi.spyOn(db(), "$queryRaw");
    expect(await recordAccessDenied(refusedRequest(path, { "x-forwarded-for": ip }), { status: 401, user: null }, { local })).toBe(false);
    expect(queries).not.toHaveBeenCalled();
  });
});

describe("the staff pages' own check", () => {
  it("refuses a customer with a 403 (forbidden()) and records it as a 403 of the page", async () => {
    const ip = freshAddress();
    const path = freshPath();
    pageRequest.headers = new Headers({
      cookie: await sessionCookieHeader({ ...customer, role: "customer" }),
      // As Next sets it on every request it serves: Auth.js picks the cookie's name by the scheme.
      "x-forwarded-proto": "http",
      "x-forwarded-for": ip,
      "user-agent": CHROME,
    });
    await expect(staffPageUser(path, "any")).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" });
    await expect
      .poll(() => rowsFor(path))
      .toEqual([
        expect.objectContaining({
          actorId: customer.id,
          after: { path, method: "GET", status: 403, answer: "page" },
          ip,
          userAgent: CHROME,
        }),
      ]);
  });

  it("records an anonymous visitor sent to sign in as a 401", async () => {
    const ip = freshAddress();
    const path = freshPath();
    pageRequest.headers = new Headers({ "x-forwarded-for": ip, "user-agent": CHROME });
    await expect(staffPageUser(path, "any")).rejects.toThrow("NEXT_REDIRECT");
    await expect
      .poll(() => rowsFor(path))
      .toEqual([
        expect.objectContaining({
          actorLabel: "anonymous",
          after: { path, method: "GET", status: 401, answer: "sign-in" },
          ip,
          userAgent: CHROME,
        }),
      ]);
  });
});

describe("recordAccessDeniedLater, for staff route handlers", () => {
  it("returns at once and the row follows", async () => {
    const path = freshPath("/api/images");
    const ip = freshAddress();
    expect(recordAccessDeniedLater(refusedRequest(path, { "x-forwarded-for": ip }, "POST"), { status: 401, user: null })).toBeUndefined();
    await expect
      .poll(() => rowsFor(path))
      .toEqual([expect.objectContaining({ after: { path, method: "POST", status: 401, answer: "json" }, ip })]);
  });
});

describe("the route handlers' own check (route() for staff)", () => {
  it("records a customer refused by a staff API the proxy does not guard, and an anonymous caller", async () => {
    const ip = freshAddress();
    const cookie = await sessionCookieHeader({ ...customer, role: "customer" });
    const asCustomer = await getBackground(
      new NextRequest("http://localhost/api/background", { headers: { cookie, "x-forwarded-for": ip, "user-agent": CHROME } }),
    );
    expect(asCustomer.status).toBe(403);
    await expect
      .poll(() => db().auditLog.findMany({ where: { action: "auth.access_denied", ip, actorId: customer.id } }))
      .toEqual([expect.objectContaining({ after: expect.objectContaining({ path: "/api/background", status: 403 }), userAgent: CHROME })]);

    const anonymousIp = freshAddress();
    const anonymous = await getBackground(
      new NextRequest("http://localhost/api/background", { headers: { "x-forwarded-for": anonymousIp } }),
    );
    expect(anonymous.status).toBe(401);
    await expect
      .poll(() => db().auditLog.findMany({ where: { action: "auth.access_denied", ip: anonymousIp } }))
      .toEqual([expect.objectContaining({ actorId: null, after: expect.objectContaining({ path: "/api/background", status: 401 }) })]);
  });
});
