// Site search: products on sale by name, item number (the product's or a size's), application, industry
// and benefit, with PostgreSQL full-text search, ranked, by word prefixes, and spelled-alike names when no
// word matches (pg_trgm, where the database has it).
// - query.ts     what a visitor types: the ?q= schema and the prefix terms (pure, client-safe)
// - document.ts  what a product is found by: its weighted search document (pure)
// - write.ts     writes documents into Product.searchVector (the seed and staff changes call it)
// - this file    the search itself (server only)
import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { toProductView, withSizes, type ProductView } from "@/lib/catalog/read";
import { prefixQueries, searchQuerySchema, searchTerms } from "./query";

/** More results than the catalog has products in one field; a search that finds more needs another word. */
export const SEARCH_LIMIT = 48;

/**
 * ts_rank's weights for D, C, B, A (document.ts): a word of the name or an item number counts ten times a
 * word of the description.
 */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/** How alike a name must be spelled (pg_trgm's word_similarity, 0 to 1): "degreeser" and "Degreaser" are 0.54. */
const SIMILAR_NAME = 0.4;

export type SearchResult = {
  /** Best first; the product of an exact item number leads. */
  products: ProductView[];
  /** The product whose item number, or one of whose sizes' item numbers, is the whole query (case aside). */
  itemMatch: ProductView | null;
  /**
   * How the products were found: "words" by full-text search, "similar" by names spelled like the query
   * (only when no word matched), "none" when nothing was found.
   */
  match: "words" | "similar" | "none";
};

const NOTHING: SearchResult = { products: [], itemMatch: null, match: "none" };

/** Products on sale matching `text` (read with searchQuerySchema again: a NUL must never reach a query). */
export async function searchProducts(text: string): Promise<SearchResult> {
  const parsed = searchQuerySchema.safeParse(text);
  if (!parsed.success) return NOTHING;
  const q = parsed.data;
  const itemId = await productIdByItemNumber(q);
  let match: SearchResult["match"] = "words";
  let ids = await fullTextMatches(q);
  if (ids.length === 0 && itemId === null) {
    ids = await similarNames(q);
    match = ids.length > 0 ? "similar" : "none";
  }
  if (itemId !== null) ids = [itemId, ...ids.filter((id) => id !== itemId)];
  const products = await productViews(ids.slice(0, SEARCH_LIMIT));
  return { products, itemMatch: itemId === null ? null : (products[0] ?? null), match };
}

/** The product on sale with this item number, or with a size of this item number, ignoring case. */
async function productIdByItemNumber(q: string): Promise<number | null> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT p.id
    FROM "Product" AS p
    WHERE p."archivedAt" IS NULL
      AND (upper(p."itemNumber") = upper(${q})
        OR EXISTS (SELECT 1 FROM "ProductSize" AS s WHERE s."productId" = p.id AND upper(s."itemNumber") = upper(${q})))
    ORDER BY upper(p."itemNumber") = upper(${q}) DESC, p.id
    LIMIT 1`;
  return rows[0]?.id ?? null;
}

/**
 * Every word of the query as a prefix, all of them required. Each word is looked up stemmed and as typed
 * (write.ts indexes both), so one to_tsquery per word and configuration, joined with && : the words are
 * bound parameters and, being letters and digits only (query.ts), carry no tsquery operator.
 */
async function fullTextMatches(q: string): Promise<number[]> {
  const terms = prefixQueries(q);
  if (terms.length === 0) return [];
  const query = Prisma.join(
    terms.map((term) => Prisma.sql`(to_tsquery('english', ${term}) || to_tsquery('simple', ${term}))`),
    " && ",
  );
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT p.id
    FROM "Product" AS p, (SELECT ${query} AS tsq) AS q
    WHERE p."archivedAt" IS NULL AND p."searchVector" @@ q.tsq
    ORDER BY ts_rank(${RANK_WEIGHTS}::float4[], p."searchVector", q.tsq) DESC, p.name, p.id
    LIMIT ${SEARCH_LIMIT}`;
  return rows.map((row) => row.id);
}

/** Names spelled like the query, most alike first; none where pg_trgm is missing. */
async function similarNames(q: string): Promise<number[]> {
  const words = searchTerms(q).join(" ");
  if (words === "" || !(await trigramsAvailable())) return [];
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT p.id
    FROM "Product" AS p
    WHERE p."archivedAt" IS NULL AND word_similarity(${words}, p.name) >= ${SIMILAR_NAME}
    ORDER BY word_similarity(${words}, p.name) DESC, p.name, p.id
    LIMIT ${SEARCH_LIMIT}`;
  return rows.map((row) => row.id);
}

const trigrams = globalThis as typeof globalThis & { __tzTrigrams?: Promise<boolean> };

/**
 * Whether pg_trgm's functions answer. The migration creates the extension where it can; a server without
 * it (or an embedded database opened without registering it) searches without typo tolerance. Asked once
 * per process.
 */
function trigramsAvailable(): Promise<boolean> {
  trigrams.__tzTrigrams ??= db().$queryRaw`SELECT word_similarity('degreaser', 'degreaser') AS probe`.then(
    () => true,
    (error: unknown) => {
      const reason = error instanceof Error ? error.message.replace(/\s+/g, " ").trim() : String(error);
      console.warn(`search: pg_trgm is not available, so search has no typo tolerance (${reason})`);
      return false;
    },
  );
  return trigrams.__tzTrigrams;
}

async function productViews(ids: number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const products = await db().product.findMany({ where: { id: { in: ids }, archivedAt: null }, include: withSizes });
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [toProductView(product)] : [];
  });
}
