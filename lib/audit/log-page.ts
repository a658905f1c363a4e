// The audit log as the staff page lists it: newest first, a page at a time, filtered (lib/audit/list-filters.ts),
// each row naming the person who acted, with its compact diff and, for sign-in and access events, the
// visitor's address and user agent.
import "server-only";
import { quoteNumber } from "@/lib/quotes/rules";
import { db } from "@/lib/db/client";
import { auditActionLabel, auditDiff, type AuditChange } from "./diff";
import { auditWhere, NO_AUDIT_FILTERS, type AuditFilters } from "./list-filters";

export const AUDIT_PAGE_SIZE = 25;

export type AuditRow = {
  id: number;
  /** The actor as the entry named them: an e-mail address, "system", "gateway". */
  actor: string;
  /** The person behind an account that acted, by their name now (null for the system, or a deleted account). */
  actorName: string | null;
  action: string;
  actionLabel: string;
  entityType: string;
  entityId: string;
  /** Where the changed thing can be seen, when it has a staff page. */
  entityHref: string | null;
  /** A name to read instead of the id: the product's name, the order's number. */
  entityName: string | null;
  createdAt: Date;
  changes: AuditChange[];
  ip: string | null;
  userAgent: string | null;
};

export type AuditPage = { rows: AuditRow[]; page: number; pageCount: number; total: number; filters: AuditFilters };

function pick(value: unknown, key: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" ? found : null;
}

/** Orders whose number contains the search, so that their entries (which name them by id) are found too. */
async function ordersNumbered(search: string): Promise<string[]> {
  if (!search) return [];
  const orders = await db().order.findMany({
    where: { orderNumber: { contains: search, mode: "insensitive" } },
    select: { id: true },
    take: 500,
  });
  return orders.map((order) => order.id);
}

export async function auditPage(filters: AuditFilters = NO_AUDIT_FILTERS): Promise<AuditPage> {
  const where = auditWhere(filters, { orderIds: await ordersNumbered(filters.q) });
  const total = await db().auditLog.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(filters.page)), pageCount);
  const entries = await db().auditLog.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE,
    include: { actor: { select: { firstName: true, lastName: true } } },
  });
  // Entries written by the checkout name the order by id only: show its number instead.
  const orderIds = [...new Set(entries.filter((e) => e.entityType === "order").map((e) => e.entityId))];
  const orders = orderIds.length
    ? await db().order.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } })
    : [];
  const orderNumbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
  const rows = entries.map((entry): AuditRow => {
    // A refusal is about the path asked for, also when it names the customer who asked.
    const refusedPath = entry.action === "auth.access_denied" ? pick(entry.after, "path") : null;
    return {
      id: entry.id,
      actor: entry.actorLabel,
      actorName: entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName}` : null,
      action: entry.action,
      actionLabel: auditActionLabel(entry.action),
      entityType: refusedPath ? "Path" : entry.entityType,
      entityId: entry.entityId,
      entityHref:
        entry.entityType === "order"
          ? `/admin-orders/${encodeURIComponent(entry.entityId)}`
          : entry.entityType === "lead"
            ? `/admin/leads/${encodeURIComponent(entry.entityId)}`
            : entry.entityType === "ticket"
              ? `/admin/tickets/${encodeURIComponent(entry.entityId)}`
              : entry.entityType === "quote"
                ? `/admin/quotes/${encodeURIComponent(entry.entityId)}`
                : null,
      entityName:
        entry.entityType === "order"
          ? (orderNumbers.get(entry.entityId) ?? null)
          : entry.entityType === "quote" && /^\d+$/.test(entry.entityId)
            ? quoteNumber(Number(entry.entityId))
            : (refusedPath ?? pick(entry.after, "name") ?? pick(entry.before, "name") ?? pick(entry.after, "subject")),
      createdAt: entry.createdAt,
      changes: auditDiff(entry.before, entry.after),
      ip: entry.ip,
      userAgent: entry.userAgent,
    };
  });
  return { rows, page: current, pageCount, total, filters: { ...filters, page: current } };
}
