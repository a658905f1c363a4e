// The shape of a catalog entry as written in prisma/seed-data/catalog.ts and loaded by prisma/seed.ts.
import type { ChemicalType, ProductCategory } from "@/lib/generated/prisma/enums";

export type CatalogProduct = {
  /** Unique item number, e.g. "TZ-KD-101"; the seed upserts on it. */
  itemNumber: string;
  name: string;
  category: ProductCategory;
  description: string;
  /** Dollars, two decimals, as a string: "38.99". */
  pricePerGallon: string;
  /** What the price buys: "gallon" unless stated ("32 oz bottle", "kit", "quart"). */
  priceUnit?: string;
  /** Minimum order in gallons (or units of priceUnit). */
  minimumOrder: number;
  concentration?: string;
  chemicalType: ChemicalType;
  benefits: string[];
  applications: string[];
  /** The price includes shipping (the pool line's bottles). */
  shippingIncluded?: boolean;
};
