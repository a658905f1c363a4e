// The restaurant page (seed 001 §2 "Restaurant page"): four kitchen applications, each tied by item
// number to the catalog product that does the job, the kitchen degreaser feature with its sample request,
// and the reasons restaurants switch (the seed's claims, §9). The products' names and offers are the
// catalog's in the database, given to these functions by the page. Client-safe.
import { offerOf, type ProductOffer } from "@/lib/catalog/offer";
import type { ProductView } from "@/lib/catalog/read";
import { siteConfig } from "@/lib/site-config";

/** A catalog product recommended for a kitchen job: what it is, and its offer (its page, Add to Cart, Request Quote). */
export type KitchenProduct = Pick<ProductView, "itemNumber" | "name" | "chemicalType" | "concentration"> & { offer: ProductOffer };

/** The product of `itemNumber` on sale, or undefined once staff archive it. */
export function kitchenProduct(products: ReadonlyMap<string, ProductView>, itemNumber: string): KitchenProduct | undefined {
  const product = products.get(itemNumber);
  if (!product) return undefined;
  const { name, chemicalType, concentration } = product;
  return { itemNumber, name, chemicalType, concentration, offer: offerOf(product) };
}

export type RestaurantApplicationId = "kitchen-degreasing" | "hood-cleaning" | "kitchen-descaling" | "floor-cleaning";

type WrittenApplication = {
  id: RestaurantApplicationId;
  title: string;
  description: string;
  /** Where in the kitchen the job is done. */
  uses: string[];
  /** The catalog product for the job. */
  itemNumber: string;
};

export type RestaurantApplication = Omit<WrittenApplication, "itemNumber"> & {
  /** Undefined while the product is not on sale: the job is shown without it. */
  product: KitchenProduct | undefined;
};

export type RestaurantStat = { value: string; label: string };
export type RestaurantReason = { id: string; title: string; text: string };

export const RESTAURANT_PATH = "/restaurants";
/** Saved with the page's leads. */
export const RESTAURANT_LEAD_SOURCE = "restaurants";

export const RESTAURANT_SEO = {
  title: "Restaurant Kitchen Cleaning Chemicals",
  description: `Non-hazardous ${siteConfig.productLine} kitchen degreaser, hood cleaner, descaler and floor cleaner for restaurants: rated ${siteConfig.claims.hazmatRating}, no hazmat shipping fees, free kitchen degreasing samples.`,
  keywords: [
    "restaurant cleaning chemicals",
    "restaurant kitchen degreaser",
    "commercial kitchen hood cleaner",
    "kitchen descaler",
    "kitchen floor cleaner",
    "non-hazardous degreaser sample",
  ],
};

export const RESTAURANT_HERO = {
  eyebrow: "Restaurants & commercial kitchens",
  heading: "Restaurant kitchen cleaning that is safe for your crew",
  intro: `Cut through fryer grease, hood buildup and scale with ${siteConfig.productLine} cleaners rated ${siteConfig.claims.hazmatRating}: no burns, no fumes and no hazmat fees on delivery. Trusted by 1000+ restaurants.`,
  contactLabel: "Talk to a Kitchen Specialist",
  applicationsLabel: "See Kitchen Applications",
};

export const RESTAURANT_HERO_STATS: readonly RestaurantStat[] = [
  { value: "75%", label: "time savings on cleaning" },
  { value: "1000+", label: "restaurants served" },
  { value: "Up to 60%", label: "cost reduction" },
  { value: siteConfig.claims.hazmatRating, label: "hazmat rating" },
];

