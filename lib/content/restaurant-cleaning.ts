// The professional / DIY page (seed 001 §2): six products per audience, the teak furniture cleaner
// feature, testimonials and the closing call to action. A catalog product shows its name, base size price
// and minimum as the catalog in the database holds them (given by the page) and goes into the cart; the
// others (the DIY quarts and kits, the professional concentrates not in the catalog) are quoted at the
// page's static prices (seed §9): professional 89.99–94.99 per gallon, DIY 24.99–39.99 per quart or kit,
// teak DIY 34.99 per quart. Client-safe.
import { offerOf, type ProductOffer } from "@/lib/catalog/offer";
import { PACK_SIZE_INFO, unitCount } from "@/lib/catalog/pack-sizes";
import type { ProductView } from "@/lib/catalog/read";
import { formatUsd, toCents } from "@/lib/domain/money";
import { siteConfig } from "@/lib/site-config";

export type Audience = "professional" | "diy";

/** How a product is bought: online from the catalog, or by a quote request. */
export type ProductPurchase =
  | { kind: "cart"; itemNumber: string; minimumOrder: number }
  /** size: what the quote asks for ("1 gallon", "1 quart", "kit"); itemNumber: the catalog formula it is made from. */
  | { kind: "quote"; size: string; itemNumber?: string };

export type CleaningProduct = {
  id: string;
  name: string;
  description: string;
  features: readonly string[];
  /** Dollars, two decimals: "89.99". */
  price: string;
  /** What the price buys: "gallon", "quart", "kit". */
  unit: string;
  purchase: ProductPurchase;
  /** The catalog product it is, or is made from, while that is on sale: its page. */
  formula?: ProductOffer;
};

type Written = { id: string; description: string; features: readonly string[] };
/** A catalog product sold online: name, price and unit come from the catalog. */
type FromCatalog = Written & { catalog: string };
/** A product sold on quote at a static price. */
type OnQuote = Written & { name: string; price: string; unit: "gallon" | "quart" | "kit"; size: string; madeFrom?: string };

type Catalog = ReadonlyMap<string, ProductView>;

/** The product as the page shows it; a catalog product no longer on sale is left out. */
function resolve(products: Catalog, entry: FromCatalog | OnQuote): CleaningProduct | undefined {
  const { id, description, features } = entry;
  if ("catalog" in entry) {
    const product = products.get(entry.catalog);
    if (!product) return undefined;
    const offer = offerOf(product);
    const unit = PACK_SIZE_INFO[offer.size].unit;
    return {
      id,
      name: offer.name,
      description,
      features,
      price: offer.price,
      unit,
      // A base size staff put on quote only is quoted like the page's own products.
      purchase: offer.quoteOnly
        ? { kind: "quote", size: unitCount(1, offer.size), itemNumber: offer.itemNumber }
        : { kind: "cart", itemNumber: offer.itemNumber, minimumOrder: offer.minimumOrder },
      formula: offer,
    };
  }
  const made = entry.madeFrom ? products.get(entry.madeFrom) : undefined;
  return {
    id,
    name: entry.name,
    description,
    features,
    price: entry.price,
    unit: entry.unit,
    purchase: { kind: "quote", size: entry.size, itemNumber: entry.madeFrom },
    ...(made ? { formula: offerOf(made) } : {}),
  };
}

/** "$89.99" and "per gallon". */
export function priceParts(product: Pick<CleaningProduct, "price" | "unit">): { amount: string; per: string } {
  return { amount: formatUsd(toCents(product.price)), per: `per ${product.unit}` };
}

const line = siteConfig.productLine;

export const RESTAURANT_CLEANING_PATH = "/restaurant-cleaning";
/** Saved with the page's quote requests. */
export const RESTAURANT_CLEANING_LEAD_SOURCE = "restaurant-cleaning";

export const RESTAURANT_CLEANING_SEO = {
  title: "Professional & DIY Restaurant Cleaning Products",
  description: `Professional ${line} concentrates by the gallon for commercial kitchens and cleaning contractors, and DIY quarts and kits for small kitchens, food trucks and bars. Rated ${siteConfig.claims.hazmatRating}.`,
  keywords: [
    "restaurant cleaning products",
    "professional kitchen cleaning concentrate",
    "DIY kitchen cleaner",
    "grill and oven cleaner",
    "beer line cleaner",
    "teak furniture cleaner",
  ],
};

export const RESTAURANT_CLEANING_HERO = {
  eyebrow: "Restaurant cleaning",
  heading: "Professional strength or do-it-yourself: clean kitchens without the hazards",
  intro: `The same ${line} chemistry, rated ${siteConfig.claims.hazmatRating}, in gallon concentrates for the pros and in quarts and kits for the kitchens that clean their own. Try any product risk-free for 30 days.`,
};

