// What a recommendation offers for a catalog product (the home wizard, the Application Finder, the
// industry, kitchen and pool pages): the product's page, and its base size at its minimum order for Add to
// Cart (the cart refuses less), or a quote. Made from the catalog as the database holds it: the server
// pages through lib/catalog/offers.ts, the browser from GET /api/products. Client-safe.
import { z } from "zod";
import { PACK_SIZE_INFO, PACK_SIZES, unitCount, type PackSize } from "@/lib/catalog/pack-sizes";
import { formatUsd, toCents } from "@/lib/domain/money";

export type ProductOffer = {
  itemNumber: string;
  /** The catalog name. */
  name: string;
  /** The product's page, /products/{slug}. */
  href: string;
  /** The base size: the one the product's item number and list price are for. */
  size: PackSize;
  /** Units of the base size the cart takes at least. */
  minimumOrder: number;
  /** List price of one unit of the base size, "44.99". */
  price: string;
  /** Sold on quote only in its base size: Request Quote instead of Add to Cart. */
  quoteOnly: boolean;
};

/** What an offer is made of: the fields of a product as the catalog presents it (ProductView, GET /api/products). */
export const offerSourceSchema = z.object({
  itemNumber: z.string(),
  name: z.string(),
  slug: z.string(),
  baseSize: z.enum(PACK_SIZES),
  minimumOrder: z.number().int().positive(),
  pricePerGallon: z.string(),
  sizes: z.array(z.object({ size: z.enum(PACK_SIZES), price: z.string(), quoteOnly: z.boolean() })),
});
export type OfferSource = z.infer<typeof offerSourceSchema>;

/** The offer of a product on sale: its base size's price and whether that size is sold on quote only. */
export function offerOf(product: OfferSource): ProductOffer {
  const base = product.sizes.find((size) => size.size === product.baseSize);
  return {
    itemNumber: product.itemNumber,
    name: product.name,
    href: `/products/${product.slug}`,
    size: product.baseSize,
    minimumOrder: product.minimumOrder,
    price: base?.price ?? product.pricePerGallon,
    quoteOnly: base?.quoteOnly ?? false,
  };
}

/** "$44.99 per gallon" */
export function offerPriceLabel(offer: ProductOffer): string {
  return `${formatUsd(toCents(offer.price))} per ${PACK_SIZE_INFO[offer.size].unit}`;
}

/** What Add to Cart puts in the cart: "2 gallons", "1 quart". */
export function offerQuantityLabel(offer: ProductOffer): string {
  return unitCount(offer.minimumOrder, offer.size);
}
