// Publishing a draft revision: every section must say something; the PDF is drawn once
// (lib/documents/sds-pdf.ts) and stored with its digest, and never changes afterwards.
import "server-only";
import { db } from "@/lib/db/client";
import { StaffRequestError } from "@/lib/admin/errors";
import { expireCatalog } from "@/lib/catalog/read";
import { sdsPdf } from "@/lib/documents/sds-pdf";
import { publishableSdsSchema } from "@/lib/sds/rules";
import {
  actorId,
  auditRevision,
  draftOf,
  isoDate,
  REVISION_SELECT,
  SDS_MESSAGES,
  sha256,
  toStaffRevision,
  TRANSACTION,
  updateDraft,
  type Context,
} from "./revisions";
import type { StaffSdsRevision } from "./schemas";
import { documentSupplier } from "./supplier";

/** Thrown when publishing finds empty sections: each is named by its key, with what to do. */
export class SdsNotPublishable extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? "The sheet is not complete");
  }
}

/**
 * Publishes a draft: every section must say something; the PDF is made once, from the draft's content
 * and its revision date, and stored with its digest. Once only: of two presses, one publishes.
 */
export async function publishSdsDraft(
  id: number,
  expectedUpdatedAt: string,
  context: Context,
  now = new Date(),
): Promise<StaffSdsRevision> {
  const draft = await db().$transaction((tx) => draftOf(id, tx), TRANSACTION);
  if (draft.updatedAt.toISOString() !== new Date(expectedUpdatedAt).toISOString()) {
    throw new StaffRequestError(409, SDS_MESSAGES.stale, "updatedAt");
  }
  const checked = publishableSdsSchema.safeParse(draft.content);
  if (!checked.success) {
    throw new SdsNotPublishable(
      Object.fromEntries(checked.error.issues.map((issue) => [issue.path.map(String).join(".") || "content", issue.message])),
    );
  }
  const pdf = await sdsPdf({
    product: draft.product,
    revision: draft.revision,
    revisionDate: draft.revisionDate,
    content: checked.data,
    supplier: documentSupplier(),
  });
  const row = await db().$transaction(async (tx) => {
    await updateDraft(tx, id, draft.updatedAt, {
      state: "published",
      pdf: Buffer.from(pdf),
      pdfSha256: sha256(pdf),
      publishedAt: now,
      publishedById: actorId(context.actor),
    });
    await auditRevision(tx, context, id, "sds.published", {
      after: { productId: draft.productId, revision: draft.revision, revisionDate: isoDate(draft.revisionDate), sha256: sha256(pdf) },
    });
    return tx.sdsRevision.findUniqueOrThrow({ where: { id }, select: REVISION_SELECT });
  }, TRANSACTION);
  // The product's page names its current sheet's revision.
  expireCatalog(draft.product.slug);
  return toStaffRevision(row);
}
