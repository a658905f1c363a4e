// Catalog reads for the storefront and the public API.
import "server-only";
import { unstable_cache } from "next/cache";
import { expireEverywhere } from "@/lib/cache/share-expiry";
import { db } from "@/lib/db/client";
import type { ProductCategory } from "@/lib/generated/prisma/enums";
import { toProductView, withSizes, type ProductView } from "./view";

export { toProductView, withSizes, type ProductImageView, type ProductView, type SizeView } from "./view";

/** Products on sale (archived ones are kept for old orders but not listed), by category then name. */
export async function listProducts(filter: { category?: ProductCategory } = {}): Promise<ProductView[]> {
  const products = await db().product.findMany({
    where: { archivedAt: null, ...(filter.category ? { category: filter.category } : {}) },
    include: withSizes,
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
  return products.map(toProductView);
}

const CATALOG_TAG = "catalog";
/** The public API's copy of the catalog, kept in Next's route cache (app/api/products/route.ts). */
const CATALOG_API_PATH = "/api/products";
/**
 * How long a copy of the catalog is kept at most. A staff change expires it at once on every app
 * instance (lib/cache/shared-tags-handler.mjs); this bounds the staleness only if that notice is lost.
 * The pages made from it (industry, kitchen, pool, brewery pages) take this as their own bound, so it
 * is the product pages' 5 minutes: a shorter one would have every such page made again every few seconds.
 * Prices charged are always read afresh at checkout.
 */
const CATALOG_SECONDS = 300;

const cachedCatalog = unstable_cache(
  (category: ProductCategory | "all") => listProducts(category === "all" ? {} : { category }),
  [CATALOG_TAG],
  { revalidate: CATALOG_SECONDS, tags: [CATALOG_TAG] },
);

/** listProducts for the storefront and the public API, from a short cache. Outside a Next server (tests, scripts), read directly. */
export async function catalog(filter: { category?: ProductCategory } = {}): Promise<ProductView[]> {
  try {
    return await cachedCatalog(filter.category ?? "all");
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/i.test(error.message)) return listProducts(filter);
    throw error;
  }
}

/**
 * After staff change a product: the cached catalog is dropped, and the product's page made again, on every
 * instance; resolves once every instance has been told (lib/cache/share-expiry.ts).
 */
export async function expireCatalog(slug?: string): Promise<void> {
  await expireEverywhere({ tags: [CATALOG_TAG], paths: [CATALOG_API_PATH, ...(slug ? [`/products/${slug}`] : [])] });
}
