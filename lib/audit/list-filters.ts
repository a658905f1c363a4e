// The audit log's filters (/admin/audit): what staff may ask for in the address bar, the database query
// it becomes, and the address of a page with the same filters. Pure. Every value is parsed on its own
// and a bad one falls back to "no filter", so a mistyped address never fails the page.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { daySchema, paramOr, plainSearchSchema, type SearchParams } from "@/lib/admin/list-filters";
import { auditActionLabel } from "./diff";

/** The sign-in and access actions (lib/audit/auth-events.ts), in the order the filter lists them. */
export const AUTH_ACTIONS = [
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.locked_out",
  "auth.signed_out",
  "auth.password_reset_requested",
  "auth.password_reset",
  "auth.password_changed",
  "auth.verification_sent",
  "auth.email_verified",
  "auth.access_denied",
] as const;

export type AuthAction = (typeof AUTH_ACTIONS)[number];

/** Groups of actions, by the prefix of their name, so that an action added later falls in its group. */
export const AUDIT_GROUPS = {
  auth: { label: "Sign-in & access", prefixes: ["auth."] },
  products: { label: "Products", prefixes: ["product."] },
  orders: { label: "Orders & payments", prefixes: ["order.", "payment."] },
  images: { label: "Images & settings", prefixes: ["image.", "setting."] },
  emails: { label: "E-mails", prefixes: ["email."] },
  sales: { label: "Leads, quotes & tickets", prefixes: ["lead.", "quote.", "ticket."] },
  accounts: { label: "Accounts", prefixes: ["user.", "staff."] },
} as const satisfies Record<string, { label: string; prefixes: readonly string[] }>;

export type AuditGroup = keyof typeof AUDIT_GROUPS;
export type AuditKind = "all" | AuditGroup | AuthAction;

const GROUP_KEYS = Object.keys(AUDIT_GROUPS) as AuditGroup[];
const KINDS = ["all", ...GROUP_KEYS, ...AUTH_ACTIONS] as const satisfies readonly AuditKind[];

export type AuditKindOption = { value: AuditKind; label: string };

/** The choices of the "Events" list: everything, then sign-in and access (all, then each), then the changes. */
export const AUDIT_KIND_CHOICES: { label: string | null; options: AuditKindOption[] }[] = [
  { label: null, options: [{ value: "all", label: "All events" }] },
  {
    label: AUDIT_GROUPS.auth.label,
    options: [
      { value: "auth", label: `All sign-in & access` },
      ...AUTH_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action) })),
    ],
  },
  {
    label: "Changes",
    options: (["products", "orders", "sales", "images", "accounts"] as const).map((group) => ({
      value: group,
      label: AUDIT_GROUPS[group].label,
    })),
  },
];

export type AuditFilters = {
  kind: AuditKind;
  /** Words to find in the actor's e-mail, the entity's id or name, the path or the address; "" for none. */
  q: string;
  /** A whole address (203.0.113.9) or its beginning (203.0.113.); "" for none. */
  ip: string;
  /** First and last day, YYYY-MM-DD in UTC, both included; "" for open. */
  from: string;
  to: string;
  page: number;
};

export const NO_AUDIT_FILTERS: AuditFilters = { kind: "all", q: "", ip: "", from: "", to: "", page: 1 };

export const MAX_AUDIT_SEARCH = 200;

const kindSchema = z.enum(KINDS);
const searchSchema = plainSearchSchema(MAX_AUDIT_SEARCH);
const addressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f:.]{0,45}$/);
const pageSchema = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));

/** The filters of the page's search params; each bad or missing value is "no filter". A reversed date range is put right. */
export function parseAuditFilters(params: SearchParams): AuditFilters {
  let from = paramOr(params, "from", daySchema, "");
  let to = paramOr(params, "to", daySchema, "");
  if (from && to && from > to) [from, to] = [to, from];
  return {
    kind: paramOr(params, "kind", kindSchema, "all"),
    q: paramOr(params, "q", searchSchema, ""),
    ip: paramOr(params, "ip", addressSchema, ""),
    from,
    to,
    page: paramOr(params, "page", pageSchema, 1),
  };
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return filters.kind !== "all" || filters.q !== "" || filters.ip !== "" || filters.from !== "" || filters.to !== "";
}

/** The address of the log with these filters, at `page`; default values are left out. */
export function auditHref(filters: AuditFilters, page: number = filters.page): string {
  const params = new URLSearchParams();
  if (filters.kind !== "all") params.set("kind", filters.kind);
  if (filters.q) params.set("q", filters.q);
  if (filters.ip) params.set("ip", filters.ip);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

const isWholeAddress = (value: string) => z.union([z.ipv4(), z.ipv6()]).safeParse(value).success;

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export type AuditSearchMatches = {
  /** Orders whose number contains the search: their entries name them by id only. */
  orderIds?: string[];
};

/**
 * The database's condition for these filters. The search looks, case-insensitively, in the actor's
 * e-mail, the entity's id, the address, the name or path the entry records, and the number of an order
 * (given as `matches.orderIds`, found beforehand).
 */
export function auditWhere(filters: AuditFilters, matches: AuditSearchMatches = {}): Prisma.AuditLogWhereInput {
  const and: Prisma.AuditLogWhereInput[] = [];

  if (filters.kind in AUDIT_GROUPS) {
    const { prefixes } = AUDIT_GROUPS[filters.kind as AuditGroup];
    and.push({ OR: prefixes.map((prefix) => ({ action: { startsWith: prefix } })) });
  } else if (filters.kind !== "all") {
    and.push({ action: filters.kind });
  }

  if (filters.ip) and.push({ ip: isWholeAddress(filters.ip) ? filters.ip : { startsWith: filters.ip } });

  if (filters.from) and.push({ createdAt: { gte: new Date(`${filters.from}T00:00:00Z`) } });
  if (filters.to) and.push({ createdAt: { lt: nextDay(filters.to) } });

  if (filters.q) {
    const contains = { contains: filters.q, mode: "insensitive" as const };
    const inJson = (key: string) => ({ path: [key], string_contains: filters.q, mode: "insensitive" as const });
    const or: Prisma.AuditLogWhereInput[] = [
      { actorLabel: contains },
      { entityId: contains },
      { ip: contains },
      { after: inJson("name") },
      { before: inJson("name") },
      { after: inJson("path") },
      { after: inJson("subject") },
    ];
    if (matches.orderIds?.length) or.push({ entityType: "order", entityId: { in: matches.orderIds } });
    and.push({ OR: or });
  }

  return and.length === 0 ? {} : { AND: and };
}
