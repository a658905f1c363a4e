// The brewery sub-site's home (/brewery-cleaning, seed 001 §2 "Brewery home"): hero, product tabs,
// application finder, benefits, line-cleaning education, contact form options and disclaimer, plus
// the brewery header's menus. Product cards show the brewery products, chosen by item number, as the
// catalog in the database holds them (given by the page). Client-safe.
import { offerOf, offerQuantityLabel } from "@/lib/catalog/offer";
import { PACK_SIZE_INFO } from "@/lib/catalog/pack-sizes";
import type { ProductView } from "@/lib/catalog/read";
import { siteConfig } from "@/lib/site-config";
import { BREWERY_CASE_STUDIES } from "./brewery-case-studies";
import { breweryDemoCaption, demoVideoPlays } from "./demos";

const { productLine } = siteConfig;
const { hazmatRating } = siteConfig.claims;

export const BREWERY_HOME_PATH = "/brewery-cleaning";

export const BREWERY_SEO = {
  title: "Brewery & Beer Line Cleaning Chemicals",
  description: `Beer-line cleaners, tank and vessel CIP cleaners and brewery degreasers rated ${hazmatRating}: no burns at use dilution, no hazmat shipping fees, ${siteConfig.claims.americanMade}.`,
  keywords: [
    "beer line cleaner",
    "brewery cleaning chemicals",
    "draft line cleaning kit",
    "brewery CIP cleaner",
    "caustic tank cleaner",
    "acid beer line cleaner",
    "non-hazmat brewery chemicals",
  ],
} as const;

// ------------------------------------------------------------------ header

/** The sections of the brewery home the header scrolls to. */
export const BREWERY_SECTIONS = [
  { id: "products", label: "Products" },
  { id: "about", label: "About" },
  { id: "education", label: "Education" },
  { id: "contact", label: "Contact" },
] as const;
export type BrewerySectionId = (typeof BREWERY_SECTIONS)[number]["id"];

export type BreweryNavLink = { label: string; href: string; description?: string };

export const BREWERY_CASE_STUDY_LINKS: readonly BreweryNavLink[] = BREWERY_CASE_STUDIES.map((study) => ({
  label: study.label,
  href: study.path,
}));

/** The header's Other Sites menu: the corporate home and the two sister sub-sites of this site. */
export const BREWERY_OTHER_SITES: readonly BreweryNavLink[] = [
  { label: `${siteConfig.companyName} Home`, href: "/", description: "All industries and products" },
  { label: "Grill Cleaning", href: "/grill-cleaning", description: "Grill, oven and smoker cleaners" },
  { label: "Convenience Stores", href: "/convenience-store", description: "C-store and gas station cleaning" },
];

export const BREWERY_BRAND = {
  name: `${productLine} Brewery`,
  tagline: "Beer line & brewery cleaning",
} as const;

// ------------------------------------------------------------------ hero

export const BREWERY_HERO = {
  eyebrow: `${productLine} Brewery Solutions`,
  heading: `Beer line and brewery cleaners rated ${hazmatRating}`,
  intro: `Clean draft lines, fermenters and brewhouse equipment as thoroughly as with traditional caustic and acid, without burns at use dilution, fumes in the cellar or hazmat fees on the freight bill.`,
  highlights: [siteConfig.claims.hazmatRatingText, siteConfig.claims.noHazmatFees, siteConfig.claims.americanMade],
  shopLabel: "Shop Beer Line Products",
  caseStudiesLabel: "View Case Studies",
  caseStudiesHref: "/brewery-case-studies",
  videoCaption: breweryDemoCaption(demoVideoPlays("acid")),
} as const;

// ------------------------------------------------------------------ products

/** The static brewery product's category (seed 001 §3). */
export type BreweryProductCategory = "Caustic" | "Acid" | "Cleaner" | "System";

