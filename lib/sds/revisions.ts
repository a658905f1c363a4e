// What the staff's changes of safety data sheet revisions share: a revision's row as the staff routes answer
// it, its audit row, the next revision number, and the draft changed only as it was read. The changes are
// drafts.ts, publish.ts and upload.ts; the database refuses any change to a published revision (a trigger),
// whatever calls it.
import "server-only";
import { createHash } from "node:crypto";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { editRefusal, nextRevisionNumber, sdsContentSchema, type SdsContent } from "@/lib/sds/rules";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSdsRevision } from "./schemas";

export type Context = { actor: AuditActor; ip?: string | null };

export const TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

export const SDS_MESSAGES = {
  productNotFound: "This product does not exist",
  revisionNotFound: "This revision does not exist",
  published: editRefusal("published")!,
  stale: "Someone else changed this draft since you opened it: reload to see their version",
  notPdf: "The uploaded file could not be read as a PDF",
  encrypted: "The PDF is encrypted, so what it holds cannot be checked: upload a copy without a password or restrictions",
  activeContent: (kinds: string[]) =>
    `The PDF holds active content (${kinds.join(", ")}): upload a copy without scripts, actions or attached files`,
} as const;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
export const actorId = (actor: AuditActor) => ("id" in actor ? actor.id : null);

function contentOf(stored: Prisma.JsonValue | null): SdsContent | null {
  if (stored === null) return null;
  const parsed = sdsContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export const REVISION_SELECT = {
  id: true,
  revision: true,
  state: true,
  source: true,
  revisionDate: true,
  content: true,
  demoContent: true,
  publishedAt: true,
  updatedAt: true,
} as const;

type RevisionRow = Prisma.SdsRevisionGetPayload<{ select: typeof REVISION_SELECT }>;

export function toStaffRevision(row: RevisionRow): StaffSdsRevision {
  return {
    id: row.id,
    revision: row.revision,
    state: row.state,
    source: row.source,
    revisionDate: isoDate(row.revisionDate),
    content: contentOf(row.content),
    demoContent: row.demoContent,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A revision number is taken by whoever inserts first; the loser tries the next one. */
async function withNextRevision<T>(productId: number, create: (revision: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const taken = await db().sdsRevision.findMany({ where: { productId }, select: { revision: true } });
    try {
      return await create(nextRevisionNumber(taken));
    } catch (error) {
      const duplicate = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!duplicate || attempt >= 4) throw error;
    }
  }
}

/** The revision's audit row, written in the transaction of its change. */
export const auditRevision = (
  tx: Prisma.TransactionClient,
  { actor, ip }: Context,
  entityId: number,
  action: string,
  change: { before?: unknown; after?: unknown },
) => recordAudit({ actor, action, entityType: "SdsRevision", entityId, ...change, ip }, tx);

/** Changes the draft as it was at `updatedAt`; refuses it when someone changed or published it since. */
export async function updateDraft(
  tx: Prisma.TransactionClient,
  id: number,
  updatedAt: Date,
  data: Prisma.SdsRevisionUncheckedUpdateManyInput,
) {
  const updated = await tx.sdsRevision.updateMany({ where: { id, state: "draft", updatedAt }, data });
  if (updated.count === 0) throw new StaffRequestError(409, SDS_MESSAGES.stale, "updatedAt");
}

/** Adds the product's next revision made by the actor, with its audit row (the revision's number, and `audited`). */
export const addRevision = (
  productId: number,
  context: Context,
  action: string,
  fields: Omit<Prisma.SdsRevisionUncheckedCreateInput, "productId" | "revision" | "createdById">,
  audited: Record<string, unknown> = {},
) =>
  withNextRevision(productId, (revision) =>
    db().$transaction(async (tx) => {
      const created = await tx.sdsRevision.create({
        data: { productId, revision, ...fields, createdById: actorId(context.actor) },
        select: REVISION_SELECT,
      });
      await auditRevision(tx, context, created.id, action, { after: { productId, revision, ...audited } });
      return created;
    }, TRANSACTION),
  );

/** The draft of `id` with its product; a 404 when there is none, a 409 when it is published. */
export async function draftOf(id: number, client: Prisma.TransactionClient) {
  const row = await client.sdsRevision.findUnique({
    where: { id },
    include: { product: { select: { itemNumber: true, name: true, slug: true } } },
  });
  if (!row) throw new StaffRequestError(404, SDS_MESSAGES.revisionNotFound, "id");
  if (row.state === "published") throw new StaffRequestError(409, SDS_MESSAGES.published, "state");
  return row;
}
