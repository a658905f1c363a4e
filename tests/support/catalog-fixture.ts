// The catalog as a freshly seeded database holds it, as lib/catalog/read.ts presents it (ProductView), for
// the tests of pages and components that read the catalog without a database.
import { Prisma } from "@/lib/generated/prisma/client";
import { productPagePath } from "@/lib/catalog/pack-sizes";
import { toProductView, type ProductView, type ProductWithSizes } from "@/lib/catalog/view";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { CATALOG_SIZES } from "@/prisma/seed-data/catalog-sizes";
import { factsFor } from "@/prisma/seed-data/product-facts";

const SEEDED_AT = new Date("2026-01-01T00:00:00Z");

/** Every seeded product, ids and size ids counted from 1 in the seed's order. */
export function seededProducts(): ProductView[] {
  let sizeId = 0;
  return CATALOG.map((entry, index) => {
    const sizes = CATALOG_SIZES[entry.itemNumber] ?? [];
    const base = sizes.find((size) => size.itemNumber === entry.itemNumber);
    if (!base) throw new Error(`${entry.itemNumber} has no base size in the seed`);
    const id = index + 1;
    const product: ProductWithSizes = {
      id,
      slug: productPagePath(entry.name).replace("/products/", ""),
      name: entry.name,
      category: entry.category,
      description: entry.description,
      pricePerGallon: new Prisma.Decimal(entry.pricePerGallon),
      priceUnit: entry.priceUnit ?? "gallon",
      minimumOrder: entry.minimumOrder,
      concentration: entry.concentration ?? null,
      chemicalType: entry.chemicalType,
      benefits: entry.benefits,
      applications: entry.applications,
      facts: factsFor(entry.itemNumber) ?? null,
      itemNumber: entry.itemNumber,
      imageUrl: null,
      baseSize: base.size,
      shippingIncluded: entry.shippingIncluded ?? false,
      archivedAt: null,
      replacementId: null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
      sizes: sizes.map((size) => ({
        id: ++sizeId,
        productId: id,
        size: size.size,
        itemNumber: size.itemNumber,
        price: new Prisma.Decimal(size.price),
        quoteOnly: size.quoteOnly ?? false,
        stockQuantity: null,
        lowStockThreshold: null,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })),
      images: [],
    };
    return toProductView(product);
  });
}

/** The seeded catalog by item number, as lib/catalog/offers.ts's catalogByItem gives it. */
export function seededCatalog(): Map<string, ProductView> {
  return new Map(seededProducts().map((product) => [product.itemNumber, product]));
}

/** The seeded catalog after a staff change to one product (`change` gets a copy), or without it (`null`: archived). */
export function catalogWith(itemNumber: string, change: ((product: ProductView) => ProductView) | null): Map<string, ProductView> {
  const products = seededCatalog();
  const product = products.get(itemNumber);
  if (!product) throw new Error(`No seeded product ${itemNumber}`);
  if (change) products.set(itemNumber, change(structuredClone(product)));
  else products.delete(itemNumber);
  return products;
}
