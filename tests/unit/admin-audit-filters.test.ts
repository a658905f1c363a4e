import { describe, expect, it } from "vitest";
import {
  AUDIT_KIND_CHOICES,
  auditHref,
  auditWhere,
  hasAuditFilters,
  NO_AUDIT_FILTERS,
  parseAuditFilters,
  type AuditFilters,
} from "@/lib/audit/list-filters";

const filters = (changes: Partial<AuditFilters>): AuditFilters => ({ ...NO_AUDIT_FILTERS, ...changes });

describe("the audit log's filters in the address", () => {
  it("reads every filter from the search params", () => {
    expect(
      parseAuditFilters({ kind: "auth", q: "  customer@example.com ", ip: "203.0.113.9", from: "2026-11-01", to: "2026-11-24", page: "3" }),
    ).toEqual({
      kind: "auth",
      q: "customer@example.com",
      ip: "203.0.113.9",
      from: "2026-11-01",
      to: "2026-11-24",
      page: 3,
    });
  });

  it("takes each sign-in and access action on its own, and the groups of changes", () => {
    for (const kind of [
      "auth.signed_in",
      "auth.sign_in_failed",
      "auth.locked_out",
      "auth.access_denied",
      "products",
      "orders",
      "images",
      "accounts",
    ]) {
      expect(parseAuditFilters({ kind }).kind).toBe(kind);
    }
  });

  it("falls back to no filter for each value that is wrong, keeping the good ones", () => {
    expect(
      parseAuditFilters({ kind: "auth.everything", q: "a\u0000b", ip: "<script>", from: "2026-02-30", to: "yesterday", page: "-1" }),
    ).toEqual(NO_AUDIT_FILTERS);
    expect(parseAuditFilters({ kind: "orders", ip: "not an address", page: "0" })).toEqual(filters({ kind: "orders" }));
    expect(parseAuditFilters({ q: "x".repeat(201) }).q).toBe("");
    expect(parseAuditFilters({ page: "99999999999" }).page).toBe(1);
  });

  it("uses the first of a repeated parameter", () => {
    expect(parseAuditFilters({ kind: ["products", "orders"] }).kind).toBe("products");
  });

  it("puts a reversed date range right", () => {
    expect(parseAuditFilters({ from: "2026-11-24", to: "2026-11-01" })).toMatchObject({ from: "2026-11-01", to: "2026-11-24" });
  });

  it("keeps an address's start for a range, lower-cased", () => {
    expect(parseAuditFilters({ ip: "2001:DB8::" }).ip).toBe("2001:db8::");
    expect(parseAuditFilters({ ip: "203.0.113." }).ip).toBe("203.0.113.");
  });

  it("links to a page with the same filters, leaving defaults out", () => {
    expect(auditHref(NO_AUDIT_FILTERS)).toBe("/admin/audit");
    expect(auditHref(NO_AUDIT_FILTERS, 2)).toBe("/admin/audit?page=2");
    expect(auditHref(filters({ kind: "auth", q: "a b&c", ip: "203.0.113.9", from: "2026-11-01", to: "2026-11-02" }), 3)).toBe(
      "/admin/audit?kind=auth&q=a+b%26c&ip=203.0.113.9&from=2026-11-01&to=2026-11-02&page=3",
    );
    expect(
      parseAuditFilters(
        Object.fromEntries(new URL(`http://x${auditHref(filters({ kind: "auth.locked_out", q: "a b&c" }), 2)}`).searchParams),
      ),
    ).toEqual(filters({ kind: "auth.locked_out", q: "a b&c", page: 2 }));
  });

  it("says whether anything is filtered; the page alone is not a filter", () => {
    expect(hasAuditFilters(filters({ page: 4 }))).toBe(false);
    expect(hasAuditFilters(filters({ to: "2026-11-01" }))).toBe(true);
  });

  it("offers all events, sign-in and access as a group and each of its events, and the groups of changes", () => {
    const options = AUDIT_KIND_CHOICES.flatMap((choice) => choice.options.map((option) => `${choice.label ?? ""}: ${option.label}`));
    expect(options).toEqual([
      ": All events",
      "Sign-in & access: All sign-in & access",
      "Sign-in & access: Signed in",
      "Sign-in & access: Sign-in failed",
      "Sign-in & access: Locked out",
      "Sign-in & access: Signed out",
      "Sign-in & access: Password reset requested",
      "Sign-in & access: Password reset",
      "Sign-in & access: Password changed",
      "Sign-in & access: Verification e-mail sent",
      "Sign-in & access: E-mail verified",
      "Sign-in & access: Access refused",
      "Changes: Products",
      "Changes: Orders & payments",
      "Changes: Leads, quotes & tickets",
      "Changes: Images & settings",
      "Changes: Accounts",
    ]);
  });
});

