// The role × route table of the staff area: every route handler under app/api whose mark
// (lib/http/route.ts) says "staff" is called once per staff role with an empty request. An owner, and the
// role whose area it is, get past the door (any answer but 401 or 403); every other role gets 403 with
// the area's refusal; a customer gets 403 and a visitor 401. The routes are found on disk: a staff route
// added tomorrow is in the table as soon as its file exists, and one without an area fails here.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { areaRefusal, mayUse, STAFF_ROLES, type StaffArea } from "@/lib/auth/staff-access";
import { staffArea } from "@/lib/auth/staff-paths";
import { db } from "@/lib/db/client";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { isRouteHandler, ROUTE, type RouteHandler } from "@/lib/http/route";
import { sessionCookieHeader } from "@/tests/support/auth";

const root = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const AREAS: readonly StaffArea[] = ["any", "sales", "orders", "content", "owner"];

type Segment = { name: string; catchAll: boolean };
type StaffHandler = {
  label: string;
  address: string;
  method: string;
  area: StaffArea | undefined;
  handler: RouteHandler;
  segments: Segment[];
};

/** Every route file under app/api, with its address ("/api/admin/orders/[id]/refund") and its dynamic segments. */
function routeFiles() {
  return readdirSync(path.join(root, "app/api"), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => {
      const parts = file.split(path.sep).slice(0, -1);
      const segments = parts.flatMap((part): Segment[] => {
        const dynamic = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(part);
        return dynamic ? [{ name: dynamic[2]!, catchAll: Boolean(dynamic[1]) }] : [];
      });
      return { file: `app/api/${parts.join("/")}/route.ts`, address: `/api/${parts.join("/")}`, segments };
    })
    .sort((a, b) => a.address.localeCompare(b.address));
}

const FILES = routeFiles();
const exportsOf = async (file: string) => (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;

/** The handlers route() built for staff, one row of the table each. */
async function staffHandlers(): Promise<StaffHandler[]> {
  const rows: StaffHandler[] = [];
  for (const { file, address, segments } of FILES) {
    const exported = await exportsOf(file);
    for (const method of METHODS) {
      const handler = exported[method];
      if (!isRouteHandler(handler) || handler[ROUTE].role !== "staff") continue;
      const area = handler[ROUTE].area;
      rows.push({ label: `${method} ${address} (${area ?? "no area"})`, address, method, area, handler, segments });
    }
  }
  return rows;
}

const HANDLERS = await staffHandlers();

/** A dummy value for each dynamic segment: well-formed enough for no route to treat it as anything real. */
const dummyParams = (segments: Segment[]) => Object.fromEntries(segments.map(({ name, catchAll }) => [name, catchAll ? ["0"] : "0"]));

const addressOf = (row: StaffHandler) => row.address.replace(/\[{1,2}(?:\.\.\.)?[^\]]+\]{1,2}/g, "0");

let addressCounter = 0;

/** The row's handler called with an empty request (an empty JSON object for a method with a body). */
async function call(row: StaffHandler, cookie: string | null): Promise<{ status: number; error?: unknown }> {
  const headers = new Headers({ "x-forwarded-for": `2001:db8:5a1e::${(++addressCounter).toString(16)}` });
  if (cookie) headers.set("cookie", cookie);
  const hasBody = ["POST", "PUT", "PATCH"].includes(row.method);
  if (hasBody) headers.set("content-type", "application/json");
  const request = new Request(`http://localhost${addressOf(row)}`, { method: row.method, headers, body: hasBody ? "{}" : undefined });
  let response: Response;
  try {
    response = await row.handler(request, { params: Promise.resolve(dummyParams(row.segments)) });
  } catch {
    // Past the door, a handler that throws on an empty request is the route fuzz's concern (tests/integration/fuzz-routes.test.ts).
    return { status: 500 };
  }
  const text = await response.text();
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    // Not JSON: a CSV, a PDF, an empty answer.
  }
  return { status: response.status, error };
}

let cookies: Record<StaffRole | "customer", string>;
let dataDir: string;
const savedEnv = { DATA_DIR: process.env.DATA_DIR, PAYMENTS_MODE: process.env.PAYMENTS_MODE, PORT: process.env.PORT };

beforeAll(async () => {
  // Routes that get past the door must not reach the network, or write into the project's data folder.
  dataDir = mkdtempSync(path.join(tmpdir(), "staff-roles-"));
  process.env.DATA_DIR = dataDir;
  process.env.PAYMENTS_MODE = "test";
  process.env.PORT = "3999";
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({})),
  );
  const refuse = (): never => {
    throw new Error("the role table allows no network");
  };
  vi.spyOn(http, "request").mockImplementation(refuse);
  vi.spyOn(https, "request").mockImplementation(refuse);
  vi.spyOn(console, "error").mockImplementation(() => undefined);

  const account = async (role: "customer" | "staff", staffRole: StaffRole | null) => {
    const user = await db().user.create({
      data: {
        email: `roles-${staffRole ?? role}-${randomUUID()}@example.com`,
        firstName: "Role",
        lastName: "Table",
        passwordHash: "scrypt$x",
        role,
        staffRole,
      },
    });
    return sessionCookieHeader({ id: user.id, email: user.email, role });
  };
  const entries = await Promise.all(STAFF_ROLES.map(async (role) => [role, await account("staff", role)] as const));
  cookies = { ...Object.fromEntries(entries), customer: await account("customer", null) } as typeof cookies;
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the staff routes on disk", () => {
  it("are found, each area among them", () => {
    expect(HANDLERS.length).toBeGreaterThan(20);
    expect(HANDLERS.map((row) => row.label)).toEqual(
      expect.arrayContaining([
        "GET /api/admin/orders (orders)",
        "POST /api/admin/products (content)",
        "POST /api/admin/emails/[id]/resend (any)",
        "POST /api/admin/staff/invitations (owner)",
        "PATCH /api/admin/staff/members/[id] (owner)",
      ]),
    );
  });

  it("every staff route names its area", () => {
    const without = HANDLERS.filter((row) => !row.area || !AREAS.includes(row.area)).map((row) => row.label);
    expect(without).toEqual([]);
  });

  it("every handler under the staff API's addresses is a staff route", async () => {
    const other: string[] = [];
    for (const { file, address } of FILES.filter((route) => staffArea(route.address) === "api")) {
      const exported = await exportsOf(file);
      for (const method of METHODS) {
        const handler = exported[method];
        if (handler === undefined) continue;
        if (!isRouteHandler(handler) || handler[ROUTE].role !== "staff") other.push(`${method} ${address}`);
      }
    }
    expect(other).toEqual([]);
  });
});

describe.each(HANDLERS.map((row) => [row.label, row] as const))("%s", (_label, row) => {
  it.each(STAFF_ROLES.map((role) => [role] as const))("as %s", async (role) => {
    const answer = await call(row, cookies[role]);
    if (mayUse(role, row.area ?? "any")) {
      expect(answer.status, `${role} is refused at its own door`).not.toBe(401);
      expect(answer.status, `${role} is refused at its own door`).not.toBe(403);
    } else {
      expect(answer).toEqual({ status: 403, error: areaRefusal(row.area!) });
    }
  });

  it("refuses a customer (403) and a visitor (401)", async () => {
    expect(await call(row, cookies.customer)).toEqual({ status: 403, error: "Forbidden" });
    expect(await call(row, null)).toEqual({ status: 401, error: "Unauthorized" });
  });
});