const APPLICATIONS: readonly WrittenApplication[] = [
  {
    id: "kitchen-degreasing",
    title: "Kitchen degreasing",
    description:
      "Lifts animal fat, fryer oil and carbonized food soil from the cook line and the walls around it, in one pass and without caustic burns.",
    uses: ["Fryers, griddles and ranges", "Walls and backsplashes", "Prep tables and equipment exteriors"],
    itemNumber: "TZ-KD-101",
  },
  {
    id: "hood-cleaning",
    title: "Hood and filter cleaning",
    description:
      "Dissolves the polymerized grease in canopies, baffle filters and plenums between professional hood cleanings, keeping airflow up and fire risk down.",
    uses: ["Hood canopies and plenums", "Baffle and mesh filters", "Filter soak tanks"],
    itemNumber: "TZ-HC-101",
  },
  {
    id: "kitchen-descaling",
    title: "Equipment descaling",
    description:
      "Removes lime scale from water-using equipment, restoring heating efficiency and heading off the breakdowns that scale causes mid-service.",
    uses: ["Dish machines and booster heaters", "Steamers and combi ovens", "Ice machines and coffee brewers"],
    itemNumber: "TZ-DS-101",
  },
  {
    id: "floor-cleaning",
    title: "Kitchen floor cleaning",
    description:
      "Removes the grease film that makes quarry tile slippery. Low-foaming, so it works in a mop bucket, an autoscrubber or a floor-drain flush.",
    uses: ["Quarry tile and grout", "Walk-in cooler and freezer floors", "Dish rooms and floor drains"],
    itemNumber: "TZ-FC-101",
  },
];

/** The item numbers of the applications' products (the featured degreaser among them). */
export const RESTAURANT_ITEM_NUMBERS: readonly string[] = APPLICATIONS.map((application) => application.itemNumber);

/** The four applications with their products as the catalog holds them. */
export function restaurantApplications(products: ReadonlyMap<string, ProductView>): RestaurantApplication[] {
  return APPLICATIONS.map(({ itemNumber, ...application }) => ({ ...application, product: kitchenProduct(products, itemNumber) }));
}

const KITCHEN_DEGREASER_ITEM = "TZ-KD-101";

/** The product of the feature block and of the sample request; undefined (no feature) while it is not on sale. */
export function kitchenDegreaser(products: ReadonlyMap<string, ProductView>): KitchenProduct | undefined {
  return kitchenProduct(products, KITCHEN_DEGREASER_ITEM);
}

export const DEGREASER_FEATURE = {
  eyebrow: "Featured product",
  heading: "Try the kitchen degreaser in your own kitchen",
  text: `Our most requested restaurant product: one concentrate for fryers, flat-tops, hoods, walls and floors. Request a free sample, put it on your toughest grease, and see why it saves crews 75% of their scrubbing time.`,
  points: [
    "Cuts baked-on grease in a single pass",
    "Non-corrosive to skin at use dilution",
    "One concentrate replaces several specialty cleaners",
    `${siteConfig.claims.noHazmatFees}, ${siteConfig.claims.americanMade}`,
  ],
  sampleLabel: "Request Kitchen Degreasing Sample",
  sampleNote: "Free sample, shipped to your restaurant. No obligation.",
};

export const RESTAURANT_REASONS: readonly RestaurantReason[] = [
  {
    id: "safe",
    title: "Safe for the people who clean",
    text: `Every product is rated ${siteConfig.claims.hazmatRating}: no burning caustics or acid fumes during closing shifts.`,
  },
  {
    id: "time",
    title: "75% time savings",
    text: "Cleaners that release grease and scale on contact mean less scrubbing and shorter nights.",
  },
  {
    id: "cost",
    title: "Cost reduction up to 60%",
    text: "Concentrates diluted for daily and heavy-duty work, and fewer specialty products on the shelf.",
  },
  {
    id: "proven",
    title: "Trusted by 1000+ restaurants",
    text: `From single-location cafés to multi-unit groups, kitchens already run their cleaning on ${siteConfig.productLine}.`,
  },
  {
    id: "shipping",
    title: siteConfig.claims.noHazmatFees,
    text: `Deliveries arrive as ordinary freight: ${siteConfig.claims.shippingSavings}.`,
  },
  {
    id: "risk-free",
    title: "30-day money-back guarantee",
    text: `Try it risk-free for 30 days. If it does not work in your kitchen, you get your money back. ${siteConfig.claims.americanMade}.`,
  },
];

export const RESTAURANT_CONTACT = {
  heading: "Talk to a restaurant cleaning specialist",
  description: `Tell us about your kitchen (equipment, soils, number of locations) and we will recommend a ${siteConfig.productLine} cleaning program and send pricing.`,
};

export const RESTAURANT_SERVICE = {
  name: "Restaurant kitchen cleaning chemicals",
  serviceType: "Commercial kitchen cleaning chemicals",
};
