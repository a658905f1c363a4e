// Catalogue reads for the storefront and the public API.
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { db } from "@/lib/db/client";
import type { ProductCategory } from "@/lib/generated/prisma/enums";
import type { Product } from "@/lib/generated/prisma/client";
import { categoryLabel } from "@/lib/content/categories";

/** A product as the API and the pages present it (seed 001 §3). */
export type ProductView = {
  id: number;
  name: string;
  category: string;
  categoryId: ProductCategory;
  description: string;
  /** Dollars with two decimals, e.g. "29.95". */
  pricePerGallon: string;
  priceUnit: string;
  minimumOrder: number;
  concentration: string | null;
  chemicalType: "caustic" | "acid";
  benefits: string[];
  applications: string[];
  technicalSpecs: string | null;
  itemNumber: string;
  imageUrl: string | null;
  inStock: boolean;
};

export function toProductView(product: Product): ProductView {
  return {
    id: product.id,
    name: product.name,
    category: categoryLabel(product.category),
    categoryId: product.category,
    description: product.description,
    pricePerGallon: product.pricePerGallon.toFixed(2),
    priceUnit: product.priceUnit,
    minimumOrder: product.minimumOrder,
    concentration: product.concentration,
    chemicalType: product.chemicalType,
    benefits: product.benefits,
    applications: product.applications,
    technicalSpecs: product.technicalSpecs,
    itemNumber: product.itemNumber,
    imageUrl: product.imageUrl,
    inStock: product.stockQuantity === null || product.stockQuantity > 0,
  };
}

/** Products on sale (archived ones are kept for old orders but not listed), by category then name. */
export async function listProducts(filter: { category?: ProductCategory } = {}): Promise<ProductView[]> {
  const products = await db().product.findMany({
    where: { archivedAt: null, ...(filter.category ? { category: filter.category } : {}) },
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
  return products.map(toProductView);
}

const CATALOGUE_TAG = "catalogue";
/**
 * How stale another app process's copy of the catalogue may be after staff change it (the process
 * that made the change expires its copy at once). Prices charged are always read afresh at checkout.
 */
const CATALOGUE_SECONDS = 10;

const cachedCatalogue = unstable_cache(
  (category: ProductCategory | "all") => listProducts(category === "all" ? {} : { category }),
  [CATALOGUE_TAG],
  { revalidate: CATALOGUE_SECONDS, tags: [CATALOGUE_TAG] },
);

/** listProducts for the storefront and the public API, from a short cache. Outside a Next server (tests, scripts), read directly. */
export async function catalogue(filter: { category?: ProductCategory } = {}): Promise<ProductView[]> {
  try {
    return await cachedCatalogue(filter.category ?? "all");
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/i.test(error.message)) return listProducts(filter);
    throw error;
  }
}

/** After staff change a product: this process's cached catalogue is dropped. */
export function expireCatalogue(): void {
  try {
    revalidateTag(CATALOGUE_TAG, { expire: 0 });
  } catch {
    // No incremental cache in this process.
  }
}
