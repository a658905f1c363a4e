// What a recommendation offers for a catalog product (the home wizard, the Application Finder, the
// industry and kitchen pages): the product's page, and its base size at its minimum order for Add to Cart
// (the cart refuses less), or a quote. Copied from lib/content/catalog.ts and catalog-sizes.ts rather than
// imported, so that the wizard and the finder do not ship the catalog to the browser;
// tests/unit/product-offers.test.ts keeps every row in step with them.
import { PACK_SIZE_INFO, productPagePath, unitCount, type PackSize } from "@/lib/catalog/pack-sizes";
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

type Row = readonly [name: string, size: PackSize, minimumOrder: number, price: string, quoteOnly?: true];

/** By the product's item number. */
export const OFFER_ROWS: Readonly<Record<string, Row>> = {
  "TZ-GR-101": ["Triple Zero Grill & Oven Cleaner Concentrate", "gallon", 1, "89.99"],
  "TZ-GR-102": ["Triple Zero Smoker Cleaner", "gallon", 1, "59.99"],
  "TZ-GR-103": ["Triple Zero Grill Grate Degreaser", "gallon", 1, "79.99"],
  "TZ-GR-104": ["Triple Zero Oven & Hood Degreaser", "gallon", 1, "69.99"],
  "TZ-BL-101": ["Triple Zero Acid Beer-Line Cleaner", "gallon", 1, "89.99"],
  "TZ-BL-102": ["Triple Zero Caustic Beer-Line Cleaner", "gallon", 1, "94.99"],
  "TZ-BT-201": ["Triple Zero Acid Tank Cleaner", "gallon", 2, "104.99"],
  "TZ-BT-202": ["Triple Zero Caustic Tank Cleaner", "gallon", 2, "119.99"],
  "TZ-BE-301": ["Triple Zero Brewery Equipment Degreaser", "gallon", 1, "89.99"],
  "TZ-BK-401": ["Triple Zero Draft Line Cleaning Kit", "kit", 1, "129.99"],
  "TZ-CS-101": ["Triple Zero Fuel System Cleaner", "gallon", 5, "42.99"],
  "TZ-CS-102": ["Triple Zero C-Store Kitchen Degreaser", "gallon", 4, "38.99"],
  "TZ-CS-103": ["Triple Zero Restroom Cleaner", "gallon", 6, "29.99"],
  "TZ-CS-104": ["Triple Zero Coffee Equipment Cleaner", "gallon", 3, "35.99"],
  "TZ-CS-105": ["Triple Zero Floor & Surface Cleaner", "gallon", 8, "24.99"],
  "TZ-CS-106": ["Triple Zero Fuel Pump Residue Remover", "gallon", 4, "39.99"],
  "TZ-KD-101": ["Triple Zero Restaurant Kitchen Degreaser", "gallon", 2, "44.99"],
  "TZ-HC-101": ["Triple Zero Hood Cleaner", "gallon", 2, "49.99"],
  "TZ-FC-101": ["Triple Zero Kitchen Floor Cleaner", "gallon", 4, "32.99"],
  "TZ-TU-101": ["Triple Zero Toilet & Urinal Cleaner", "gallon", 4, "27.99"],
  "TZ-DS-101": ["Triple Zero Kitchen Descaler", "gallon", 2, "39.99"],
  "TZ-PE-101": ["Triple Zero Processing Equipment Cleaner", "gallon", 5, "54.99"],
  "TZ-MC-201": ["Triple Zero Food & Beverage Membrane Cleaner", "gallon", 5, "84.99"],
  "TZ-RR-201": ["Triple Zero Food & Beverage Resin Regenerator", "gallon", 5, "74.99"],
  "TZ-AG-101": ["Triple Zero Dairy Pipeline Cleaner", "gallon", 5, "46.99"],
  "TZ-AG-102": ["Triple Zero Poultry Housing Cleaner", "gallon", 5, "36.99"],
  "TZ-AG-103": ["Triple Zero Livestock Facility Cleaner", "gallon", 5, "34.99"],
  "TZ-MC-101": ["Triple Zero RO/UF Membrane Cleaner", "gallon", 5, "79.99"],
  "TZ-RR-101": ["Triple Zero Ion-Exchange Resin Regenerator", "gallon", 5, "69.99"],
  "TZ-WW-101": ["Triple Zero Wastewater Treatment Cleaner", "gallon", 5, "42.99"],
  "TZ-WD-101": ["Triple Zero Water System Descaler", "gallon", 5, "38.99"],
  "TZ-PF-101": ["Triple Zero Pond & Fountain Cleaner", "gallon", 2, "32.99"],
  "TZ-IR-101": ["Triple Zero Irrigation Line & Membrane Cleaner", "gallon", 5, "44.99"],
  "TZ-CC-101": ["Triple Zero Coil Cleaner", "gallon", 2, "34.99"],
  "TZ-BC-101": ["Triple Zero Boiler Cleaner & Descaler", "gallon", 5, "48.99"],
  "TZ-HX-101": ["Triple Zero Heat Exchanger Cleaner", "gallon", 5, "54.99"],
  "TZ-CT-101": ["Triple Zero Cooling Tower Descaler", "gallon", 5, "39.99"],
  "TZ-MH-101": ["Triple Zero Hull Cleaner", "gallon", 1, "44.99"],
  "TZ-MT-101": ["Triple Zero Teak Furniture Cleaner", "gallon", 1, "79.99"],
  "TZ-MD-101": ["Triple Zero Deck Cleaner", "gallon", 1, "38.99"],
  "TZ-MW-101": ["Triple Zero Marine Waste Water Holding Tank Treatment", "gallon", 1, "36.99"],
  "TZ-MB-101": ["Triple Zero Bilge Cleaner", "gallon", 1, "39.99"],
  "TZ-ID-101": ["Triple Zero Heavy-Duty Parts Washer Degreaser", "gallon", 5, "39.99"],
  "TZ-MP-101": ["Triple Zero Multi-Purpose Cleaner", "gallon", 4, "29.99"],
  "TZ-CF-101": ["Triple Zero Concrete & Floor Degreaser", "gallon", 5, "34.99"],
  "TZ-RS-101": ["Triple Zero Rust & Scale Remover", "gallon", 5, "49.99"],
  "TZ-PS-101": ["Triple Zero Pool & Spa Descaler", "quart", 1, "29.95"],
  "TZ-PS-102": ["Triple Zero Pool & Spa Oil & Scum Remover", "quart", 1, "29.95"],
};

/** The offer for a catalog product, or undefined for an item number the catalog does not have. */
export function productOffer(itemNumber: string): ProductOffer | undefined {
  const row = Object.hasOwn(OFFER_ROWS, itemNumber) ? OFFER_ROWS[itemNumber] : undefined;
  if (!row) return undefined;
  const [name, size, minimumOrder, price, quoteOnly] = row;
  return { itemNumber, name, href: productPagePath(name), size, minimumOrder, price, quoteOnly: quoteOnly ?? false };
}

/** The offer for an item number a content file names; throws, so that a removed product breaks the build, not a page. */
export function requireProductOffer(itemNumber: string): ProductOffer {
  const offer = productOffer(itemNumber);
  if (!offer) throw new Error(`No catalog product with item number "${itemNumber}" (lib/content/product-offers.ts)`);
  return offer;
}

/** "$44.99 per gallon" */
export function offerPriceLabel(offer: ProductOffer): string {
  return `${formatUsd(toCents(offer.price))} per ${PACK_SIZE_INFO[offer.size].unit}`;
}

/** What Add to Cart puts in the cart: "2 gallons", "1 quart". */
export function offerQuantityLabel(offer: ProductOffer): string {
  return unitCount(offer.minimumOrder, offer.size);
}