export type BreweryProduct = {
  itemNumber: string;
  name: string;
  /** Its page, /products/{slug}. */
  href: string;
  category: BreweryProductCategory;
  description: string;
  /** Catalog price with its unit, e.g. "$89.99" and "per gallon". */
  price: string;
  priceUnit: string;
  minimumOrder: string;
  concentration?: string;
  features: readonly string[];
};

const PRODUCT_CATEGORIES: Record<string, BreweryProductCategory> = {
  "TZ-BL-101": "Acid",
  "TZ-BL-102": "Caustic",
  "TZ-BT-201": "Acid",
  "TZ-BT-202": "Caustic",
  "TZ-BE-301": "Cleaner",
  "TZ-BK-401": "System",
};

/** The item numbers of the brewery products. */
export const BREWERY_ITEM_NUMBERS: readonly string[] = Object.keys(PRODUCT_CATEGORIES);

/**
 * A brewery product card from the catalog `products` (by item number): its base size's price and minimum
 * order. Undefined for an item that is not a brewery product or is no longer on sale: its card is left out.
 */
export function breweryProduct(products: ReadonlyMap<string, ProductView>, itemNumber: string): BreweryProduct | undefined {
  const entry = products.get(itemNumber);
  const category = Object.hasOwn(PRODUCT_CATEGORIES, itemNumber) ? PRODUCT_CATEGORIES[itemNumber] : undefined;
  if (!entry || !category) return undefined;
  const offer = offerOf(entry);
  return {
    itemNumber,
    name: entry.name,
    href: offer.href,
    category,
    description: entry.description,
    price: `$${offer.price}`,
    priceUnit: `per ${PACK_SIZE_INFO[offer.size].unit}`,
    minimumOrder: `Minimum order ${offerQuantityLabel(offer)}`,
    concentration: entry.concentration ?? undefined,
    features: entry.benefits,
  };
}

/** The brewery products of `itemNumbers` on sale, in that order. */
export function breweryProducts(products: ReadonlyMap<string, ProductView>, itemNumbers: readonly string[]): BreweryProduct[] {
  return itemNumbers.flatMap((itemNumber) => breweryProduct(products, itemNumber) ?? []);
}

export const BREWERY_PRODUCTS_SECTION = {
  heading: "Beer line and brewery cleaning products",
  intro: `Six ${productLine} products for the draft system and the brewhouse. Prices are per gallon unless marked; ask us about drums, totes and route pricing.`,
} as const;

export const BREWERY_PRODUCT_TABS = [
  {
    id: "line-cleaning",
    label: "Beer Line Cleaning",
    heading: "Professional beer line cleaning",
    intro:
      "Caustic every two weeks, acid once a month: the two-cleaner cycle for draft systems, and a kit for bars that clean their own lines.",
    itemNumbers: ["TZ-BL-102", "TZ-BL-101", "TZ-BK-401"],
  },
  {
    id: "production",
    label: "Brewery Production",
    heading: "Brewery production cleaning",
    intro: "CIP cleaners for fermenters, brite tanks and kettles, and a degreaser for the equipment around them.",
    itemNumbers: ["TZ-BT-202", "TZ-BT-201", "TZ-BE-301"],
  },
] as const;
export type BreweryProductTabId = (typeof BREWERY_PRODUCT_TABS)[number]["id"];
export const DEFAULT_PRODUCT_TAB: BreweryProductTabId = "line-cleaning";

// ------------------------------------------------------------------ application finder

export const BREWERY_APPLICATIONS = [
  { id: "beer_line", label: "Beer Line Cleaning", description: "Draft lines, faucets, couplers and jockey boxes" },
  { id: "tank_cleaning", label: "Tank & Vessel Cleaning", description: "Fermenters, brite tanks and kettles" },
  { id: "equipment_degreasing", label: "Equipment Degreasing", description: "Canning lines, keg washers, pumps and floors" },
  { id: "cleaning_systems", label: "Cleaning Systems", description: "Recirculating pumps, CIP carts and complete programs" },
] as const;
export type BreweryApplicationId = (typeof BREWERY_APPLICATIONS)[number]["id"];

