// The interactive demo (/interactive-demo): the Cleaning Impact Calculator's three facilities with
// the seed's exact figures (seed 001 §9 "Scenarios"), the words around each metric card, and the
// sustainability comparison of the two Triple Zero pool products with the chemicals they replace
// (figures from the pool comparison tool's data).
import { comparisonProduct, type ToxicityLevel } from "@/lib/content/pool-comparison";
import { POOL_SHEETS, isPoolItemNumber } from "@/lib/content/pool-sheets";
import { POOL_ANCHORS, POOL_SPA_PATH } from "@/lib/content/pool-spa";
import type { ImpactMetric, ImpactScenario } from "@/lib/domain/impact";

export const INTERACTIVE_DEMO_PATH = "/interactive-demo";

export const INTERACTIVE_DEMO_SEO: { title: string; description: string; keywords: string[] } = {
  title: "Interactive Demo: Pool Cleaning Impact Calculator",
  description:
    "Compare Triple Zero pool and spa cleaners with muriatic acid and caustic soda, then see the water, chemical, cost, safety and time savings for a pool, hotel or water park.",
  keywords: [
    "pool cleaning impact calculator",
    "sustainable pool chemicals",
    "muriatic acid alternative",
    "hotel pool cleaning costs",
    "water park cleaning savings",
  ],
};

export const INTERACTIVE_DEMO_HERO = {
  eyebrow: "Interactive Demo",
  heading: "See the impact of safer pool and spa cleaning",
  intro:
    "Compare our pool products with the harsh chemicals they replace, then pick a facility to see what switching saves in water, chemicals, money, incidents and staff time.",
} as const;

export type FacilityId = "pool" | "hotel" | "waterpark";

export type FacilityScenario = ImpactScenario & { id: FacilityId; buttonLabel: string };

/** Monthly figures (seed 001 §9): the calculator shows them and their annual total (× 12). */
export const IMPACT_SCENARIOS: readonly FacilityScenario[] = [
  {
    id: "pool",
    buttonLabel: "Pool",
    name: "Community Pool",
    description: "A public or community pool cleaned weekly at the waterline, deck and filters.",
    facilitySize: "One 25-meter pool with deck, about 5,000 sq ft",
    savings: { waterSaved: 15_000, chemicalReduction: 85, costSavings: 12_500 },
    traditional: { safetyIncidents: 8, cleaningTime: 120, environmentalScore: 25 },
    tripleZero: { safetyIncidents: 0, cleaningTime: 45, environmentalScore: 95 },
  },
  {
    id: "hotel",
    buttonLabel: "Hotel",
    name: "Hotel & Resort",
    description: "A hotel with indoor and outdoor pools, spas and hot tubs cleaned by housekeeping staff.",
    facilitySize: "Two pools and three spas",
    savings: { waterSaved: 25_000, chemicalReduction: 90, costSavings: 18_700 },
    traditional: { safetyIncidents: 12, cleaningTime: 180, environmentalScore: 30 },
    tripleZero: { safetyIncidents: 0, cleaningTime: 60, environmentalScore: 92 },
  },
  {
    id: "waterpark",
    buttonLabel: "Waterpark",
    name: "Water Park",
    description: "A water park with wave pools, lazy rivers, slides and splash pads.",
    facilitySize: "Six pools, slides and splash pads",
    savings: { waterSaved: 45_000, chemicalReduction: 88, costSavings: 35_000 },
    traditional: { safetyIncidents: 15, cleaningTime: 300, environmentalScore: 20 },
    tripleZero: { safetyIncidents: 0, cleaningTime: 90, environmentalScore: 96 },
  },
];

export const DEFAULT_FACILITY: FacilityId = "pool";

export type ImpactMetricText = Readonly<Record<ImpactMetric, { title: string; unit: string; note: string }>>;

/** The heading and the unit words of each metric card. */
export const IMPACT_METRIC_TEXT: ImpactMetricText = {
  waterSaved: {
    title: "Water Saved",
    unit: "gallons",
    note: "Less rinsing and neutralizing after cleaning.",
  },
  chemicalReduction: {
    title: "Chemical Reduction",
    unit: "less chemical used",
    note: "Concentrates diluted to the job instead of full-strength acid and caustic.",
  },
  costSavings: {
    title: "Cost Savings",
    unit: "saved",
    note: "Chemicals, protective gear, hazmat shipping and labor.",
  },
  safetyIncidents: {
    title: "Safety Incidents",
    unit: "incidents",
    note: "Burns, fume exposure and spills from handling cleaning chemicals.",
  },
  cleaningTime: {
    title: "Cleaning Time",
    unit: "hours",
    note: "Staff hours spent cleaning each month.",
  },
  environmentalScore: {
    title: "Environmental Score",
    unit: "out of 100",
    note: "Biodegradability, toxicity and runoff impact.",
  },
};

// ------------------------------------------------------------------ sustainability comparison

export type SustainabilityProduct = {
  name: string;
  /** The catalog item, for the two Triple Zero products. */
  itemNumber?: string;
  kind: "triple-zero" | "traditional";
  /** 0-100. */
  sustainabilityScore: number;
  /** Health-flammability-instability. */
  safetyRating: string;
  pH: number;
  biodegradable: boolean;
  toxicity: ToxicityLevel;
  /** The product's sheet, when we sell it. */
  href?: string;
};

/** The pool comparison tool's products shown here: the two Triple Zero products, muriatic acid, caustic soda. */
const SUSTAINABILITY_PRODUCT_IDS = [1, 3, 2, 4] as const;

/** Same figures as the comparison tool on /pool-spa (lib/content/pool-comparison.ts). */
export const SUSTAINABILITY_PRODUCTS: readonly SustainabilityProduct[] = SUSTAINABILITY_PRODUCT_IDS.map((id) => {
  const product = comparisonProduct(id);
  return {
    name: product.name,
    itemNumber: product.itemNumber,
    kind: product.category,
    sustainabilityScore: product.sustainabilityScore,
    safetyRating: product.safetyRating,
    pH: product.metrics.pHLevel,
    biodegradable: product.metrics.biodegradable,
    toxicity: product.metrics.toxicityLevel,
    href: product.itemNumber && isPoolItemNumber(product.itemNumber) ? POOL_SHEETS[product.itemNumber].path : undefined,
  };
});

/** Where the demo sends visitors next (on /pool-spa: the products and the pool contact form). */
export const INTERACTIVE_DEMO_LINKS = {
  back: { href: POOL_SPA_PATH, label: "Back to Pool & Spa" },
  shop: { href: `${POOL_SPA_PATH}#${POOL_ANCHORS.shopping}`, label: "Shop Pool Products" },
  // The seed links /pool-spa#contact; the pool page's contact section is #poolcontact.
  contact: { href: `${POOL_SPA_PATH}#${POOL_ANCHORS.contact}`, label: "Talk to a Pool Specialist" },
} as const;
