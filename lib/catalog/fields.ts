// The fields of a product and of a pack size that the shop (lib/catalog/read.ts) and the staff editors
// (edit-product.ts, edit-sizes.ts) both show, written the same way: prices as dollars with two decimals.
import type { Product, ProductSize } from "@/lib/generated/prisma/client";
import { packSizeLabel } from "@/lib/catalog/pack-sizes";

/** What a product says of itself and the terms it is sold on. */
export const productTerms = (product: Product) => ({
  description: product.description,
  pricePerGallon: product.pricePerGallon.toFixed(2),
  priceUnit: product.priceUnit,
  minimumOrder: product.minimumOrder,
  concentration: product.concentration,
  chemicalType: product.chemicalType,
  benefits: product.benefits,
  applications: product.applications,
});

/** A pack size's name, item number and price. */
export const sizeFields = (size: ProductSize) => ({
  id: size.id,
  size: size.size,
  label: packSizeLabel(size.size),
  itemNumber: size.itemNumber,
  price: size.price.toFixed(2),
  quoteOnly: size.quoteOnly,
});
