// A product's safety data sheet revisions as Product Admin's panel shows them: drafts and published ones,
// newest first, and which is current. The changes are drafts.ts, publish.ts and upload.ts.
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { currentRevision } from "@/lib/sds/rules";
import { REVISION_SELECT, SDS_MESSAGES, toStaffRevision } from "./revisions";
import type { StaffProductSds } from "./schemas";

/** A product's revisions for Product Admin's safety data sheet panel. */
export async function staffProductSds(productId: number): Promise<StaffProductSds> {
  const product = await db().product.findUnique({
    where: { id: productId },
    select: { id: true, itemNumber: true, name: true, sdsRevisions: { select: REVISION_SELECT, orderBy: { revision: "desc" } } },
  });
  if (!product) throw new StaffRequestError(404, SDS_MESSAGES.productNotFound, "id");
  const revisions = product.sdsRevisions.map(toStaffRevision);
  return {
    productId: product.id,
    itemNumber: product.itemNumber,
    name: product.name,
    revisions,
    currentRevision: currentRevision(revisions)?.revision ?? null,
  };
}
