// route() and the server-action builders: who may call (401 signed out or with an ended session, 403 a
// customer on a staff route) is checked before the input, and input their schemas refuse is answered
// with the field named. And no mutation can skip them: every route handler under app/api that changes
// something, and every export of a "use server" module, carries the mark only they set.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { z } from "zod";
import { endSession, openSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { ACTION, formAction, objectAction, plainAction } from "@/lib/http/action";
import { isRouteHandler, ROUTE, route } from "@/lib/http/route";
import { createCustomer } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";

// Server actions read the request through next/headers, as Next hands it to them.
const actionRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => actionRequest.headers }));

type Account = { id: string; email: string; role: "customer" | "staff" };

let customer: Account;
let staff: Account;

beforeAll(async () => {
  customer = await createCustomer();
  const staffUser = await createCustomer();
  staff = { ...(await db().user.update({ where: { id: staffUser.id }, data: { role: "staff" } })), role: "staff" };
});

afterEach(() => {
  actionRequest.headers = new Headers();
});

/** A cookie whose session has been signed out since. */
async function endedCookie(account: Account): Promise<string> {
  const { id } = await openSession(account.id);
  await endSession(id, "sign_out");
  return sessionCookieHeader(account, { sessionId: id });
}

const post = (url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const errorOf = async (response: Response) => (await response.json()) as { error: string; fields?: Record<string, string> };

describe("route()", () => {
  const renameProduct = route(
    {
      role: "staff",
      area: "content",
      params: z.object({ id: z.string().regex(/^\d+$/, "The product id must be a whole number").transform(Number) }),
      body: z.object({ name: z.string().min(1, "Name is required") }),
      maxBytes: 1024,
    },
    async ({ params, body, session }) => Response.json({ id: params.id, name: body.name, by: session.user.email }),
  );
  const context = (id: string) => ({ params: Promise.resolve({ id }) });

  it("runs a staff route for staff with the parsed input and the session's user", async () => {
    const response = await renameProduct(post("/api/products/7", { name: "Coil Cleaner" }, await sessionCookieHeader(staff)), context("7"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 7, name: "Coil Cleaner", by: staff.email });
  });

  it("takes the request as Next hands it: a proxy of a NextRequest of Next's own copy", async () => {
    // Next watches what a route reads through a proxy, and its NextRequest class is not the one the app's
    // bundle imports: undici (Node 24) refuses to copy such an object into a new Request.
    const request = post("/api/products/7", { name: "Coil Cleaner" }, await sessionCookieHeader(staff));
    const handed = new Proxy(new NextRequest(request), {
      get: (target, property) => Reflect.get(target, property, target),
      getPrototypeOf: () => Request.prototype,
    });
    const response = await renameProduct(handed, context("7"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 7, name: "Coil Cleaner", by: staff.email });
  });

  it("answers 401 to a visitor signed out, and to a cookie whose session has ended, before reading the input", async () => {
    const anonymous = await renameProduct(post("/api/products/x", { name: "" }), context("x"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
    const ended = await renameProduct(post("/api/products/7", { name: "Coil Cleaner" }, await endedCookie(staff)), context("7"));
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ error: "Unauthorized" });
  });

  it("answers 403 to a customer on a staff route, whatever the body, and records the refusal", async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    // The overall limit on refusal rows is shared by every test that ran in the last minute (the route
    // fuzzer refuses hundreds): start this one under it, as audit-access-denied.test.ts does.
    await db().rateLimit.deleteMany({ where: { key: "audit-refusal:all" } });
    const request = post("/api/products/7", { name: "" }, await sessionCookieHeader(customer));
    request.headers.set("x-forwarded-for", ip);
    const response = await renameProduct(request, context("7"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Forbidden" });
    await expect
      .poll(() => db().auditLog.findMany({ where: { action: "auth.access_denied", actorId: customer.id, ip } }))
      .toEqual([expect.objectContaining({ after: expect.objectContaining({ path: "/api/products/7", method: "POST", status: 403 }) })]);
  });

  it("answers 400 naming the body field, or the route parameter, the schema refuses", async () => {
    const cookie = await sessionCookieHeader(staff);
    const badBody = await renameProduct(post("/api/products/7", { name: "" }, cookie), context("7"));
    expect(badBody.status).toBe(400);
    expect(await errorOf(badBody)).toEqual({ error: "Invalid request", fields: { name: "Name is required" } });
    const badParam = await renameProduct(post("/api/products/seven", { name: "Coil Cleaner" }, cookie), context("seven"));
    expect(badParam.status).toBe(400);
    expect(await errorOf(badParam)).toEqual({ error: "Invalid request", fields: { id: "The product id must be a whole number" } });
  });

  it("keeps the body checks of every JSON route: 415 for a body that is not JSON, 413 past the limit", async () => {
    const cookie = await sessionCookieHeader(staff);
    const text = new Request("http://localhost/api/products/7", {
      method: "POST",
      headers: { cookie, "content-type": "text/plain" },
      body: "name",
    });
    expect((await renameProduct(text, context("7"))).status).toBe(415);
    const large = await renameProduct(post("/api/products/7", { name: "x".repeat(2000) }, cookie), context("7"));
    expect(large.status).toBe(413);
    expect((await errorOf(large)).error).toBe("The request is larger than 1 KB");
  });

  it("reads the query string with its schema", async () => {
    const search = route(
      { role: "staff", area: "content", query: z.object({ q: z.string().min(2, "Search for at least 2 letters") }) },
      ({ query }) => Response.json({ q: query.q }),
    );
    const cookie = await sessionCookieHeader(staff);
    const short = await search(new Request("http://localhost/api/search?q=a", { headers: { cookie } }));
    expect(await errorOf(short)).toEqual({ error: "Invalid request", fields: { q: "Search for at least 2 letters" } });
    expect(await (await search(new Request("http://localhost/api/search?q=acid", { headers: { cookie } }))).json()).toEqual({ q: "acid" });
  });

  it("lets any signed-in account call a customer route, refusing visitors with the route's own headers", async () => {
    const mine = route({ role: "customer", headers: { "Cache-Control": "private, no-store" } }, ({ session }) =>
      Response.json({ email: session.user.email }),
    );
    const anonymous = await mine(new Request("http://localhost/api/customer/me"));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    const ended = await mine(new Request("http://localhost/api/customer/me", { headers: { cookie: await endedCookie(customer) } }));
    expect(ended.status).toBe(401);
    for (const account of [customer, staff]) {
      const response = await mine(
        new Request("http://localhost/api/customer/me", { headers: { cookie: await sessionCookieHeader(account) } }),
      );
      expect(await response.json()).toEqual({ email: account.email });
    }
  });

  it("hands a public route the session when there is one, and null to a visitor", async () => {
    const who = route({ role: "public" }, ({ session }) => Response.json({ email: session?.user.email ?? null }));
    expect(await (await who(new Request("http://localhost/api/who"))).json()).toEqual({ email: null });
    const signedIn = await who(new Request("http://localhost/api/who", { headers: { cookie: await sessionCookieHeader(customer) } }));
    expect(await signedIn.json()).toEqual({ email: customer.email });
  });
});

describe("server actions", () => {
  const schema = z.object({ subject: z.string().min(3, "Give a subject") });
  type State = { status: "idle" } | { status: "error"; fields: Record<string, string> } | { status: "done"; by: string };
  const invalid = (error: z.ZodError): State => ({
    status: "error",
    fields: Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])),
  });
  const openTicket = formAction(
    { role: "customer", schema, invalid, refused: (status): State => ({ status: "error", fields: { session: String(status) } }) },
    async ({ input, session }): Promise<State> => ({ status: "done", by: `${session.user.email}: ${input.subject}` }),
  );
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const signedInAs = async (cookie: string) => {
    actionRequest.headers = new Headers({ cookie, "x-forwarded-proto": "http", host: "localhost" });
  };

  it("runs a customer action with the parsed form and the session", async () => {
    await signedInAs(await sessionCookieHeader(customer));
    expect(await openTicket({ status: "idle" }, form({ subject: "Late drum" }))).toEqual({
      status: "done",
      by: `${customer.email}: Late drum`,
    });
  });

  it("answers the action's refusal to a visitor and to an ended session, before reading the form", async () => {
    expect(await openTicket({ status: "idle" }, form({ subject: "" }))).toEqual({ status: "error", fields: { session: "401" } });
    await signedInAs(await endedCookie(customer));
    expect(await openTicket({ status: "idle" }, form({ subject: "Late drum" }))).toEqual({ status: "error", fields: { session: "401" } });
  });

  it("answers 403 to a customer calling a staff action", async () => {
    const staffOnly = formAction(
      { role: "staff", schema, invalid, refused: (status): State => ({ status: "error", fields: { session: String(status) } }) },
      async ({ session }): Promise<State> => ({ status: "done", by: session.user.email }),
    );
    await signedInAs(await sessionCookieHeader(customer));
    expect(await staffOnly({ status: "idle" }, form({ subject: "Price list" }))).toEqual({ status: "error", fields: { session: "403" } });
    await signedInAs(await sessionCookieHeader(staff));
    expect(await staffOnly({ status: "idle" }, form({ subject: "Price list" }))).toEqual({ status: "done", by: staff.email });
  });

  it("refuses a staff action to staff of another role, and one naming no area to all but owners", async () => {
    const refused = (status: 401 | 403): State => ({ status: "error", fields: { session: String(status) } });
    const salesOnly = formAction({ role: "staff", area: "sales", schema, invalid, refused }, async (): Promise<State> => ({
      status: "done",
      by: "sales",
    }));
    const noArea = formAction({ role: "staff", schema, invalid, refused }, async (): Promise<State> => ({ status: "done", by: "owner" }));
    const cookie = await sessionCookieHeader(staff);
    await db().user.update({ where: { id: staff.id }, data: { staffRole: "orders" } });
    try {
      await signedInAs(cookie);
      expect(await salesOnly({ status: "idle" }, form({ subject: "Price list" }))).toEqual({ status: "error", fields: { session: "403" } });
      await db().user.update({ where: { id: staff.id }, data: { staffRole: "sales" } });
      expect(await salesOnly({ status: "idle" }, form({ subject: "Price list" }))).toEqual({ status: "done", by: "sales" });
      expect(await noArea({ status: "idle" }, form({ subject: "Price list" }))).toEqual({ status: "error", fields: { session: "403" } });
    } finally {
      await db().user.update({ where: { id: staff.id }, data: { staffRole: "owner" } });
    }
  });

  it("answers the schema's refusal naming the field", async () => {
    await signedInAs(await sessionCookieHeader(customer));
    expect(await openTicket({ status: "idle" }, form({ subject: "x" }))).toEqual({
      status: "error",
      fields: { subject: "Give a subject" },
    });
    const lookup = objectAction({ role: "public", schema, invalid }, async ({ input }): Promise<State> => ({
      status: "done",
      by: input.subject,
    }));
    expect(await lookup({ subject: 42 })).toEqual({
      status: "error",
      fields: { subject: "Invalid input: expected string, received number" },
    });
    expect(await lookup({ subject: "Drums" })).toEqual({ status: "done", by: "Drums" });
  });

  it("ends a call with arguments the action does not take in 404", async () => {
    const call = (openTicket as unknown as (...args: unknown[]) => Promise<unknown>)("x");
    await expect(call).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    const noInput = plainAction({ role: "public" }, async () => "done");
    expect(await (noInput as unknown as (...args: unknown[]) => Promise<unknown>)(form({ anything: "at all" }))).toBe("done");
  });
});

