// A product as the pages and the API present it, made from its database row. Pure: the server's reads
// (lib/catalog/read.ts) and the tests' seeded catalog (tests/support/catalog-fixture.ts) both use it.
import type { ProductCategory } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { categoryLabel } from "@/lib/content/categories";
import { bySizeOrder, minimumQuantity, type PackSize } from "@/lib/catalog/pack-sizes";
import { readFacts, technicalSpecsText, type ProductFacts } from "@/lib/catalog/facts";
import { siteConfig } from "@/lib/site-config";
import { productTerms, sizeFields } from "@/lib/catalog/fields";

/** One pack size of a product as the pages and the API present it. */
export type SizeView = {
  id: number;
  size: PackSize;
  /** "5-Gallon Pail" */
  label: string;
  itemNumber: string;
  /** Dollars with two decimals, e.g. "174.99". */
  price: string;
  /** Sold on quote only: Request Quote instead of Add to Cart. */
  quoteOnly: boolean;
  inStock: boolean;
  /** The fewest units of this size one order line may hold. */
  minimumQuantity: number;
};

/** A product as the API and the pages present it (seed 001 §3). */
export type ProductView = {
  id: number;
  /** The page's address: /products/{slug}. */
  slug: string;
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
  /** The technical facts (lib/catalog/facts.ts); null until staff give them. */
  facts: ProductFacts | null;
  /** The facts as one line, the API's `technicalSpecs` field (seed 001). */
  technicalSpecs: string | null;
  itemNumber: string;
  imageUrl: string | null;
  /** Some size can be bought online now. */
  inStock: boolean;
  /** The size the list price is for. */
  baseSize: PackSize;
  /** Shipping is in the price. */
  shippingIncluded: boolean;
  /** Every size, smallest first. */
  sizes: SizeView[];
  /** Library pictures staff attached, the primary first; none means the packshots drawn from the product's data. */
  images: ProductImageView[];
  /** When staff last changed it (ISO), for the sitemap. */
  updatedAt: string;
};

/** A library picture of a product, with its size so that the page keeps its place while it loads. */
export type ProductImageView = { url: string; width: number; height: number; alt: string };

export const withSizes = {
  sizes: true,
  images: { orderBy: { position: "asc" }, include: { image: true } },
} satisfies Prisma.ProductInclude;
export type ProductWithSizes = Prisma.ProductGetPayload<{ include: typeof withSizes }>;

/** Pictures without known dimensions are laid out square until they load. */
const DEFAULT_SIDE = 800;

export function toProductView(product: ProductWithSizes): ProductView {
  const sizes = bySizeOrder(product.sizes).map((size) => ({
    ...sizeFields(size),
    inStock: size.stockQuantity === null || size.stockQuantity > 0,
    minimumQuantity: minimumQuantity(product.minimumOrder, product.baseSize, size.size),
  }));
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    category: categoryLabel(product.category),
    categoryId: product.category,
    ...productTerms(product),
    facts: readFacts(product.facts),
    technicalSpecs: technicalSpecsText(readFacts(product.facts), siteConfig.claims.hazmatRating),
    itemNumber: product.itemNumber,
    imageUrl: product.imageUrl,
    inStock: sizes.some((size) => !size.quoteOnly && size.inStock),
    baseSize: product.baseSize,
    shippingIncluded: product.shippingIncluded,
    sizes,
    images: product.images.map(({ image }, index) => ({
      url: image.url,
      width: image.width ?? DEFAULT_SIDE,
      height: image.height ?? DEFAULT_SIDE,
      alt: index === 0 ? product.name : `${product.name}, picture ${index + 1}`,
    })),
    updatedAt: product.updatedAt.toISOString(),
  };
}