export const AUDIENCES: readonly { value: Audience; label: string; heading: string; text: string }[] = [
  {
    value: "professional",
    label: "Professional",
    heading: "For commercial kitchens and cleaning contractors",
    text: "Concentrates by the gallon for daily programs, contract hood and kitchen cleaners and multi-unit operators.",
  },
  {
    value: "diy",
    label: "DIY",
    heading: "For small kitchens, food trucks and bars",
    text: "The same formulas in quarts and kits, sized for owner-operators who do their own cleaning.",
  },
];

export const DEFAULT_AUDIENCE: Audience = "professional";

const PROFESSIONAL: readonly (FromCatalog | OnQuote)[] = [
  {
    id: "grill-oven-concentrate",
    catalog: "TZ-GR-101",
    description: "Dissolves carbon and baked-on grease on grills, griddles and ovens. Diluted 1:10, one gallon makes ten.",
    features: ["No scraping or wire brushes", "No caustic fumes during service", "Safe on flat-tops and charbroilers"],
  },
  {
    id: "fryer-boil-out",
    name: `${line} Fryer Boil-Out Concentrate`,
    price: "92.99",
    unit: "gallon",
    size: "1 gallon",
    description: "Releases polymerized oil and carbon from fryer pots during the weekly boil-out, without caustic boil-out powders.",
    features: ["Longer oil life after a clean boil-out", "No burns from splashing powder", "Rinses clean, leaves no taste"],
  },
  {
    id: "carbon-soak",
    name: `${line} Carbon & Baked-On Soil Remover`,
    price: "94.99",
    unit: "gallon",
    size: "1 gallon",
    description: "An overnight soak for sheet pans, hotel pans, oven racks and grill grates caked with carbon.",
    features: ["Works in any soak sink or tank", "Safe on aluminum and stainless", "Less scrubbing at the pot sink"],
  },
  {
    id: "caustic-line-cleaner",
    catalog: "TZ-BL-102",
    description: "Strips yeast, protein and biofilm from the bar's draft lines on a two-week schedule.",
    features: ["Diluted 1:4 for line cleaning", "No burns on bartenders' hands at use dilution", "Keeps beer tasting as brewed"],
  },
  {
    id: "acid-line-cleaner",
    catalog: "TZ-BL-101",
    description: "Removes beerstone and mineral scale that caustic cleaning leaves in lines, couplers and faucets.",
    features: ["Monthly follow-up to the caustic clean", "Diluted 1:4 for line cleaning", "Protects faucets and couplers"],
  },
  {
    id: "stainless-concentrate",
    name: `${line} Stainless Steel Cleaner Concentrate`,
    price: "89.99",
    unit: "gallon",
    size: "1 gallon",
    description: "Removes grease haze, fingerprints and water spots from hoods, reach-ins and prep tables without streaks.",
    features: ["Streak-free finish", "Food-contact surfaces rinse clean", "One concentrate for the whole line"],
  },
];

/** A quart of a kitchen concentrate (`madeFrom`, by its item number) for the DIY shelf, sold on quote. */
const diyQuart = (product: string, madeFrom: string, { id, price, description, features }: Written & { price: string }): OnQuote => ({
  id,
  name: `${line} ${product}, DIY Quart`,
  price,
  unit: "quart",
  size: "1 quart",
  madeFrom,
  description,
  features,
});

const DIY: readonly (FromCatalog | OnQuote)[] = [
  diyQuart("Kitchen Degreaser", "TZ-KD-101", {
    id: "degreaser-quart",
    price: "24.99",
    description: "The restaurant kitchen degreaser in a quart: fryers, ranges, walls and floors.",
    features: ["Same formula as the gallon", "Non-corrosive to skin at use dilution", "Includes a trigger sprayer"],
  }),
  diyQuart("Grill & Oven Cleaner", "TZ-GR-101", {
    id: "grill-oven-quart",
    price: "29.99",
    description: "Carbon and baked-on grease off grills, griddles and ovens, sized for a small kitchen or food truck.",
    features: ["Dilute 1:10 with water", "No fumes in a closed kitchen", "30-day money-back guarantee"],
  }),
  diyQuart("Hood & Filter Cleaner", "TZ-HC-101", {
    id: "hood-quart",
    price: "27.99",
    description: "Soaks the grease out of baffle filters and wipes down the hood between professional cleanings.",
    features: ["Works in a sink soak", "Helps keep exhaust airflow up", "Biodegradable in 10 days or less"],
  }),
  diyQuart("Kitchen Descaler", "TZ-DS-101", {
    id: "descaler-quart",
    price: "26.99",
    description: "Lime scale out of coffee brewers, ice machines, steamers and dish machines.",
    features: ["Restores heating efficiency", "Safe on stainless and copper", "No fumes during descaling"],
  }),
  {
    id: "trial-kit",
    name: `${line} Kitchen Trial Kit`,
    price: "32.99",
    unit: "kit",
    size: "kit",
    description: "Four 8 oz bottles (degreaser, grill & oven cleaner, hood cleaner and descaler) with a trigger sprayer.",
    features: ["Try the whole kitchen line", "Mixing guide included", "Ships without hazmat fees"],
  },
  {
    id: "draft-line-kit",
    name: `${line} Small Bar Draft Line Kit`,
    price: "39.99",
    unit: "kit",
    size: "kit",
    description: "A quart each of caustic and acid beer-line cleaner with a hand pump bottle, for bars with a few taps.",
    features: ["Sized for bars with a handful of taps", "Step-by-step cleaning card", "No burns at use dilution"],
  },
];

