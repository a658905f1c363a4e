// The grill cleaning page and the grill demo (seed 001 §2 "Grill cleaning page", §3 "Static grill
// product", §9): the four grill products, chosen by item number, with their names, prices, sizes and
// stock as the catalog in the database holds them (given by the page); the benefit tiles, the money-back
// banner and the call to action. Client-safe.
import type { PackSize } from "@/lib/catalog/pack-sizes";
import type { ProductView } from "@/lib/catalog/read";
import { demoVideoPlays, grillDemoCopy } from "./demos";
import { siteConfig } from "@/lib/site-config";

export type GrillSize = {
  /** As shown and as sent to the grill store: "5 Gallon Pail". */
  label: string;
  /** Unit price of this size, "404.99". */
  price: string;
};

export type GrillProduct = Pick<ProductView, "itemNumber" | "name" | "description" | "applications" | "concentration" | "inStock"> & {
  id: string;
  /** The page's own grouping, shown as a badge. */
  category: string;
  /** Catalog price of one gallon, "89.99". */
  price: string;
  features: readonly string[];
  /** The first size is the default. */
  sizes: readonly GrillSize[];
};

/** The sizes the grill store sells, as it names them, of those the product comes in. */
const STORE_SIZES: readonly { size: PackSize; label: string }[] = [
  { size: "gallon", label: "1 Gallon" },
  { size: "pail", label: "5 Gallon Pail" },
  { size: "drum", label: "55 Gallon Drum" },
];

const PAGE_PRODUCTS: readonly { itemNumber: string; category: string }[] = [
  { itemNumber: "TZ-GR-101", category: "Grills & Ovens" },
  { itemNumber: "TZ-GR-102", category: "Smokers" },
  { itemNumber: "TZ-GR-103", category: "Grates & Trays" },
  { itemNumber: "TZ-GR-104", category: "Ovens & Hoods" },
];

/** The item numbers the grill pages show, in their order. */
export const GRILL_ITEM_NUMBERS: readonly string[] = PAGE_PRODUCTS.map((entry) => entry.itemNumber);

/** The grill products among those on sale (`products`, by item number); one staff archived, or without a size the store sells, is left out. */
export function grillProducts(products: ReadonlyMap<string, ProductView>): GrillProduct[] {
  return PAGE_PRODUCTS.flatMap(({ itemNumber, category }) => {
    const product = products.get(itemNumber);
    const sizes = STORE_SIZES.flatMap(({ size, label }) => {
      const sold = product?.sizes.find((option) => option.size === size);
      return sold ? [{ label, price: sold.price }] : [];
    });
    if (!product || sizes.length === 0) return [];
    return [
      {
        id: itemNumber.toLowerCase(),
        itemNumber,
        name: product.name,
        category,
        price: product.pricePerGallon,
        description: product.description,
        features: product.benefits,
        applications: product.applications,
        concentration: product.concentration,
        sizes,
        inStock: product.inStock,
      },
    ];
  });
}

export const GRILL_DILUTION = "1:10";

export const GRILL_HERO = {
  eyebrow: "Grill & Oven Cleaning",
  heading: "Professional grill cleaning without the fumes",
  text: `${siteConfig.productLine} grill cleaners dissolve carbon and baked-on grease from grills, smokers and ovens, for mobile grill cleaning services, restaurants and homeowners. Concentrated ${GRILL_DILUTION}, rated ${siteConfig.claims.hazmatRating}, ${siteConfig.claims.americanMade}.`,
} as const;

export type GrillBenefitIcon = "droplets" | "timer" | "shield" | "truck";

export const GRILL_BENEFITS: readonly { id: string; icon: GrillBenefitIcon; title: string; text: string }[] = [
  {
    id: "dilution",
    icon: "droplets",
    title: `Dilutes ${GRILL_DILUTION}`,
    text: "One gallon of concentrate makes ten gallons of working solution, so every job costs less.",
  },
  {
    id: "time",
    icon: "timer",
    title: "Up to 75% less cleaning time",
    text: "Carbon and grease release without hours of scraping and wire brushing.",
  },
  {
    id: "safe",
    icon: "shield",
    title: `Rated ${siteConfig.claims.hazmatRating}`,
    text: "No caustic fumes in the kitchen or the customer's backyard, and safe on stainless steel.",
  },
  {
    id: "shipping",
    icon: "truck",
    title: siteConfig.claims.noHazmatFees,
    text: `Ships as ordinary freight: ${siteConfig.claims.shippingSavings}.`,
  },
];

export const GRILL_MONEY_BACK = {
  heading: "30-day money-back guarantee",
  text: "Use it on your toughest grill. If it does not outperform what you use today, return it within 30 days for a full refund.",
} as const;

export const GRILL_CTA = {
  heading: "Cleaning grills for a living?",
  text: "Mobile grill cleaning services and restaurant groups get custom pricing on pails, drums and mixed orders. Trusted by 1000+ restaurants.",
} as const;

export const GRILL_DEMO = {
  eyebrow: "Grill Cleaning Demo",
  heading: `See ${siteConfig.productLine} cut through grease`,
  text: grillDemoCopy(demoVideoPlays("caustic")).text,
  productsHeading: "The grill cleaning line",
  productsText: `Four concentrates for every part of the grill, mixed with water (the grill and oven cleaner at ${GRILL_DILUTION}) and backed by our 30-day money-back guarantee.`,
  ctaHeading: "Ready to try it on your grills?",
  ctaText: "Order from our dedicated grill cleaning store, or ask us for a custom quote on pails and drums.",
} as const;
