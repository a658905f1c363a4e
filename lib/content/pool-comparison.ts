// The pool comparison tool's products (seed 001 §3 "Pool comparison product"): the two Triple Zero
// pool products and thirteen traditional cleaners, ids 1 to 15, and which of them each mode compares.
// The traditional products are product types, not brands: their figures are typical of the type.
import { siteConfig } from "@/lib/site-config";

/** Health-flammability-instability, as on an NFPA/HMIS label; the five ratings the tool shows. */
export type SafetyRating = "0-0-0" | "3-1-0" | "2-0-0" | "1-0-0" | "2-2-0";

export type ToxicityLevel = "None" | "Low" | "Medium" | "High";

export type ComparisonMetrics = {
  biodegradable: boolean;
  toxicityLevel: ToxicityLevel;
  /** True when skin contact at use strength causes no burn or irritation. */
  skinContact: boolean;
  /** Volatile organic compounds, percent by weight. */
  voc: number;
  pHLevel: number;
  /** 1 (least harm) to 5 (most harm). */
  environmentalImpact: number;
  /** 1 to 5, higher is better. */
  costEfficiency: number;
  /** 1 to 5, higher is better. */
  cleaningEffectiveness: number;
};

export type ComparisonProduct = {
  id: number;
  name: string;
  category: "triple-zero" | "traditional";
  /** 0 to 100; see lib/domain/sustainability.ts for the bands. */
  sustainabilityScore: number;
  safetyRating: SafetyRating;
  metrics: ComparisonMetrics;
  features: readonly string[];
  /** A traditional product's typical price; a Triple Zero product's comes from the catalog (withCatalogPrices). */
  price: string;
  priceNote: string;
  /** The catalog item, for the Triple Zero products. */
  itemNumber?: string;
};

/** What the catalog says of a Triple Zero product the tool compares: its price, "$29.95", and what it buys. */
export type CatalogPrice = { itemNumber: string; price: string; priceUnit: string };

/** The products with the catalog's price for the Triple Zero ones, as the database holds it. */
export function withCatalogPrices(product: ComparisonProduct, prices: readonly CatalogPrice[]): ComparisonProduct {
  const item = prices.find((entry) => entry.itemNumber === product.itemNumber);
  return item ? { ...product, price: item.price, priceNote: `Per ${item.priceUnit}, shipping included` } : product;
}

/**
 * A Triple Zero product: what both share (rated 0-0-0, safe on skin, no toxicity or VOC, biodegradable);
 * `features` go before the two features both have. Its price is the catalog's (withCatalogPrices).
 */
function ownProduct(
  id: number,
  product: { name: string; itemNumber: string },
  own: Pick<ComparisonProduct, "sustainabilityScore" | "features"> & Pick<ComparisonMetrics, "pHLevel" | "costEfficiency">,
): ComparisonProduct {
  return {
    id,
    name: product.name,
    itemNumber: product.itemNumber,
    category: "triple-zero",
    sustainabilityScore: own.sustainabilityScore,
    safetyRating: "0-0-0",
    metrics: {
      biodegradable: true,
      toxicityLevel: "None",
      skinContact: true,
      voc: 0,
      pHLevel: own.pHLevel,
      environmentalImpact: 1,
      costEfficiency: own.costEfficiency,
      cleaningEffectiveness: 5,
    },
    features: [...own.features, "Biodegrades in 10 days or less", `Rated ${siteConfig.claims.hazmatRating}: ships without hazmat fees`],
    price: "",
    priceNote: "",
  };
}

/** Muriatic acid and caustic soda, alike but for their pH: rated 3-1-0, toxic, burning skin, and as strong as they are harmful. */
const corrosive = (pHLevel: number): Pick<ComparisonProduct, "safetyRating" | "metrics"> => ({
  safetyRating: "3-1-0",
  metrics: {
    biodegradable: false,
    toxicityLevel: "High",
    skinContact: false,
    voc: 0,
    pHLevel,
    environmentalImpact: 5,
    costEfficiency: 4,
    cleaningEffectiveness: 5,
  },
});

