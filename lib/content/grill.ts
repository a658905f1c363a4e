// The grill cleaning page and the grill demo (seed 001 §2 "Grill cleaning page", §3 "Static grill
// product", §9): the four grill products from the catalog (89.99, 59.99, 79.99, 69.99 a gallon),
// their sizes and stock state, the benefit tiles, the money-back banner and the call to action.
import { CATALOG } from "./catalog";
import type { CatalogProduct } from "./catalog-types";
import { demoVideoPlays, grillDemoCopy } from "./demos";
import { centsToDecimalString, percentOf, toCents } from "@/lib/domain/money";
import { siteConfig } from "@/lib/site-config";

export type GrillSize = {
  /** As shown and as sent to the grill store: "5 Gallon Pail". */
  label: string;
  gallons: number;
  /** Unit price of this size, "404.95". */
  price: string;
};

export type GrillProduct = Pick<CatalogProduct, "itemNumber" | "name" | "description" | "applications" | "concentration"> & {
  id: string;
  /** The page's own grouping, shown as a badge. */
  category: string;
  /** Catalog price of one gallon, "89.99". */
  price: string;
  features: readonly string[];
  /** The first size is the default. */
  sizes: readonly GrillSize[];
  inStock: boolean;
};

/** Larger containers cost less per gallon. */
const SIZES = [
  { label: "1 Gallon", gallons: 1, discountPercent: 0 },
  { label: "5 Gallon Pail", gallons: 5, discountPercent: 10 },
  { label: "55 Gallon Drum", gallons: 55, discountPercent: 20 },
] as const;

function sizesFor(pricePerGallon: string): GrillSize[] {
  return SIZES.map(({ label, gallons, discountPercent }) => {
    const listCents = toCents(pricePerGallon) * gallons;
    return { label, gallons, price: centsToDecimalString(listCents - percentOf(listCents, discountPercent)) };
  });
}

function fromCatalog(itemNumber: string, category: string, inStock: boolean): GrillProduct {
  const product = CATALOG.find((p) => p.itemNumber === itemNumber);
  if (!product) throw new Error(`Grill page: no catalog product ${itemNumber}`);
  if (product.category !== "GRILL_CLEANING") throw new Error(`Grill page: ${itemNumber} is not a grill product`);
  return {
    id: itemNumber.toLowerCase(),
    itemNumber: product.itemNumber,
    name: product.name,
    category,
    price: product.pricePerGallon,
    description: product.description,
    features: product.benefits,
    applications: product.applications,
    concentration: product.concentration,
    sizes: sizesFor(product.pricePerGallon),
    inStock,
  };
}

export const GRILL_PRODUCTS: readonly GrillProduct[] = [
  fromCatalog("TZ-GR-101", "Grills & Ovens", true),
  fromCatalog("TZ-GR-102", "Smokers", true),
  fromCatalog("TZ-GR-103", "Grates & Trays", true),
  // Shown out of stock until the next production run.
  fromCatalog("TZ-GR-104", "Ovens & Hoods", false),
];

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