describe("the audit log's filters as a database condition", () => {
  it("is no condition without filters", () => {
    expect(auditWhere(NO_AUDIT_FILTERS)).toEqual({});
  });

  it("takes a group by the prefixes of its actions, and one action exactly", () => {
    expect(auditWhere(filters({ kind: "auth" }))).toEqual({ AND: [{ OR: [{ action: { startsWith: "auth." } }] }] });
    expect(auditWhere(filters({ kind: "images" }))).toEqual({
      AND: [{ OR: [{ action: { startsWith: "image." } }, { action: { startsWith: "setting." } }] }],
    });
    expect(auditWhere(filters({ kind: "orders" }))).toEqual({
      AND: [{ OR: [{ action: { startsWith: "order." } }, { action: { startsWith: "payment." } }] }],
    });
    expect(auditWhere(filters({ kind: "auth.access_denied" }))).toEqual({ AND: [{ action: "auth.access_denied" }] });
  });

  it("matches a whole address exactly and a partial one by its start", () => {
    expect(auditWhere(filters({ ip: "203.0.113.9" }))).toEqual({ AND: [{ ip: "203.0.113.9" }] });
    expect(auditWhere(filters({ ip: "2001:db8::1" }))).toEqual({ AND: [{ ip: "2001:db8::1" }] });
    expect(auditWhere(filters({ ip: "203.0.113." }))).toEqual({ AND: [{ ip: { startsWith: "203.0.113." } }] });
  });

  it("takes the dates as whole UTC days, both included", () => {
    expect(auditWhere(filters({ from: "2026-11-01", to: "2026-11-30" }))).toEqual({
      AND: [{ createdAt: { gte: new Date("2026-11-01T00:00:00.000Z") } }, { createdAt: { lt: new Date("2026-12-01T00:00:00.000Z") } }],
    });
    expect(auditWhere(filters({ to: "2028-02-28" }))).toEqual({ AND: [{ createdAt: { lt: new Date("2028-02-29T00:00:00.000Z") } }] });
  });

  it("searches the actor, the entity's id and name, the path, the typed e-mail, the address and the orders' numbers", () => {
    const where = auditWhere(filters({ q: "Coil" }), { orderIds: ["order-1"] });
    const contains = { contains: "Coil", mode: "insensitive" };
    const inJson = (key: string) => ({ path: [key], string_contains: "Coil", mode: "insensitive" });
    expect(where).toEqual({
      AND: [
        {
          OR: [
            { actorLabel: contains },
            { entityId: contains },
            { ip: contains },
            { after: inJson("name") },
            { before: inJson("name") },
            { after: inJson("path") },
            { after: inJson("subject") },
            { entityType: "order", entityId: { in: ["order-1"] } },
          ],
        },
      ],
    });
  });

  it("combines every filter", () => {
    const where = auditWhere(filters({ kind: "auth.sign_in_failed", ip: "198.51.100.4", from: "2026-11-24", q: "staff@" }));
    expect(where.AND).toHaveLength(4);
  });
});