// ------------------------------------------------------------------ nothing goes around them

const root = path.resolve(import.meta.dirname, "../..");
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** Routes whose repeat would send another e-mail or add another row: they must take the caller's Idempotency-Key. */
const KEYED_ROUTES = [
  "POST app/api/admin/leads/[id]/reply/route.ts",
  "POST app/api/admin/leads/[id]/notes/route.ts",
  "POST app/api/admin/tickets/[id]/messages/route.ts",
  "POST app/api/customer/tickets/[id]/messages/route.ts",
  "POST app/api/customer/tickets/route.ts",
  "POST app/api/admin/staff/invitations/route.ts",
  "POST app/api/admin/staff/invitations/[id]/resend/route.ts",
  "POST app/api/admin/emails/[id]/resend/route.ts",
  "POST app/api/admin/quotes/route.ts",
  "POST app/api/admin/quotes/[id]/send/route.ts",
  "POST app/api/cart/route.ts",
];
/** Auth.js's own endpoints (sign-in, sign-out) check their own input: a CSRF token and the credentials' schema (lib/auth/config.ts). */
const AUTH_JS_ROUTE = "app/api/auth/[...nextauth]/route.ts";

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
    .filter(keep)
    .sort();
}

const isUseServerModule = (file: string) => /^\s*(\/\/[^\n]*\n\s*)*["']use server["']/.test(readFileSync(path.join(root, file), "utf8"));

describe("every mutation is built with the wrappers", () => {
  it("every route handler under app/api for POST, PUT, PATCH or DELETE is built with route()", async () => {
    const routes = filesUnder("app/api", (file) => file.endsWith("/route.ts") && file !== AUTH_JS_ROUTE);
    expect(routes.length).toBeGreaterThan(20);
    const unwrapped: string[] = [];
    for (const file of routes) {
      const exported = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
      for (const method of MUTATING) if (method in exported && !isRouteHandler(exported[method])) unwrapped.push(`${method} ${file}`);
    }
    expect(unwrapped).toEqual([]);
  });

  it("every route handler for POST, PUT, PATCH or DELETE declares how a repeat is applied once: a key, or its natural key", async () => {
    const routes = filesUnder("app/api", (file) => file.endsWith("/route.ts") && file !== AUTH_JS_ROUTE);
    const undeclared: string[] = [];
    const keyed: string[] = [];
    for (const file of routes) {
      const exported = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
      for (const method of MUTATING) {
        const handler = exported[method];
        if (!isRouteHandler(handler)) continue;
        const declared = handler[ROUTE].idempotency;
        if (declared === "key") keyed.push(`${method} ${file}`);
        else if (typeof declared !== "object" || declared.natural.trim().length < 10) undeclared.push(`${method} ${file}`);
      }
    }
    expect(undeclared).toEqual([]);
    // The routes that send mail or add a row a repeat would add again take the caller's key.
    expect(keyed).toEqual(expect.arrayContaining(KEYED_ROUTES));
  });

  it('every export of a "use server" module is built with formAction, objectAction or plainAction, and declares how a repeat applies once', async () => {
    const modules = ["app", "lib", "components"]
      .flatMap((dir) => filesUnder(dir, (file) => /\.tsx?$/.test(file)))
      .filter(isUseServerModule);
    expect(modules).toContain("lib/auth/actions.ts");
    const unwrapped: string[] = [];
    const undeclared: string[] = [];
    for (const file of modules) {
      const exported = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        if (typeof value !== "function" || !(ACTION in value)) {
          unwrapped.push(`${name} in ${file}`);
          continue;
        }
        // How a repeat is applied once: the caller's key under the action's name, or its natural key.
        const declared = (value as { [ACTION]: { idempotency?: { key?: string; natural?: string } } })[ACTION].idempotency;
        if (!declared?.key && (declared?.natural ?? "").trim().length < 10) undeclared.push(`${name} in ${file}`);
      }
    }
    expect(unwrapped).toEqual([]);
    expect(undeclared).toEqual([]);
  });

  it("tells a wrapped handler from a plain one", () => {
    const plain = async () => new Response(null);
    expect(isRouteHandler(plain)).toBe(false);
    expect(isRouteHandler(route({ role: "public" }, plain))).toBe(true);
    expect(ACTION in plain).toBe(false);
  });
});
