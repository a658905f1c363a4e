// The audit log (DESIGN §5): who changed what, when, with the record before and after. Every
// product change, payment (charge, refund, void), image upload or deletion and settings change writes
// one row. Pass the transaction client when the change itself runs in a transaction, so that both land
// or neither does.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Who acted: a signed-in user, or the system itself ("system", "gateway", "checkout"). */
export type AuditActor = { id: string; email: string } | { label: string };

export type AuditEntry = {
  actor: AuditActor;
  /** Verb in the past tense, dotted by area: "product.created", "order.refunded", "image.deleted". */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /** The browser's User-Agent, for sign-in and access events. */
  userAgent?: string | null;
};

type AuditWriter = Pick<Prisma.TransactionClient, "auditLog">;

/** JSON-safe copy: Decimals and Dates become strings, undefined fields drop out. */
function snapshot(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

export async function recordAudit(entry: AuditEntry, client: AuditWriter = db()): Promise<void> {
  const actor =
    "id" in entry.actor ? { actorId: entry.actor.id, actorLabel: entry.actor.email } : { actorId: null, actorLabel: entry.actor.label };
  await client.auditLog.create({
    data: {
      ...actor,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: snapshot(entry.before),
      after: snapshot(entry.after),
      ip: entry.ip ?? null,
      // A header is the visitor's to choose: keep the log's rows small.
      userAgent: entry.userAgent ? entry.userAgent.slice(0, 500) : null,
    },
  });
}