export const COMPARISON_PRODUCTS: readonly ComparisonProduct[] = [
  ownProduct(
    1,
    { name: "Triple Zero Pool & Spa Descaler", itemNumber: "TZ-PS-101" },
    {
      sustainabilityScore: 95,
      pHLevel: 7.2,
      costEfficiency: 4,
      features: [
        "Dissolves calcium scale and waterline rings without fumes",
        "Use from 15% on light scale up to full strength on heavy buildup",
      ],
    },
  ),
  {
    id: 2,
    name: "Muriatic Acid (31% hydrochloric acid)",
    category: "traditional",
    sustainabilityScore: 15,
    ...corrosive(0.5),
    features: [
      "Fast on heavy calcium scale",
      "Choking fumes: needs respirator, goggles and acid gloves",
      "Etches plaster and grout and drops pool pH and alkalinity",
      "Corrosive: hazmat shipping and storage rules apply",
    ],
    price: "$12.99",
    priceNote: "Per gallon; local pickup or hazmat freight",
  },
  ownProduct(
    3,
    { name: "Triple Zero Pool & Spa Oil & Scum Remover", itemNumber: "TZ-PS-102" },
    {
      sustainabilityScore: 94,
      pHLevel: 8.5,
      costEfficiency: 5,
      features: [
        "Lifts body oil, sunscreen and scum lines from tile and vinyl",
        "Use from 1% for wipe-downs up to 99% on heavy scum lines",
      ],
    },
  ),
  {
    id: 4,
    name: "Caustic Soda (sodium hydroxide)",
    category: "traditional",
    sustainabilityScore: 18,
    ...corrosive(14),
    features: [
      "Strong on grease and organic soils",
      "Causes severe skin burns and eye damage",
      "Raises pool pH sharply if it reaches the water",
      "Corrosive: hazmat shipping and storage rules apply",
    ],
    price: "$14.99",
    priceNote: "2 lb container, plus shipping",
  },
  {
    id: 5,
    name: "Trisodium Phosphate (TSP)",
    category: "traditional",
    sustainabilityScore: 25,
    safetyRating: "2-0-0",
    metrics: {
      biodegradable: false,
      toxicityLevel: "Medium",
      skinContact: false,
      voc: 0,
      pHLevel: 12,
      environmentalImpact: 5,
      costEfficiency: 4,
      cleaningEffectiveness: 4,
    },
    features: [
      "Cuts oily films on hard surfaces",
      "Irritates skin and eyes; gloves needed",
      "Phosphate feeds algae in pools and waterways",
      "Banned or restricted in cleaners in many states",
    ],
    price: "$9.99",
    priceNote: "1 lb box, plus shipping",
  },
  {
    id: 6,
    name: "Enzyme Pool Cleaner",
    category: "traditional",
    sustainabilityScore: 82,
    safetyRating: "1-0-0",
    metrics: {
      biodegradable: true,
      toxicityLevel: "Low",
      skinContact: true,
      voc: 1,
      pHLevel: 7.5,
      environmentalImpact: 1,
      costEfficiency: 2,
      cleaningEffectiveness: 2,
    },
    features: [
      "Breaks down oils slowly in the water over days",
      "Does not remove an existing scum line on its own",
      "Mild and biodegradable",
      "Needs weekly doses to keep working",
    ],
    price: "$24.99",
    priceNote: "32 oz bottle, plus shipping",
  },
  {
    id: 7,
    name: "Solvent Adhesive Remover",
    category: "traditional",
    sustainabilityScore: 30,
    safetyRating: "2-2-0",
    metrics: {
      biodegradable: false,
      toxicityLevel: "Medium",
      skinContact: false,
      voc: 45,
      pHLevel: 8,
      environmentalImpact: 4,
      costEfficiency: 2,
      cleaningEffectiveness: 3,
    },
    features: [
      "Dissolves sticky and greasy residues",
      "Flammable solvent vapours; ventilation needed",
      "Leaves an oily film that must be washed off",
      "Softens vinyl liners and some plastics",
    ],
    price: "$13.99",
    priceNote: "32 oz can, ground shipping only",
  },
  {
    id: 8,
    name: "All-Purpose Cleaner",
    category: "traditional",
    sustainabilityScore: 58,
    safetyRating: "1-0-0",
    metrics: {
      biodegradable: true,
      toxicityLevel: "Low",
      skinContact: true,
      voc: 4,
      pHLevel: 10.5,
      environmentalImpact: 3,
      costEfficiency: 3,
      cleaningEffectiveness: 2,
    },
    features: [
      "Handy for light everyday soils",
      "Weak on baked-on scum lines",
      "Surfactants and fragrance foam in pool water",
      "Ready-to-use: little value per bottle",
    ],
    price: "$5.99",
    priceNote: "32 oz spray bottle",
  },
  {
    id: 9,
    name: "Dish Soap",
    category: "traditional",
    sustainabilityScore: 72,
    safetyRating: "1-0-0",
    metrics: {
      biodegradable: true,
      toxicityLevel: "Low",
      skinContact: true,
      voc: 2,
      pHLevel: 8,
      environmentalImpact: 2,
      costEfficiency: 3,
      cleaningEffectiveness: 2,
    },
    features: [
      "Gentle on hands",
      "Needs heavy scrubbing on scum lines",
      "Foams in the pool and clogs filter media",
      "Not made for pool surfaces or water chemistry",
    ],
    price: "$3.99",
    priceNote: "24 oz bottle",
  },
  {
    id: 10,
    name: "Pool Stain Remover (ascorbic acid)",
    category: "traditional",
    sustainabilityScore: 48,
    safetyRating: "2-0-0",
    metrics: {
      biodegradable: true,
      toxicityLevel: "Low",
      skinContact: false,
      voc: 0,
      pHLevel: 2.5,
      environmentalImpact: 3,
      costEfficiency: 2,
      cleaningEffectiveness: 2,
    },
    features: [
      "Lifts metal stains from iron and copper",
      "Little effect on oily scum lines",
      "Lowers pH and chlorine; water must be rebalanced",
      "Eye and skin irritant",
    ],
    price: "$29.99",
    priceNote: "2 lb tub, plus shipping",
  },
  {
    id: 11,
    name: "Phosphoric Acid Tile Cleaner",
    category: "traditional",
    sustainabilityScore: 38,
    safetyRating: "2-0-0",
    metrics: {
      biodegradable: false,
      toxicityLevel: "Medium",
      skinContact: false,
      voc: 2,
      pHLevel: 1.5,
      environmentalImpact: 4,
      costEfficiency: 3,
      cleaningEffectiveness: 3,
    },
    features: [
      "Removes scum lines with light scale",
      "Acid burns on skin and eyes; gloves and goggles needed",
      "Phosphate feeds algae after the rinse",
      "Can dull natural stone and grout",
    ],
    price: "$16.99",
    priceNote: "32 oz bottle, plus shipping",
  },
  {
    id: 12,
    name: "Calcium Remover (lactic and gluconic acid)",
    category: "traditional",
    sustainabilityScore: 62,
    safetyRating: "2-0-0",
    metrics: {
      biodegradable: true,
      toxicityLevel: "Low",
      skinContact: false,
      voc: 1,
      pHLevel: 2,
      environmentalImpact: 2,
      costEfficiency: 2,
      cleaningEffectiveness: 3,
    },
    features: [
      "Works on light household calcium deposits",
      "Slow on thick waterline scale",
      "Skin and eye irritant",
      "Small bottles: costly for a whole pool",
    ],
    price: "$8.99",
    priceNote: "28 oz bottle, plus shipping",
  },
  {
    id: 13,
    name: "Household Lime Remover",
    category: "traditional",
    sustainabilityScore: 52,
    safetyRating: "2-0-0",
    metrics: {
      biodegradable: false,
      toxicityLevel: "Medium",
      skinContact: false,
      voc: 3,
      pHLevel: 1.5,
      environmentalImpact: 3,
      costEfficiency: 2,
      cleaningEffectiveness: 3,
    },
    features: [
      "Removes hard-water spots on fixtures",
      "Made for bathrooms, not pool tile lines",
      "Acid irritant; keep off skin and eyes",
      "Ready-to-use trigger bottle",
    ],
    price: "$6.99",
    priceNote: "22 oz spray bottle",
  },
  {
    id: 14,
    name: "Scale Inhibitor (phosphonate sequestrant)",
    category: "traditional",
    sustainabilityScore: 55,
    safetyRating: "1-0-0",
    metrics: {
      biodegradable: false,
      toxicityLevel: "Low",
      skinContact: false,
      voc: 0,
      pHLevel: 3,
      environmentalImpact: 3,
      costEfficiency: 2,
      cleaningEffectiveness: 1,
    },
    features: [
      "Keeps dissolved calcium from forming new scale",
      "Does not remove scale that is already there",
      "Needs regular dosing into the water",
      "Phosphonates break down slowly",
    ],
    price: "$24.99",
    priceNote: "32 oz bottle, plus shipping",
  },
  {
    id: 15,
    name: "Sulfamic Acid (granular descaler)",
    category: "traditional",
    sustainabilityScore: 45,
    safetyRating: "2-0-0",
    metrics: {
      biodegradable: false,
      toxicityLevel: "Medium",
      skinContact: false,
      voc: 0,
      pHLevel: 1.2,
      environmentalImpact: 3,
      costEfficiency: 3,
      cleaningEffectiveness: 4,
    },
    features: [
      "Milder than muriatic acid on scale",
      "Powder must be mixed; dust irritates lungs and eyes",
      "Still lowers pool pH and alkalinity",
      "Corrosive to metal fittings",
    ],
    price: "$19.99",
    priceNote: "5 lb tub, plus shipping",
  },
];