export type BreweryRecommendation = {
  application: BreweryApplicationId;
  title: string;
  summary: string;
  /** "1:4", "1:6", "1:8", or "Variable" when each circuit of a system gets its own. */
  dilution: "1:4" | "1:6" | "1:8" | "Variable";
  /** The fixed feature list of the recommendation (seed 001 §2). */
  features: readonly string[];
  itemNumbers: readonly string[];
};

const RECOMMENDATIONS: Record<BreweryApplicationId, BreweryRecommendation> = {
  beer_line: {
    application: "beer_line",
    title: "Beer Line Cleaning Solution",
    summary: `${productLine} Caustic Beer-Line Cleaner every two weeks, with the acid beer-line cleaner once a month.`,
    dilution: "1:4",
    features: [
      "Removes yeast, protein, hop resin and biofilm",
      "Monthly acid step clears beerstone",
      "Safe on stainless steel, vinyl and barrier tubing",
      "Rinses clean with no residual taste",
    ],
    itemNumbers: ["TZ-BL-102", "TZ-BL-101"],
  },
  tank_cleaning: {
    application: "tank_cleaning",
    title: "Tank & Vessel Cleaning Solution",
    summary: `${productLine} Caustic Tank Cleaner for CIP after every batch, then the acid tank cleaner to remove beerstone and passivate.`,
    dilution: "1:6",
    features: [
      "Low-foaming for spray-ball CIP",
      "Lifts krausen, yeast and protein soil",
      "Acid step removes beerstone and passivates stainless steel",
      "Fast rinse for quicker tank turnaround",
    ],
    itemNumbers: ["TZ-BT-202", "TZ-BT-201"],
  },
  equipment_degreasing: {
    application: "equipment_degreasing",
    title: "Equipment Degreasing Solution",
    summary: `${productLine} Brewery Equipment Degreaser for the outside of the brewery: packaging lines, keg washers, pumps and floors.`,
    dilution: "1:8",
    features: [
      "Cuts wort, sugar and lubricant residue",
      "Safe on gaskets, seals and painted guards",
      "For canning lines, keg washers, pumps and floors",
      "Biodegradable in 10 days or less",
    ],
    itemNumbers: ["TZ-BE-301"],
  },
  cleaning_systems: {
    application: "cleaning_systems",
    title: "Complete Cleaning System",
    summary: "A caustic and acid program for every circuit, from draft lines to CIP, set up with our technical team.",
    dilution: "Variable",
    features: [
      "Dilution set for each circuit and soil",
      "Works with recirculating pumps and CIP carts",
      "Caustic and acid cycles planned with our technical team",
      "One supplier, no hazmat fees on any shipment",
    ],
    itemNumbers: ["TZ-BK-401", "TZ-BT-202", "TZ-BT-201"],
  },
};

export function isBreweryApplication(value: string): value is BreweryApplicationId {
  return BREWERY_APPLICATIONS.some((a) => a.id === value);
}

/** The recommendation of the application finder for one application. */
export function breweryRecommendation(application: BreweryApplicationId): BreweryRecommendation {
  return RECOMMENDATIONS[application];
}

/** How a dilution reads on the page: "1:4 dilution", "Variable dilution". */
export function dilutionLabel(dilution: BreweryRecommendation["dilution"]): string {
  return `${dilution} dilution`;
}

export const BREWERY_FINDER = {
  heading: "Application Finder",
  intro: "Choose what you need to clean and we will recommend the product and its dilution.",
  legend: "What do you need to clean?",
  submitLabel: "Get Recommendation",
  resetLabel: "Find Another Solution",
  quoteLabel: "Request a Quote",
} as const;

// ------------------------------------------------------------------ about, benefits, education

export type BreweryIconName = "shield" | "truck" | "leaf" | "flag" | "beer" | "droplets" | "clock" | "flask";

