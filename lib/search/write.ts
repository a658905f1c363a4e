// Writes products' search documents (document.ts) into Product.searchVector, the tsvector site search
// matches with its GIN index. Called wherever products are written: prisma/seed.ts (every product, on
// every run) and lib/catalog/edit-product.ts (the product created or changed, in the same transaction).
//
// Why a column the code keeps rather than a generated column: a generated column may only use immutable
// expressions over its own row, and the document also holds the sizes' item numbers (another table)
// and the industry names of lib/content (not in the database at all); even array_to_string over the
// row's own text[] columns is not immutable. One UPDATE per call writes every document asked for.
//
// Not marked "server-only": the seed runs it outside Next. It takes the client (or transaction) to write with.
import type { Prisma } from "@/lib/generated/prisma/client";
import { searchDocument } from "./document";

/** A Prisma client or an interactive transaction's client. */
export type SearchWriter = Pick<Prisma.TransactionClient, "product" | "$executeRaw">;

/** Rewrites the search documents of the products with these ids, or of every product; returns how many. */
export async function writeSearchDocuments(client: SearchWriter, productIds?: readonly number[]): Promise<number> {
  const products = await client.product.findMany({
    where: productIds ? { id: { in: [...productIds] } } : {},
    select: {
      id: true,
      name: true,
      itemNumber: true,
      category: true,
      chemicalType: true,
      description: true,
      benefits: true,
      applications: true,
      sizes: { select: { itemNumber: true } },
    },
  });
  if (products.length === 0) return 0;
  const documents = products.map(searchDocument);
  const column = (weight: "A" | "B" | "C" | "D") => documents.map((document) => document[weight]);
  // Each part is indexed twice: stemmed ('english': "descalers" finds "descaler") and as written ('simple':
  // the prefix "descali" still finds "descaling", whose English stem is "descal"). Every value is a parameter.
  return client.$executeRaw`
    UPDATE "Product" AS p
    SET "searchVector" =
      setweight(to_tsvector('english', doc.a) || to_tsvector('simple', doc.a), 'A') ||
      setweight(to_tsvector('english', doc.b) || to_tsvector('simple', doc.b), 'B') ||
      setweight(to_tsvector('english', doc.c) || to_tsvector('simple', doc.c), 'C') ||
      setweight(to_tsvector('english', doc.d) || to_tsvector('simple', doc.d), 'D')
    FROM unnest(
      ${products.map((product) => product.id)}::int[],
      ${column("A")}::text[],
      ${column("B")}::text[],
      ${column("C")}::text[],
      ${column("D")}::text[]
    ) AS doc(id, a, b, c, d)
    WHERE p.id = doc.id`;
}
