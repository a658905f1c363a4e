// The public library of safety data sheets: every product's current sheet (/sds), a product's published
// revisions (/sds/{itemNumber}), the stored PDF of one (its download), and the current revision per
// product for links from the portal, orders and e-mails. Only published revisions are read here.
import "server-only";
import { db } from "@/lib/db/client";
import { sdsFileName } from "@/lib/sds/rules";
import { isoDate } from "./revisions";

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
