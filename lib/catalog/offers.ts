// The catalog by item number for the pages that show products chosen by their content (industry, kitchen,
// pool, brewery, convenience pages): read once per render from the catalog's cache, which every staff
// change expires (expireCatalog), so a price staff set shows on each of them as on the product's own page.
import "server-only";
import { cache } from "react";
import { offerOf, type ProductOffer } from "@/lib/catalog/offer";
import { catalog, type ProductView } from "@/lib/catalog/read";

/** Every product on sale by its item number. */
export const catalogByItem = cache(async (): Promise<ReadonlyMap<string, ProductView>> => {
  return new Map((await catalog()).map((product) => [product.itemNumber, product]));
});

/** The products on sale of `itemNumbers`, in that order; one no longer on sale is left out. */
export async function productsByItem(itemNumbers: readonly string[]): Promise<ProductView[]> {
  const products = await catalogByItem();
  return itemNumbers.flatMap((itemNumber) => products.get(itemNumber) ?? []);
}

/** Every offer by item number. */
export const catalogOffers = cache(async (): Promise<ReadonlyMap<string, ProductOffer>> => {
  return new Map([...(await catalogByItem()).entries()].map(([itemNumber, product]) => [itemNumber, offerOf(product)]));
});

/** The offer of a product on sale; undefined once staff archive or remove it (its card then offers no purchase). */
export async function offerFor(itemNumber: string): Promise<ProductOffer | undefined> {
  return (await catalogOffers()).get(itemNumber);
}
