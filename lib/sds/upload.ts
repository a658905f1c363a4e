// A safety data sheet authored elsewhere, uploaded as a PDF and published as the product's next revision
// exactly as uploaded, once it is checked to be a readable PDF that holds nothing a reader would act on.
import "server-only";
import { PDFDocument } from "@cantoo/pdf-lib";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { expireCatalog } from "@/lib/catalog/read";
import { activeContentOf } from "@/lib/documents/pdf-active-content";
import { uploadRefusal } from "@/lib/sds/rules";
import { actorId, addRevision, SDS_MESSAGES, sha256, toStaffRevision, type Context } from "./revisions";
import type { StaffSdsRevision } from "./schemas";

/**
 * Why an uploaded PDF cannot be published, or null: it must open as a PDF document (a file may start
 * with "%PDF-" and still be broken), be readable through (an encrypted one hides what it holds) and hold
 * nothing a reader would act on by itself (lib/documents/pdf-active-content.ts).
 */
async function pdfRefusal(bytes: Uint8Array): Promise<string | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() === 0) return SDS_MESSAGES.notPdf;
  } catch {
    return SDS_MESSAGES.notPdf;
  }
  if (document.isEncrypted) return SDS_MESSAGES.encrypted;
  const active = activeContentOf(document, bytes);
  return active.length > 0 ? SDS_MESSAGES.activeContent(active) : null;
}

/** A PDF authored elsewhere, published as the product's next revision exactly as uploaded. */
export async function uploadSdsRevision(
  productId: number,
  input: { bytes: Uint8Array; revisionDate: string },
  context: Context,
  now = new Date(),
): Promise<StaffSdsRevision> {
  const refusal = uploadRefusal(input.bytes);
  if (refusal) throw new StaffRequestError(400, refusal, "file");
  const unreadable = await pdfRefusal(input.bytes);
  if (unreadable) throw new StaffRequestError(400, unreadable, "file");
  const product = await db().product.findUnique({ where: { id: productId }, select: { id: true, slug: true } });
  if (!product) throw new StaffRequestError(404, SDS_MESSAGES.productNotFound, "id");
  const digest = sha256(input.bytes);
  const row = await addRevision(
    productId,
    context,
    "sds.uploaded",
    {
      state: "published",
      source: "uploaded",
      revisionDate: new Date(`${input.revisionDate}T00:00:00Z`),
      pdf: Buffer.from(input.bytes),
      pdfSha256: digest,
      publishedById: actorId(context.actor),
      publishedAt: now,
    },
    { revisionDate: input.revisionDate, bytes: input.bytes.byteLength, sha256: digest },
  );
  expireCatalog(product.slug);
  return toStaffRevision(row);
}