export const BREWERY_ABOUT = {
  heading: `Why brewers choose ${productLine}`,
  paragraphs: [
    `${productLine} brewery cleaners use the same two chemistries brewers have always relied on: caustic for organic soil and acid for mineral scale. They are formulated to carry a ${hazmatRating} hazard rating, so cellar crews and bar staff can handle them without the burns and fumes of traditional products.`,
    "Because they are neither flammable nor corrosive at the levels that trigger transport rules, they travel as ordinary freight. Breweries and line-cleaning services stop paying hazmat fees, and the products are made in the United States.",
  ],
} as const;

export const BREWERY_BENEFITS: readonly { icon: BreweryIconName; title: string; text: string }[] = [
  {
    icon: "shield",
    title: `Rated ${hazmatRating}`,
    text: "Health, flammability and instability all rated 0: safer for cellar crews and bar staff.",
  },
  {
    icon: "truck",
    title: siteConfig.claims.noHazmatFees,
    text: `Ships as ordinary freight, ${siteConfig.claims.shippingSavings}.`,
  },
  {
    icon: "beer",
    title: "No residual taste",
    text: "Rinses clean from lines, kegs and tanks, so nothing but beer reaches the glass.",
  },
  {
    icon: "droplets",
    title: "Low-foaming",
    text: "Runs through recirculating pumps, spray balls and CIP carts without foaming over.",
  },
  {
    icon: "leaf",
    title: "Biodegradable in 10 days or less",
    text: "What goes down the floor drain breaks down quickly.",
  },
  {
    icon: "flag",
    title: siteConfig.claims.americanMade,
    text: "Formulated and produced in the United States.",
  },
];

export const BREWERY_EDUCATION = {
  heading: "How beer line cleaning works",
  intro:
    "Every draft line collects two kinds of soil. Yeast, protein, hop resin and the biofilm they feed are organic and come off with caustic. Beerstone (calcium oxalate) and mineral scale are inorganic and need an acid. A good program uses both.",
  steps: [
    { title: "Flush the beer out", text: "Disconnect the coupler and push the beer out of the line with clean water." },
    {
      title: "Caustic clean every two weeks",
      text: `Recirculate ${productLine} Caustic Beer-Line Cleaner at 1:4 through the line, then brush the faucets and couplers in the same solution.`,
    },
    { title: "Rinse", text: "Rinse with clean water until it runs clear and neutral." },
    {
      title: "Acid clean once a month",
      text: `Recirculate ${productLine} Acid Beer-Line Cleaner at 1:4 to dissolve beerstone the caustic leaves behind, then rinse again.`,
    },
    { title: "Pour a test glass", text: "Reconnect, pour until the beer runs clear and taste it before service." },
  ],
  signsHeading: "Signs a line is overdue",
  signs: [
    "Foamy or flat pours from one tap but not the others",
    "Off-flavors: buttery, sour, vinegar or stale notes",
    "Cloudy beer from a clear keg",
    "Visible deposits in faucets, shanks or couplers",
  ],
} as const;

// ------------------------------------------------------------------ calls to action, contact, disclaimer

export const BREWERY_SAMPLE_CTA = {
  heading: "Try it before you switch: free sample or consultation",
  text: "Tell us about your draft system, brewhouse or route. We will send a free sample for one cleaning cycle or set up a consultation with a brewery cleaning specialist.",
  sampleLabel: "Request a Free Sample",
  consultationLabel: "Book a Free Consultation",
} as const;

export const BREWERY_CONTACT = {
  heading: "Contact our brewery specialists",
  description: `Ask for pricing, a free sample or help setting up a cleaning program. Our team replies ${siteConfig.responsePromise}.`,
  formHeading: "Send us a message",
  submitLabel: "Send Message",
} as const;

export const BREWERY_DISCLAIMER = `Always dilute ${productLine} products as directed on the label, read the Safety Data Sheet (SDS) before use, and test on a small, inconspicuous area first. Rinse lines, tanks and equipment with clean water before they contact beer again. Results depend on soil, water and equipment; the case studies on this site describe individual customers' experience. Nothing on this page is a statement about any regulatory approval or certification.`;
