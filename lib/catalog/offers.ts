// The catalog by item number, for the pages that show products chosen by their content (industry, kitchen,
// pool, brewery, convenience pages): read once per render from the catalog's cache, which every staff
// change expires (expireCatalog), so a price staff set shows on each of them as on the product's own page.
import "server-only";
import { cache } from "react";
import { catalog, type ProductView } from "@/lib/catalog/read";

/** Every product on sale by its item number. */
export const catalogByItem = cache(async (): Promise<ReadonlyMap<string, ProductView>> => {
  return new Map((await catalog()).map((product) => [product.itemNumber, product]));
});
