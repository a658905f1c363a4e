// The staff audit log's filters (/admin/audit, lib/audit/log-page.ts): entries of every kind, found by kind,
// address, date and search, newest first. The entries are dated March 2001, a month no other test writes.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { auditPage } from "@/lib/audit/log-page";
import { NO_AUDIT_FILTERS, parseAuditFilters, type AuditFilters } from "@/lib/audit/list-filters";
import { db } from "@/lib/db/client";

const MARCH = { from: "2001-03-01", to: "2001-03-31" };
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const suffix = randomUUID().slice(0, 8);
const staffEmail = `audit-staff-${suffix}@triplezero.example`;
const productName = `Filter Test Coil Brightener ${suffix}`;
let orderNumber: string;

/** The actions found with these filters, within March 2001, newest first. */
async function actions(filters: Partial<AuditFilters>): Promise<string[]> {
  const log = await auditPage({ ...NO_AUDIT_FILTERS, ...MARCH, ...filters });
  return log.rows.map((row) => row.action);
}

beforeAll(async () => {
  const staff = await db().user.create({
    data: { email: staffEmail, firstName: "Ada", lastName: "Audit", passwordHash: "scrypt$x", role: "staff" },
  });
  const order = await db().order.findFirstOrThrow({ select: { id: true, orderNumber: true } });
  orderNumber = order.orderNumber;
  const actor = { actorId: staff.id, actorLabel: staffEmail };
  const anonymous = { actorId: null, actorLabel: "anonymous" };
  const at = (day: number, hour = 12) => new Date(Date.UTC(2001, 2, day, hour));
  await db().auditLog.createMany({
    data: [
      {
        ...actor,
        action: "product.created",
        entityType: "product",
        entityId: "90001",
        after: { name: productName },
        ip: "203.0.113.10",
        createdAt: at(2),
      },
      {
        ...actor,
        action: "order.refunded",
        entityType: "order",
        entityId: order.id,
        before: { status: "completed" },
        after: { status: "refunded" },
        createdAt: at(3),
      },
      { ...actor, action: "image.uploaded", entityType: "image", entityId: "90002", after: { filename: "hero.jpg" }, createdAt: at(4) },
      { ...actor, action: "setting.updated", entityType: "siteSetting", entityId: "heroBackground", createdAt: at(5) },
      {
        ...actor,
        action: "auth.signed_in",
        entityType: "User",
        entityId: staff.id,
        ip: "198.51.100.7",
        userAgent: CHROME,
        createdAt: at(10),
      },
      {
        ...anonymous,
        action: "auth.sign_in_failed",
        entityType: "Sign-in",
        entityId: `someone-${suffix}@example.com`,
        after: { subject: `someone-${suffix}@example.com` },
        ip: "198.51.100.8",
        userAgent: "curl/8.5.0",
        createdAt: at(11, 0),
      },
      {
        ...anonymous,
        action: "auth.access_denied",
        entityType: "Path",
        entityId: "/admin-orders",
        after: { path: "/admin-orders", method: "GET", status: 401, answer: "sign-in" },
        ip: "198.51.100.8",
        userAgent: CHROME,
        createdAt: at(12),
      },
      { ...actor, action: "auth.locked_out", entityType: "User", entityId: staff.id, ip: "2001:db8::5", createdAt: at(20) },
      { ...actor, action: "user.registered", entityType: "User", entityId: staff.id, createdAt: at(31, 23) },
    ],
  });
});

