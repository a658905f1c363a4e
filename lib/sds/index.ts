// Safety data sheets: the public library (every product's current sheet and its earlier revisions) and the
// staff's revisions (drafts written section by section, published once into a PDF that never changes, or a
// PDF authored elsewhere and uploaded). The rules are lib/sds/rules.ts; the PDF is lib/documents/sds-pdf.ts;
// the database refuses any change to a published revision (a trigger), whatever calls it.
import "server-only";
import { createHash } from "node:crypto";
import { PDFDocument } from "@cantoo/pdf-lib";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { expireCatalog } from "@/lib/catalog/read";
import { activeContentOf } from "@/lib/documents/pdf-active-content";
import { sdsPdf } from "@/lib/documents/sds-pdf";
import {
  currentRevision,
  editRefusal,
  emptyContent,
  nextRevisionNumber,
  publishableSdsSchema,
  sdsContentSchema,
  sdsFileName,
  uploadRefusal,
  type SdsContent,
} from "@/lib/sds/rules";
import { Prisma } from "@/lib/generated/prisma/client";
import { documentSupplier } from "./supplier";
import type { StaffProductSds, StaffSdsRevision } from "./schemas";

type Context = { actor: AuditActor; ip?: string | null };

const TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

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

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const actorId = (actor: AuditActor) => ("id" in actor ? actor.id : null);

// ------------------------------------------------------------------ the public library

export type SdsLibraryEntry = {
  itemNumber: string;
  name: string;
  slug: string;
  category: string;
  current: { revision: number; revisionDate: string } | null;
};

/**
 * Every product on sale with its current sheet, by name; `query` narrows to names and item numbers (the
 * product's or any of its sizes') containing it, whatever the case.
 */
export async function sdsLibrary(query = ""): Promise<SdsLibraryEntry[]> {
  const q = query.trim().slice(0, 100);
  const products = await db().product.findMany({
    where: {
      archivedAt: null,
      ...(q
        ? {
            OR: [
              { name: { contains: q, mode: "insensitive" } },
              { itemNumber: { contains: q, mode: "insensitive" } },
              { sizes: { some: { itemNumber: { contains: q, mode: "insensitive" } } } },
            ],
          }
        : {}),
    },
    select: {
      itemNumber: true,
      name: true,
      slug: true,
      category: true,
      sdsRevisions: {
        where: { state: "published" },
        orderBy: { revision: "desc" },
        take: 1,
        select: { revision: true, revisionDate: true },
      },
    },
    orderBy: { name: "asc" },
  });
  return products.map(({ sdsRevisions: [current], ...product }) => ({
    ...product,
    current: current ? { revision: current.revision, revisionDate: isoDate(current.revisionDate) } : null,
  }));
}

export type PublishedRevision = { revision: number; revisionDate: string; source: "authored" | "uploaded"; bytes: number };

export type ProductSds = {
  itemNumber: string;
  name: string;
  slug: string;
  archived: boolean;
  /** Newest first; the first is current. */
  revisions: PublishedRevision[];
};

/** A product's published revisions, by its item number (or one of its sizes'), archived products too. */
export async function productSds(itemNumber: string): Promise<ProductSds | null> {
  const product = await db().product.findFirst({
    where: { OR: [{ itemNumber }, { sizes: { some: { itemNumber } } }] },
    select: { id: true, itemNumber: true, name: true, slug: true, archivedAt: true },
  });
  if (!product) return null;
  const revisions = await db().$queryRaw<{ revision: number; revisionDate: Date; source: "authored" | "uploaded"; bytes: number }[]>`
    SELECT "revision", "revisionDate", "source"::text AS "source", octet_length("pdf")::int AS "bytes"
    FROM "SdsRevision" WHERE "productId" = ${product.id} AND "state" = 'published' ORDER BY "revision" DESC`;
  return {
    itemNumber: product.itemNumber,
    name: product.name,
    slug: product.slug,
    archived: product.archivedAt !== null,
    revisions: revisions.map((row) => ({ ...row, revisionDate: isoDate(row.revisionDate) })),
  };
}

export type SdsFile = { fileName: string; bytes: Uint8Array; sha256: string };

/** The PDF of one published revision: the bytes stored when it was published. */
export async function sdsFile(itemNumber: string, revision: number): Promise<SdsFile | null> {
  const row = await db().sdsRevision.findFirst({
    where: { revision, state: "published", product: { itemNumber } },
    select: { pdf: true, pdfSha256: true, product: { select: { itemNumber: true } } },
  });
  if (!row?.pdf || !row.pdfSha256) return null;
  return { fileName: sdsFileName(row.product.itemNumber, revision), bytes: row.pdf, sha256: row.pdfSha256 };
}

/** The current revision's number per product id, for links from cards, orders and e-mails. */
export async function currentSdsRevisions(productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db().sdsRevision.groupBy({
    by: ["productId"],
    where: { productId: { in: [...productIds] }, state: "published" },
    _max: { revision: true },
  });
  return new Map(rows.flatMap((row) => (row._max.revision === null ? [] : [[row.productId, row._max.revision] as const])));
}

// ------------------------------------------------------------------ staff

export type { StaffProductSds, StaffSdsRevision };

function contentOf(stored: Prisma.JsonValue | null): SdsContent | null {
  if (stored === null) return null;
  const parsed = sdsContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

const REVISION_SELECT = {
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

function toStaffRevision(row: RevisionRow): StaffSdsRevision {
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
const auditRevision = (
  tx: Prisma.TransactionClient,
  { actor, ip }: Context,
  entityId: number,
  action: string,
  change: { before?: unknown; after?: unknown },
) => recordAudit({ actor, action, entityType: "SdsRevision", entityId, ...change, ip }, tx);

/** Changes the draft as it was at `updatedAt`; refuses it when someone changed or published it since. */
async function updateDraft(tx: Prisma.TransactionClient, id: number, updatedAt: Date, data: Prisma.SdsRevisionUncheckedUpdateManyInput) {
  const updated = await tx.sdsRevision.updateMany({ where: { id, state: "draft", updatedAt }, data });
  if (updated.count === 0) throw new StaffRequestError(409, SDS_MESSAGES.stale, "updatedAt");
}

/** Adds the product's next revision made by the actor, with its audit row (the revision's number, and `audited`). */
const addRevision = (
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

async function draftOf(id: number, client: Prisma.TransactionClient) {
  const row = await client.sdsRevision.findUnique({
    where: { id },
    include: { product: { select: { itemNumber: true, name: true, slug: true } } },
  });
  if (!row) throw new StaffRequestError(404, SDS_MESSAGES.revisionNotFound, "id");
  if (row.state === "published") throw new StaffRequestError(409, SDS_MESSAGES.published, "state");
  return row;
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
