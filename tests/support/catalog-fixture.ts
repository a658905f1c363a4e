// The catalog as the seed loads it (prisma/seed.ts from lib/content/catalog.ts and catalog-sizes.ts), in the
// shape the pages read it from the database (ProductView by item number): for the tests of the content that
// chooses products by item number, and for the browser tests, whose database is seeded from the same files.
import { CATALOG } from "@/lib/content/catalog";
import { CATALOG_SIZES } from "@/lib/content/catalog-sizes";
import { categoryLabel } from "@/lib/content/categories";
import { bySizeOrder, minimumQuantity, packSizeLabel, productPagePath } from "@/lib/catalog/pack-sizes";
import type { ProductView } from "@/lib/catalog/read";

const UPDATED_AT = "2026-01-01T00:00:00.000Z";

function seededProduct(product: (typeof CATALOG)[number], index: number): ProductView {
  const seededSizes = CATALOG_SIZES[product.itemNumber] ?? [];
  const base = seededSizes.find((size) => size.itemNumber === product.itemNumber);
  if (!base) throw new Error(`${product.itemNumber} has no size with its own item number`);
  const sizes = bySizeOrder(seededSizes).map((size, sizeIndex) => ({
    id: (index + 1) * 100 + sizeIndex,
    size: size.size,
    label: packSizeLabel(size.size),
    itemNumber: size.itemNumber,
    price: size.price,
    quoteOnly: size.quoteOnly ?? false,
    inStock: true,
    minimumQuantity: minimumQuantity(product.minimumOrder, base.size, size.size),
  }));
  return {
    id: index + 1,
    slug: productPagePath(product.name).replace("/products/", ""),
    name: product.name,
    category: categoryLabel(product.category),
    categoryId: product.category,
    description: product.description,
    pricePerGallon: product.pricePerGallon,
    priceUnit: product.priceUnit ?? "gallon",
    minimumOrder: product.minimumOrder,
    concentration: product.concentration ?? null,
    chemicalType: product.chemicalType,
    benefits: [...product.benefits],
    applications: [...product.applications],
    facts: null,
    technicalSpecs: null,
    itemNumber: product.itemNumber,
    imageUrl: null,
    inStock: sizes.some((size) => !size.quoteOnly && size.inStock),
    baseSize: base.size,
    shippingIncluded: product.shippingIncluded ?? false,
    sizes,
    images: [],
    updatedAt: UPDATED_AT,
  };
}

/** Every seeded product by item number, as catalogByItem() gives it on a freshly seeded database. */
export function seededCatalog(): Map<string, ProductView> {
  return new Map(CATALOG.map((product, index) => [product.itemNumber, seededProduct(product, index)]));
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
