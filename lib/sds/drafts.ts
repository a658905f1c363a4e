// A safety data sheet's draft revision, written by staff section by section: made from the current
// authored revision, saved as it was read, or deleted. Publishing it is publish.ts.
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { emptyContent, type SdsContent } from "@/lib/sds/rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  addRevision,
  auditRevision,
  draftOf,
  isoDate,
  REVISION_SELECT,
  toStaffRevision,
  TRANSACTION,
  updateDraft,
  type Context,
} from "./revisions";
import type { StaffSdsRevision } from "./schemas";
import { staffProductSds } from "./staff-view";

/**
 * A new draft revision, dated `today`: its sections start from the current authored revision, so that a
 * change is an edit of what buyers read today, or empty when there is none.
 */
export async function createSdsDraft(productId: number, today: Date, context: Context): Promise<StaffSdsRevision> {
  const sds = await staffProductSds(productId);
  const open = sds.revisions.find((revision) => revision.state === "draft");
  if (open) throw new StaffRequestError(409, `Revision ${open.revision} is still a draft: edit or delete it first`, "revision");
  const base = sds.revisions.find((revision) => revision.state === "published" && revision.content !== null);
  const row = await addRevision(productId, context, "sds.draft_created", {
    revisionDate: new Date(`${isoDate(today)}T00:00:00Z`),
    content: (base?.content ?? emptyContent()) as Prisma.InputJsonValue,
  });
  return toStaffRevision(row);
}

export type SdsDraftInput = { content: SdsContent; revisionDate: string; updatedAt: string };

/** Saves a draft's sections and date; refuses a published revision and a draft changed since it was read. */
export async function saveSdsDraft(id: number, input: SdsDraftInput, context: Context): Promise<StaffSdsRevision> {
  const row = await db().$transaction(async (tx) => {
    const draft = await draftOf(id, tx);
    await updateDraft(tx, id, new Date(input.updatedAt), {
      content: input.content as Prisma.InputJsonValue,
      revisionDate: new Date(`${input.revisionDate}T00:00:00Z`),
    });
    await auditRevision(tx, context, id, "sds.draft_saved", {
      before: { revisionDate: isoDate(draft.revisionDate) },
      after: { revisionDate: input.revisionDate },
    });
    return tx.sdsRevision.findUniqueOrThrow({ where: { id }, select: REVISION_SELECT });
  }, TRANSACTION);
  return toStaffRevision(row);
}

export async function deleteSdsDraft(id: number, context: Context): Promise<void> {
  await db().$transaction(async (tx) => {
    const draft = await draftOf(id, tx);
    await tx.sdsRevision.delete({ where: { id } });
    await auditRevision(tx, context, id, "sds.draft_deleted", { before: { revision: draft.revision } });
  }, TRANSACTION);
}
