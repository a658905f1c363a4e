// The food service page (seed 000 §2): its five applications, each tied by item number to the catalog
// product that does the job (its name and offer as the catalog in the database holds them, given by the
// page), six benefits and the twelve kinds of facility it serves. Client-safe.
import type { ProductView } from "@/lib/catalog/read";
import { kitchenProduct, type KitchenProduct } from "./restaurants";
import { siteConfig } from "@/lib/site-config";

export type FoodServiceApplicationId = "kitchen-degreasing" | "kitchen-descaling" | "hood-cleaning" | "floor-cleaning" | "toilet-urinal";

type WrittenApplication = {
  id: FoodServiceApplicationId;
  title: string;
  description: string;
  /** Where the job is done. */
  uses: string[];
  /** The catalog product for the job. */
  itemNumber: string;
};

export type FoodServiceApplication = Omit<WrittenApplication, "itemNumber"> & {
  /** Undefined while the product is not on sale: the job is shown without it. */
  product: KitchenProduct | undefined;
};

export type FoodServiceBenefit = { id: string; title: string; text: string };

const APPLICATIONS: readonly WrittenApplication[] = [
  {
    id: "kitchen-degreasing",
    title: "Kitchen degreasing",
    description:
      "Cuts animal fats, vegetable oils and carbonized food soil from fryers, griddles, ranges and the walls around them, without the burns and fumes of traditional caustic degreasers.",
    uses: ["Fryers, griddles and ranges", "Walls and backsplashes", "Prep tables and equipment exteriors"],
    itemNumber: "TZ-KD-101",
  },
  {
    id: "kitchen-descaling",
    title: "Kitchen descaling",
    description:
      "Removes lime scale and mineral deposits from water-using equipment, restoring heating efficiency and preventing the breakdowns that scale causes.",
    uses: ["Dishwashers and booster heaters", "Steamers and combi ovens", "Ice machines and coffee brewers"],
    itemNumber: "TZ-DS-101",
  },
  {
    id: "hood-cleaning",
    title: "Hood cleaning",
    description:
      "Dissolves the hardened grease in exhaust hoods, baffle filters and plenums between professional hood cleanings, helping keep airflow up and fire risk down.",
    uses: ["Hood canopies and plenums", "Baffle and mesh filters", "Filter soak tanks"],
    itemNumber: "TZ-HC-101",
  },
  {
    id: "floor-cleaning",
    title: "Floor cleaning",
    description:
      "Removes the grease film that makes quarry tile and sealed concrete slippery. Low-foaming, so it works in mop buckets and autoscrubbers alike.",
    uses: ["Quarry tile and grout", "Walk-in cooler and freezer floors", "Dish rooms and floor drains"],
    itemNumber: "TZ-FC-101",
  },
  {
    id: "toilet-urinal",
    title: "Toilet bowl and urinal cleaning",
    description:
      "Removes urine scale, rust rings and hard-water deposits from guest and staff restrooms, and rinses without the harsh odor of traditional bowl acids.",
    uses: ["Toilet bowls and rims", "Urinals and waterless traps", "Restroom sinks and chrome"],
    itemNumber: "TZ-TU-101",
  },
];

/** The item numbers of the applications' products. */
export const FOOD_SERVICE_ITEM_NUMBERS: readonly string[] = APPLICATIONS.map((application) => application.itemNumber);

/** The five applications with their products as the catalog holds them. */
export function foodServiceApplications(products: ReadonlyMap<string, ProductView>): FoodServiceApplication[] {
  return APPLICATIONS.map(({ itemNumber, ...application }) => ({ ...application, product: kitchenProduct(products, itemNumber) }));
}

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
