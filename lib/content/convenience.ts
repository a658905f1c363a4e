// The convenience store page (seed 001 §2 "Convenience store page", §3 "Static convenience product"):
// its five products, chosen by item number and given the page's display category, with their names,
// prices and minimums as the catalog in the database holds them; the benefit tiles, the store-need
// wizard, the quote form's options, solution lists and FAQs. Client-safe: the page reads the catalog.
import { offerOf, type ProductOffer } from "@/lib/catalog/offer";
import type { ProductView } from "@/lib/catalog/read";
import { siteConfig } from "@/lib/site-config";

/** The page's own grouping; the filter buttons match on it (lib/domain/convenience-filter.ts). */
export type ConvenienceCategory = "Fuel Systems" | "Food Service" | "General Cleaning";

export type ConvenienceProduct = Pick<
  ProductView,
  "itemNumber" | "name" | "description" | "minimumOrder" | "concentration" | "chemicalType" | "benefits" | "applications"
> & {
  id: string;
  category: ConvenienceCategory;
  /** List price of one unit of the base size, "42.99". */
  pricePerGallon: string;
  /** Its page, and what Add to Cart puts in the cart. */
  offer: ProductOffer;
};

/** The page's five items (seed 001 §3: fuel system, kitchen degreaser, restroom, coffee, floor) and its grouping of them. */
const PAGE_PRODUCTS: readonly { itemNumber: string; category: ConvenienceCategory }[] = [
  { itemNumber: "TZ-CS-101", category: "Fuel Systems" },
  { itemNumber: "TZ-CS-102", category: "Food Service" },
  { itemNumber: "TZ-CS-103", category: "General Cleaning" },
  { itemNumber: "TZ-CS-104", category: "Food Service" },
  { itemNumber: "TZ-CS-105", category: "General Cleaning" },
];

/** The item numbers the page shows, in its order. */
export const CONVENIENCE_ITEM_NUMBERS: readonly string[] = PAGE_PRODUCTS.map((entry) => entry.itemNumber);

/** The page's products among those on sale (`products`, by item number); one staff archived is left out. */
export function convenienceProducts(products: ReadonlyMap<string, ProductView>): ConvenienceProduct[] {
  return PAGE_PRODUCTS.flatMap(({ itemNumber, category }) => {
    const product = products.get(itemNumber);
    if (!product) return [];
    const offer = offerOf(product);
    return [
      {
        id: itemNumber.toLowerCase(),
        itemNumber,
        name: product.name,
        category,
        description: product.description,
        pricePerGallon: offer.price,
        minimumOrder: product.minimumOrder,
        concentration: product.concentration,
        chemicalType: product.chemicalType,
        benefits: product.benefits,
        applications: product.applications,
        offer,
      },
    ];
  });
}

// ------------------------------------------------------------------ hero, tiles, banner

export const CONVENIENCE_HERO = {
  eyebrow: "Convenience Stores & Gas Stations",
  heading: "Cleaning solutions built for c-stores and fuel stations",
  text: `From the fuel islands to the coffee bar and the restrooms, ${siteConfig.productLine} cleaners keep a store spotless without hazardous chemicals behind the counter. Every product is rated ${siteConfig.claims.hazmatRating} and ships without hazmat fees.`,
} as const;

export type ConvenienceBenefitIcon = "fuel" | "shield" | "clock" | "truck";

export const CONVENIENCE_BENEFITS: readonly { id: string; icon: ConvenienceBenefitIcon; title: string; text: string }[] = [
  {
    id: "fuel-islands",
    icon: "fuel",
    title: "Fuel islands customers trust",
    text: "Cut the diesel and gasoline film on pumps, curbs and dispenser cabinets so the first thing customers touch is clean.",
  },
  {
    id: "staff-safe",
    icon: "shield",
    title: `Safe for every shift (${siteConfig.claims.hazmatRating})`,
    text: "No flammable solvents or corrosive acids for part-time staff to handle, store or mix.",
  },
  {
    id: "fast",
    icon: "clock",
    title: "Fast between customers",
    text: "Ready-to-use and quick-acting formulas let attendants clean restrooms and counters without closing them for long.",
  },
  {
    id: "no-hazmat",
    icon: "truck",
    title: siteConfig.claims.noHazmatFees,
    text: `Products ship as ordinary freight to every location: ${siteConfig.claims.shippingSavings}.`,
  },
];

export const CONVENIENCE_TRIAL_BANNER = {
  heading: "Try it risk-free for 30 days, then save with volume pricing",
  text: "Start with one store on our 30-day money-back trial. When it works, roll it out across your locations with volume pricing and one consolidated order.",
} as const;

// ------------------------------------------------------------------ the store-need wizard

export const STORE_NEEDS = [
  { id: "fuel-islands", label: "Fuel islands & pumps", hint: "Diesel film, spills, dispenser cabinets" },
  { id: "hot-food-coffee", label: "Hot food & coffee", hint: "Roller grills, fryers, brewers, airpots" },
  { id: "restrooms", label: "Restrooms", hint: "Urine scale, hard water, soap film" },
  { id: "floors", label: "Floors & surfaces", hint: "Tracked-in dirt, fuel residue, spilled drinks" },
] as const;
export type StoreNeedId = (typeof STORE_NEEDS)[number]["id"];

export type StoreNeedRecommendation = {
  need: StoreNeedId;
  /** The product for the job, first; a second one when the area has two kinds of soil. */
  products: readonly ConvenienceProduct[];
  reason: string;
};