export type ComparisonMode = "descaler" | "degreaser";

/** Which Triple Zero product each mode puts on the left, and the opponents offered on the right. */
export const COMPARISON_MODES: Readonly<
  Record<ComparisonMode, { label: string; ownId: number; opponentIds: readonly number[]; defaultOpponentId: number }>
> = {
  descaler: { label: "Descaler", ownId: 1, opponentIds: [2, 12, 13, 15], defaultOpponentId: 2 },
  degreaser: { label: "Oil & Scum Remover", ownId: 3, opponentIds: [4, 5, 6, 7, 8, 9, 10, 11], defaultOpponentId: 4 },
};

export const COMPARISON_MODE_ORDER: readonly ComparisonMode[] = ["descaler", "degreaser"];

export function comparisonProduct(id: number): ComparisonProduct {
  const product = COMPARISON_PRODUCTS.find((entry) => entry.id === id);
  if (!product) throw new Error(`No comparison product ${id}`);
  return product;
}

export function opponentsFor(mode: ComparisonMode): ComparisonProduct[] {
  return COMPARISON_MODES[mode].opponentIds.map(comparisonProduct);
}

/** Short names for the opponent buttons: the product type without the parenthesis. */
export function shortName(product: ComparisonProduct): string {
  return product.name.replace(/\s*\(.*\)\s*$/, "");
}

export const COMPARISON_TEXT = {
  title: `Compare ${siteConfig.productLine} vs Traditional Cleaners`,
  description: "Pick a traditional product to see how it compares on safety, sustainability, cleaning power and cost.",
  disclaimer:
    "Traditional products are shown as product types, not brands: their ratings, VOC, pH and prices are typical values for the type. Safety ratings read health-flammability-instability.",
} as const;