describe("the audit log's filters", () => {
  it("lists every entry of the month, newest first", async () => {
    expect(await actions({})).toEqual([
      "user.registered",
      "auth.locked_out",
      "auth.access_denied",
      "auth.sign_in_failed",
      "auth.signed_in",
      "setting.updated",
      "image.uploaded",
      "order.refunded",
      "product.created",
    ]);
  });

  it("finds sign-in and access events as a group and one by one", async () => {
    expect(await actions({ kind: "auth" })).toEqual(["auth.locked_out", "auth.access_denied", "auth.sign_in_failed", "auth.signed_in"]);
    expect(await actions({ kind: "auth.access_denied" })).toEqual(["auth.access_denied"]);
    expect(await actions({ kind: "auth.signed_in" })).toEqual(["auth.signed_in"]);
    expect(await actions({ kind: "auth.password_changed" })).toEqual([]);
  });

  it("finds products, orders and payments, images and settings, and accounts", async () => {
    expect(await actions({ kind: "products" })).toEqual(["product.created"]);
    expect(await actions({ kind: "orders" })).toEqual(["order.refunded"]);
    expect(await actions({ kind: "images" })).toEqual(["setting.updated", "image.uploaded"]);
    expect(await actions({ kind: "accounts" })).toEqual(["user.registered"]);
  });

  it("finds an address, whole or by its start", async () => {
    expect(await actions({ ip: "198.51.100.8" })).toEqual(["auth.access_denied", "auth.sign_in_failed"]);
    expect(await actions({ ip: "198.51.100." })).toEqual(["auth.access_denied", "auth.sign_in_failed", "auth.signed_in"]);
    expect(await actions({ ip: "2001:db8::5" })).toEqual(["auth.locked_out"]);
    expect(await actions({ ip: "198.51.100.80" })).toEqual([]);
  });

  it("takes whole days, the first and the last included", async () => {
    expect(await actions({ from: "2001-03-10", to: "2001-03-11" })).toEqual(["auth.sign_in_failed", "auth.signed_in"]);
    expect(await actions({ from: "2001-03-31", to: "2001-03-31" })).toEqual(["user.registered"]);
    expect(await actions({ from: "2001-03-21", to: "2001-03-30" })).toEqual([]);
  });

  it("searches the actor, a product's name, a path, a typed e-mail, an address and an order's number", async () => {
    expect(await actions({ q: "coil brightener" })).toEqual(["product.created"]);
    expect(await actions({ q: `SOMEONE-${suffix}` })).toEqual(["auth.sign_in_failed"]);
    expect(await actions({ q: "/admin-orders" })).toEqual(["auth.access_denied"]);
    expect(await actions({ q: "203.0.113.10" })).toEqual(["product.created"]);
    expect(await actions({ q: orderNumber })).toEqual(["order.refunded"]);
    expect(await actions({ q: `audit-staff-${suffix}`, kind: "auth" })).toEqual(["auth.locked_out", "auth.signed_in"]);
  });

  it("shows the address and the user agent of the rows that have them", async () => {
    const log = await auditPage({ ...NO_AUDIT_FILTERS, ...MARCH, kind: "auth" });
    expect(log.rows.map((row) => [row.actionLabel, row.ip, row.userAgent, row.entityName])).toEqual([
      ["Locked out", "2001:db8::5", null, null],
      ["Access refused", "198.51.100.8", CHROME, "/admin-orders"],
      ["Sign-in failed", "198.51.100.8", "curl/8.5.0", `someone-${suffix}@example.com`],
      ["Signed in", "198.51.100.7", CHROME, null],
    ]);
  });

  it("names a customer's refusal by the path they asked for", async () => {
    const customer = await db().user.create({
      data: {
        email: `audit-customer-${suffix}@example.com`,
        firstName: "Cy",
        lastName: "Customer",
        passwordHash: "scrypt$x",
        role: "customer",
      },
    });
    await db().auditLog.create({
      data: {
        actorId: customer.id,
        actorLabel: customer.email,
        action: "auth.access_denied",
        entityType: "User",
        entityId: customer.id,
        after: { path: "/admin", method: "GET", status: 403, answer: "page" },
        ip: "192.0.2.44",
        createdAt: new Date(Date.UTC(2001, 3, 2)),
      },
    });
    const log = await auditPage({ ...NO_AUDIT_FILTERS, from: "2001-04-01", to: "2001-04-30", q: customer.email });
    expect(log.rows.map((row) => [row.actor, row.actionLabel, row.entityType, row.entityName])).toEqual([
      [customer.email, "Access refused", "Path", "/admin"],
    ]);
  });

  it("counts and pages the filtered entries, keeping the filters", async () => {
    const log = await auditPage({ ...NO_AUDIT_FILTERS, ...MARCH, kind: "auth", page: 7 });
    expect(log).toMatchObject({ total: 4, page: 1, pageCount: 1, filters: { ...MARCH, kind: "auth", page: 1 } });
  });

  it("reads the filters from the address, ignoring what it cannot use", async () => {
    const filters = parseAuditFilters({ kind: "auth", ip: "198.51.100.8", from: "2001-03-01", to: "2001-03-31", q: "\u0000", page: "x" });
    expect((await auditPage(filters)).rows.map((row) => row.action)).toEqual(["auth.access_denied", "auth.sign_in_failed"]);
  });
});
