// Pack sizes (seed 001: "quarts, gallons, 5 gallon pails, 55 gallon drums, 275 gallon totes (oil release also
// trigger sprayers)"): what each size is called, what it holds, and the rules that follow from it: a
// product's minimum order in each size, and the order sizes are shown in. Pure and client-safe.

export const PACK_SIZES = ["quart", "trigger_sprayer", "gallon", "pail", "drum", "tote", "kit"] as const;
export type PackSize = (typeof PACK_SIZES)[number];

/** The container a size ships in, which the product picture draws. */
export type Container = "bottle" | "sprayer" | "jug" | "pail" | "drum" | "tote" | "box";

type PackSizeInfo = {
  /** The size as buyers read it on the product page, the cart, orders and e-mails. */
  label: string;
  /** One unit of the size, for "Minimum order: 4 sprayers". */
  unit: string;
  units: string;
  /** US gallons one unit holds; a kit counts as one unit of its own. */
  gallons: number;
  container: Container;
};

export const PACK_SIZE_INFO: Record<PackSize, PackSizeInfo> = {
  quart: { label: "Quart (32 oz)", unit: "quart", units: "quarts", gallons: 0.25, container: "bottle" },
  trigger_sprayer: { label: "32 oz Trigger Sprayer", unit: "sprayer", units: "sprayers", gallons: 0.25, container: "sprayer" },
  gallon: { label: "Gallon", unit: "gallon", units: "gallons", gallons: 1, container: "jug" },
  pail: { label: "5-Gallon Pail", unit: "pail", units: "pails", gallons: 5, container: "pail" },
  drum: { label: "55-Gallon Drum", unit: "drum", units: "drums", gallons: 55, container: "drum" },
  tote: { label: "275-Gallon Tote", unit: "tote", units: "totes", gallons: 275, container: "tote" },
  kit: { label: "Kit", unit: "kit", units: "kits", gallons: 1, container: "box" },
};

export const packSizeLabel = (size: PackSize): string => PACK_SIZE_INFO[size].label;

/** The size of an order line ("5-Gallon Pail"); lines always have one, but the column allows none. */
export const orderedSizeLabel = (size: PackSize | null): string => (size ? packSizeLabel(size) : "Standard");

/** Sizes from the smallest to the largest, as selectors and tables list them. */
export function bySizeOrder<T extends { size: PackSize }>(sizes: readonly T[]): T[] {
  return [...sizes].sort((a, b) => PACK_SIZES.indexOf(a.size) - PACK_SIZES.indexOf(b.size));
}

/**
 * The size a product page opens on: the base size (the one its list price is for) when it can be bought
 * now, else the first size that can, else the first size listed.
 */
export function firstChoice<T extends { size: PackSize; quoteOnly: boolean; inStock: boolean }>(
  sizes: readonly T[],
  baseSize: PackSize,
): T | undefined {
  return (
    sizes.find((size) => size.size === baseSize && !size.quoteOnly && size.inStock) ??
    sizes.find((size) => !size.quoteOnly && size.inStock) ??
    sizes[0]
  );
}

/** How many units of `unit` ("1 gallon", "4 sprayers"). */
export function unitCount(quantity: number, size: PackSize): string {
  const info = PACK_SIZE_INFO[size];
  return `${quantity} ${quantity === 1 ? info.unit : info.units}`;
}

/**
 * The fewest units of `size` a line may hold. A product's minimum order is counted in its base size (the
 * size its list price is for: gallons for most, a 32 oz bottle or a kit for a few); in another size the
 * line must hold at least as much product: a 5-gallon minimum is 20 quarts, 1 pail or 1 drum.
 */
export function minimumQuantity(minimumOrder: number, baseSize: PackSize, size: PackSize): number {
  if (size === baseSize) return Math.max(1, minimumOrder);
  const gallons = Math.max(1, minimumOrder) * PACK_SIZE_INFO[baseSize].gallons;
  // Rounded to whole thousandths first, so that 0.25-gallon steps do not become 20.000000004 units.
  return Math.max(1, Math.ceil(Math.round((gallons / PACK_SIZE_INFO[size].gallons) * 1000) / 1000));
}

/** The shopper's text when a line holds less than the minimum. */
export function minimumOrderMessage(productName: string, minimum: number, size: PackSize): string {
  return `The minimum order of ${productName} in the ${packSizeLabel(size)} size is ${unitCount(minimum, size)}`;
}

/** The page address of a product: its name in lower case, words joined by hyphens ("pool-spa-descaler"). */
export function productSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The page of a catalog product: /products/{slug of its name}. */
export function productPagePath(name: string): string {
  return `/products/${productSlug(name)}`;
}
