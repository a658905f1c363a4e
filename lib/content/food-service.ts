// The food service page (seed 000 §2): its five applications, each tied to the catalog product that
// does the job, six benefits and the twelve kinds of facility it serves.
import { CATALOG } from "./catalog";
import type { CatalogProduct } from "./catalog-types";
import { siteConfig } from "@/lib/site-config";

export type FoodServiceApplicationId = "kitchen-degreasing" | "kitchen-descaling" | "hood-cleaning" | "floor-cleaning" | "toilet-urinal";

export type FoodServiceApplication = {
  id: FoodServiceApplicationId;
  title: string;
  description: string;
  /** Where the job is done. */
  uses: string[];
  product: Pick<CatalogProduct, "name" | "itemNumber" | "chemicalType" | "concentration">;
};

export type FoodServiceBenefit = { id: string; title: string; text: string };

/** Resolves a catalog product by name, so a renamed product breaks the build instead of the page. */
function catalogProduct(name: string): FoodServiceApplication["product"] {
  const product = CATALOG.find((p) => p.name === name);
  if (!product) throw new Error(`Food service page: no catalog product named "${name}"`);
  return {
    name: product.name,
    itemNumber: product.itemNumber,
    chemicalType: product.chemicalType,
    concentration: product.concentration,
  };
}

export const FOOD_SERVICE_APPLICATIONS: readonly FoodServiceApplication[] = [
  {
    id: "kitchen-degreasing",
    title: "Kitchen degreasing",
    description:
      "Cuts animal fats, vegetable oils and carbonized food soil from fryers, griddles, ranges and the walls around them, without the burns and fumes of traditional caustic degreasers.",
    uses: ["Fryers, griddles and ranges", "Walls and backsplashes", "Prep tables and equipment exteriors"],
    product: catalogProduct("Triple Zero Restaurant Kitchen Degreaser"),
  },
  {
    id: "kitchen-descaling",
    title: "Kitchen descaling",
    description:
      "Removes lime scale and mineral deposits from water-using equipment, restoring heating efficiency and preventing the breakdowns that scale causes.",
    uses: ["Dishwashers and booster heaters", "Steamers and combi ovens", "Ice machines and coffee brewers"],
    product: catalogProduct("Triple Zero Kitchen Descaler"),
  },
  {
    id: "hood-cleaning",
    title: "Hood cleaning",
    description:
      "Dissolves the hardened grease in exhaust hoods, baffle filters and plenums between professional hood cleanings, helping keep airflow up and fire risk down.",
    uses: ["Hood canopies and plenums", "Baffle and mesh filters", "Filter soak tanks"],
    product: catalogProduct("Triple Zero Hood Cleaner"),
  },
  {
    id: "floor-cleaning",
    title: "Floor cleaning",
    description:
      "Removes the grease film that makes quarry tile and sealed concrete slippery. Low-foaming, so it works in mop buckets and autoscrubbers alike.",
    uses: ["Quarry tile and grout", "Walk-in cooler and freezer floors", "Dish rooms and floor drains"],
    product: catalogProduct("Triple Zero Kitchen Floor Cleaner"),
  },
  {
    id: "toilet-urinal",
    title: "Toilet bowl and urinal cleaning",
    description:
      "Removes urine scale, rust rings and hard-water deposits from guest and staff restrooms, and rinses without the harsh odor of traditional bowl acids.",
    uses: ["Toilet bowls and rims", "Urinals and waterless traps", "Restroom sinks and chrome"],
    product: catalogProduct("Triple Zero Toilet & Urinal Cleaner"),
  },
];

export const FOOD_SERVICE_BENEFITS: readonly FoodServiceBenefit[] = [
  {
    id: "safer-staff",
    title: "Safer for your staff",
    text: `Every product is rated ${siteConfig.claims.hazmatRating}, so the people who clean every night are not handling burning acids and caustics.`,
  },
  {
    id: "no-hazmat-fees",
    title: siteConfig.claims.noHazmatFees,
    text: `Deliveries arrive as ordinary freight: ${siteConfig.claims.shippingSavings}.`,
  },
  {
    id: "cost",
    title: "Cost reduction up to 60%",
    text: "Concentrates that dilute for daily and heavy-duty work, and fewer specialty products on the shelf.",
  },
  {
    id: "time",
    title: "75% time savings",
    text: "Cleaners that lift grease and scale on contact mean less scrubbing and shorter closing shifts.",
  },
  {
    id: "proven",
    title: "Trusted by 1000+ restaurants",
    text: "Kitchens of every size already run their cleaning programs on the same products.",
  },
  {
    id: "risk-free",
    title: "30-day money-back trial",
    text: `Try ${siteConfig.productLine} risk-free. If it does not work for your kitchen, you get your money back. ${siteConfig.claims.americanMade}.`,
  },
];

export const FOOD_SERVICE_FACILITIES: readonly string[] = [
  "Full-service restaurants",
  "Quick-service and fast-food restaurants",
  "Hotel and resort kitchens",
  "Hospital and healthcare food service",
  "School and university dining halls",
  "Corporate cafeterias",
  "Catering kitchens",
  "Bars, pubs and taprooms",
  "Senior living communities",
  "Stadiums and event venues",
  "Ghost and commissary kitchens",
  "Convenience store food counters",
];