/** The item numbers of the catalog products the page sells or quotes formulas of. */
export const RESTAURANT_CLEANING_ITEM_NUMBERS: readonly string[] = [
  ...new Set([...PROFESSIONAL, ...DIY].flatMap((entry) => ("catalog" in entry ? [entry.catalog] : entry.madeFrom ? [entry.madeFrom] : []))),
];

/** Each audience's products as the page shows them, from the catalog `products` (by item number). */
export function restaurantCleaningProducts(products: Catalog): Record<Audience, CleaningProduct[]> {
  const shown = (entries: readonly (FromCatalog | OnQuote)[]) => entries.flatMap((entry) => resolve(products, entry) ?? []);
  return { professional: shown(PROFESSIONAL), diy: shown(DIY) };
}

const TEAK_ITEM = "TZ-MT-101";

const TEAK_TEXT = {
  eyebrow: "Also for your patio",
  heading: "Teak Furniture Cleaner",
  text: "Gray, weathered teak tables and chairs on the patio? Bring them back to a warm natural color before the season opens, without raising the grain or stripping soft wood fibers.",
  points: [
    "Lifts grime, mildew and old oil",
    "Prepares teak for oiling or sealing",
    `Rated ${siteConfig.claims.hazmatRating} and made in the USA`,
  ],
};

export type TeakFeature = typeof TEAK_TEXT & { diy: CleaningProduct; professional: CleaningProduct };

/** The teak cleaner feature: the DIY quart, which is quoted, and the catalog's gallon; none while the cleaner is not on sale. */
export function teakFeature(products: Catalog): TeakFeature | undefined {
  const teak = products.get(TEAK_ITEM);
  const diy = teak
    ? resolve(products, {
        id: "teak-quart",
        name: `${teak.name}, DIY Quart`,
        price: "34.99",
        unit: "quart",
        size: "1 quart",
        madeFrom: TEAK_ITEM,
        description: "One quart concentrate, enough for a patio set.",
        features: [],
      })
    : undefined;
  const professional = resolve(products, {
    id: "teak-gallon",
    catalog: TEAK_ITEM,
    description: "Gallon concentrate for restaurant and hotel patios, diluted 1:3.",
    features: [],
  });
  return diy && professional ? { ...TEAK_TEXT, diy, professional } : undefined;
}

export type Testimonial = { id: string; quote: string; name: string; role: string; audience: Audience };

// Customers are named by role, not by business.
export const RESTAURANT_CLEANING_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "kitchen-manager",
    quote:
      "Our closing crew used to spend two hours on the fryers and flat-tops. With the concentrate it is under an hour, and nobody goes home with burned hands.",
    name: "Marcus T.",
    role: "Kitchen manager, full-service steakhouse",
    audience: "professional",
  },
  {
    id: "contractor",
    quote: `We clean hoods for forty restaurants. Switching to a ${siteConfig.claims.hazmatRating} product meant no more hazmat paperwork on the truck and fewer complaints about fumes.`,
    name: "Dana R.",
    role: "Owner, kitchen exhaust cleaning contractor",
    audience: "professional",
  },
  {
    id: "food-truck",
    quote:
      "The quart of grill cleaner lasts me a month on the truck. It is the first cleaner I can use in a closed space without opening every window.",
    name: "Luis M.",
    role: "Owner-operator, taco food truck",
    audience: "diy",
  },
];

export const RESTAURANT_CLEANING_CTA = {
  heading: "Not sure which product your kitchen needs?",
  text: `Tell us what you clean and how often, and a specialist will put together a program and a quote. We reply ${siteConfig.responsePromise}.`,
  quoteLabel: "Get a Custom Recommendation",
  quoteHref: "/contact?industry=food-beverage",
  callLabel: `Call ${siteConfig.phone.display}`,
};

export const RESTAURANT_CLEANING_SERVICE = {
  name: "Professional and DIY restaurant cleaning products",
  serviceType: "Restaurant cleaning chemicals",
};