const NEED_PRODUCTS: Record<StoreNeedId, { itemNumbers: readonly string[]; reason: string }> = {
  "fuel-islands": {
    itemNumbers: ["TZ-CS-101"],
    reason: "Emulsifies gasoline and diesel residue so it rinses off pumps, curbs and sumps instead of smearing.",
  },
  "hot-food-coffee": {
    itemNumbers: ["TZ-CS-102", "TZ-CS-104"],
    reason: "The degreaser handles roller grills, fryers and ovens; the coffee equipment cleaner removes the oils that make coffee bitter.",
  },
  restrooms: {
    itemNumbers: ["TZ-CS-103"],
    reason: "Ready to use on contact: removes urine scale and hard-water spotting between customers.",
  },
  floors: {
    itemNumbers: ["TZ-CS-105"],
    reason: "Lifts tracked-in dirt and fuel film from the sales floor without leaving a slippery residue.",
  },
};

/** What the wizard recommends for a store need among the page's products; undefined for an unknown need or one with none of them on sale. */
export function recommendationForNeed(need: string, pageProducts: readonly ConvenienceProduct[]): StoreNeedRecommendation | undefined {
  if (!Object.hasOwn(NEED_PRODUCTS, need)) return undefined;
  const entry = NEED_PRODUCTS[need as StoreNeedId];
  const products = entry.itemNumbers.flatMap((itemNumber) => pageProducts.find((product) => product.itemNumber === itemNumber) ?? []);
  return products.length > 0 ? { need: need as StoreNeedId, products, reason: entry.reason } : undefined;
}

export type StoreNeedOption = (typeof STORE_NEEDS)[number] & { recommendation: StoreNeedRecommendation };

/** The wizard's choices with their answers, worked out on the server so the client gets no catalog; a need with nothing on sale is not offered. */
export function storeNeedOptions(pageProducts: readonly ConvenienceProduct[]): StoreNeedOption[] {
  return STORE_NEEDS.flatMap((need) => {
    const recommendation = recommendationForNeed(need.id, pageProducts);
    return recommendation ? [{ ...need, recommendation }] : [];
  });
}

// ------------------------------------------------------------------ solution lists, locations, FAQ

export const CONVENIENCE_SOLUTIONS: readonly { id: string; title: string; items: readonly string[] }[] = [
  {
    id: "outside",
    title: "Forecourt & fuel islands",
    items: [
      "Pump handles, keypads and card readers",
      "Dispenser cabinets and nozzle boots",
      "Island curbs, canopies and sumps",
      "Air and water stations",
    ],
  },
  {
    id: "food",
    title: "Food service & beverages",
    items: [
      "Roller grills and hot-food warmers",
      "Fryers and pizza ovens",
      "Coffee brewers, airpots and carafes",
      "Fountain and cappuccino stations",
    ],
  },
  {
    id: "inside",
    title: "Restrooms & sales floor",
    items: ["Toilets, urinals and sinks", "Restroom tile and partitions", "Sales floor and entries", "Counters and cooler doors"],
  },
];

export const MULTI_LOCATION_ADVANTAGES: readonly { id: string; title: string; text: string }[] = [
  {
    id: "one-program",
    title: "One program for every store",
    text: "The same products and dilutions at every location, so each store is cleaned to the same standard.",
  },
  {
    id: "volume-pricing",
    title: "Volume pricing",
    text: "Consolidated orders across your locations are quoted at volume prices.",
  },
  {
    id: "no-hazmat-freight",
    title: "Ships to every location as ordinary freight",
    text: `Rated ${siteConfig.claims.hazmatRating}: no hazmat fees, no special handling at the receiving door.`,
  },
  {
    id: "training",
    title: "Simple staff training",
    text: "Few products, ready-to-use formulas and clear dilutions make onboarding new staff quick.",
  },
];

export type ConvenienceFaq = { question: string; answer: string };

/** The minimum order answer: the range of the minimums on the product cards. */
function minimumOrderAnswer(minimums: readonly number[]): string {
  const range =
    minimums.length > 0
      ? `Minimums range from ${Math.min(...minimums)} to ${Math.max(...minimums)} gallons depending on the product`
      : "Minimums depend on the product";
  return `${range}, as listed on each product card. Ask for a quote for larger or mixed orders.`;
}

/** The six questions, with the minimum order answer taken from the products the page shows. */
export function convenienceFaqs(pageProducts: readonly ConvenienceProduct[]): ConvenienceFaq[] {
  return [
    {
      question: "Are these products safe for convenience store staff to use?",
      answer: `Yes. Every ${siteConfig.productLine} product carries a ${siteConfig.claims.hazmatRating} hazard rating: no flammable solvents and no corrosive acids at use dilution, so part-time staff can use them with ordinary care.`,
    },
    {
      question: "Will the fuel system cleaner work on diesel lanes at truck stops?",
      answer:
        "Yes. It emulsifies both gasoline and diesel residue on dispenser cabinets, island curbs and spill containment sumps, and it rinses off with water.",
    },
    {
      question: "What is the minimum order?",
      answer: minimumOrderAnswer(pageProducts.map((p) => p.minimumOrder)),
    },
    {
      question: "Do you offer pricing for chains with several locations?",
      answer:
        "Yes. Multi-location operators get volume pricing and can consolidate orders for all their stores; request a quote and choose Multi-Location Chain as the store type.",
    },
    {
      question: "Why is there no hazmat shipping fee?",
      answer: `Because the products are rated ${siteConfig.claims.hazmatRating}, they ship as ordinary freight instead of dangerous goods: ${siteConfig.claims.shippingSavings}.`,
    },
    {
      question: "Can we try the products before switching every store?",
      answer: `Yes. Start with a 30-day risk-free trial at one store; if you are not satisfied, your money is refunded. Call ${siteConfig.phone.display} or request a quote to set it up.`,
    },
  ];
}
