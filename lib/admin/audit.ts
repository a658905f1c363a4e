// The audit log as the staff page lists it: newest first, a page at a time, each row with its compact diff.
import "server-only";
import { db } from "@/lib/db/client";
import { auditActionLabel, auditDiff, type AuditChange } from "./audit-diff";

export const AUDIT_PAGE_SIZE = 25;

export type AuditRow = {
  id: number;
  actor: string;
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
};

export type AuditPage = { rows: AuditRow[]; page: number; pageCount: number; total: number };

function pick(value: unknown, key: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" ? found : null;
}

export async function auditPage(page: number): Promise<AuditPage> {
  const total = await db().auditLog.count();
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const entries = await db().auditLog.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE,
  });
  // Entries written by the checkout name the order by id only: show its number instead.
  const orderIds = [...new Set(entries.filter((e) => e.entityType === "order").map((e) => e.entityId))];
  const orders = orderIds.length ? await db().order.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } }) : [];
  const orderNumbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
  const rows = entries.map((entry): AuditRow => ({
    id: entry.id,
    actor: entry.actorLabel,
    action: entry.action,
    actionLabel: auditActionLabel(entry.action),
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityHref: entry.entityType === "order" ? `/admin-orders/${encodeURIComponent(entry.entityId)}` : null,
    entityName:
      entry.entityType === "order"
        ? (orderNumbers.get(entry.entityId) ?? null)
        : (pick(entry.after, "name") ?? pick(entry.before, "name")),
    createdAt: entry.createdAt,
    changes: auditDiff(entry.before, entry.after),
  }));
  return { rows, page: current, pageCount, total };
}
