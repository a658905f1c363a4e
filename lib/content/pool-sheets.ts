// The pool and spa product sheets (/pool-spa-descaler, /pool-spa-oil-scum-remover) and the printable
// technical data sheet of any catalog product (/technical-data-sheet/<itemNumber>). The product's
// name, price, description and specs come from the catalog as the database holds it; this file adds what
// a sheet says about use: dilution, coverage, sizes, directions, claims, storage (seed 001 §9).
import type { ProductView } from "@/lib/catalog/read";
import { categoryLabel } from "./categories";
import { factLines, phOf, type ProductFacts } from "@/lib/catalog/facts";
import { siteConfig } from "@/lib/site-config";

const { hazmatRating, americanMade } = siteConfig.claims;

export const POOL_ITEM_NUMBERS = ["TZ-PS-101", "TZ-PS-102"] as const;
export type PoolItemNumber = (typeof POOL_ITEM_NUMBERS)[number];

export type DilutionStep = { strength: string; use: string };

export type PoolSheet = {
  itemNumber: PoolItemNumber;
  path: string;
  seo: { title: string; description: string; keywords: string[] };
  /** Short name for breadcrumbs: "Pool & Spa Descaler". */
  shortName: string;
  eyebrow: string;
  tagline: string;
  dilution: { range: string; steps: readonly DilutionStep[] };
  coverage: string;
  usage: string;
  /** The sizes it comes in; the first is the one sold online. */
  sizes: readonly string[];
  directions: readonly string[];
  claims: readonly string[];
  storage: readonly string[];
  biodegradability: string;
};

const BIODEGRADABILITY = "Readily biodegradable: breaks down in 10 days or less.";

const STORAGE = [
  "Store in the closed original container between 40°F and 100°F, out of direct sunlight.",
  "Do not freeze. If frozen, thaw at room temperature and shake before use.",
  "Keep out of reach of children. Rinse skin or eyes with water if contact occurs.",
  "Rinse empty containers with water and recycle where facilities exist.",
] as const;

const BULK_SIZES = ["1 gallon", "5 gallon pail", "55 gallon drum", "275 gallon tote"] as const;

export const POOL_SHEETS: Readonly<Record<PoolItemNumber, PoolSheet>> = {
  "TZ-PS-101": {
    itemNumber: "TZ-PS-101",
    path: "/pool-spa-descaler",
    shortName: "Pool & Spa Descaler",
    seo: {
      title: "Pool & Spa Descaler: Calcium and Scale Remover",
      description:
        "Triple Zero Pool & Spa Descaler removes calcium scale and waterline rings without muriatic acid fumes. Rated 0-0-0, $29.95 per 32 oz bottle with shipping included.",
      keywords: ["pool descaler", "calcium scale remover", "waterline tile cleaner", "muriatic acid alternative", "spa scale remover"],
    },
    eyebrow: "Calcium & scale remover",
    tagline: "Dissolves calcium scale and white waterline rings without choking fumes or burned skin.",
    dilution: {
      range: "15%-100%",
      steps: [
        { strength: "15%-25%", use: "Light waterline film and routine tile wipe-downs" },
        { strength: "25%-50%", use: "Visible calcium rings on tile, coping and spa shells" },
        { strength: "50%-100%", use: "Heavy calcium nodules, scaled jets and water features" },
      ],
    },
    coverage: "One 32 oz bottle treats 500-1000 sq ft of surface.",
    usage: "Typical use: 2-4 bottles a month.",
    sizes: ["32 oz bottle", "4-pack of 32 oz bottles", "8-pack of 32 oz bottles", "Quart", ...BULK_SIZES],
    directions: [
      "Lower the water level a few inches below the scale line, or treat above the waterline.",
      "Dilute with water to the strength the scale calls for (15% for light film, up to full strength for heavy scale).",
      "Apply with a sprayer, sponge or soft brush and let it dwell 5-10 minutes; keep the surface wet.",
      "Agitate with a nylon brush, then rinse the surface with fresh water.",
      "Repeat on stubborn deposits. Check and balance pool water chemistry before refilling.",
    ],
    claims: [
      `Rated ${hazmatRating}: no health, fire or reactivity hazard`,
      "No muriatic acid fumes: clean with the pool area open",
      "Non-corrosive to skin at use dilution",
      "Ships without hazmat fees, shipping included",
      "Biodegrades in 10 days or less",
      americanMade,
    ],
    storage: STORAGE,
    biodegradability: BIODEGRADABILITY,
  },
  "TZ-PS-102": {
    itemNumber: "TZ-PS-102",
    path: "/pool-spa-oil-scum-remover",
    shortName: "Pool & Spa Oil & Scum Remover",
    seo: {
      title: "Pool & Spa Oil & Scum Remover: Waterline Cleaner",
      description:
        "Triple Zero Pool & Spa Oil & Scum Remover lifts body oils, sunscreen and scum lines from pools, spas and filters. Rated 0-0-0, $29.95 per 32 oz bottle, shipping included.",
      keywords: ["pool scum remover", "spa waterline cleaner", "filter cartridge degreaser", "sunscreen oil remover", "hot tub scum line"],
    },
    eyebrow: "Oil, lotion & scum release",
    tagline: "Releases body oils, sunscreen and the greasy scum line at the waterline without scratching pads.",
    dilution: {
      range: "1%-99%",
      steps: [
        { strength: "1%-10%", use: "Routine waterline wipe-downs and spa cover care" },
        { strength: "10%-25%", use: "Filter cartridge soaks and skimmer baskets" },
        { strength: "25%-99%", use: "Heavy scum lines, sunscreen buildup and gutters" },
      ],
    },
    coverage: "At 1%, one 32 oz bottle makes 25 gallons of cleaning solution.",
    usage: "4-packs and 8-packs keep a season's supply on hand.",
    sizes: ["32 oz bottle", "32 oz trigger sprayer", "4-pack of 32 oz bottles", "8-pack of 32 oz bottles", "Quart", ...BULK_SIZES],
    directions: [
      "Dilute with water: 1%-10% for routine wipe-downs, up to 99% for heavy scum lines.",
      "Spray or sponge onto the scum line, spa shell or cover and let it work for 2-5 minutes.",
      "Wipe with a soft cloth or sponge; no abrasive pads are needed.",
      "For filter cartridges, soak 1-2 hours in a 10%-25% solution, then hose off thoroughly.",
      "Rinse surfaces with fresh water before the pool or spa is used.",
    ],
    claims: [
      `Rated ${hazmatRating}: no health, fire or reactivity hazard`,
      "Safe on vinyl, plaster, fiberglass and tile",
      "Lifts sunscreen, lotions and body oils",
      "Ships without hazmat fees, shipping included",
      "Biodegrades in 10 days or less",
      americanMade,
    ],
    storage: STORAGE,
    biodegradability: BIODEGRADABILITY,
  },
};

export function isPoolItemNumber(value: string): value is PoolItemNumber {
  return (POOL_ITEM_NUMBERS as readonly string[]).includes(value);
}

// ------------------------------------------------------------------ technical data sheet

export const TECHNICAL_DATA_SHEET_PATH = "/technical-data-sheet";

/** When the data sheets' content was last reviewed, printed on every sheet. */
export const DATA_SHEET_REVISED = { iso: "2025-06-02", label: "June 2, 2025" } as const;

export function technicalDataSheetPath(itemNumber: string): string {
  return `${TECHNICAL_DATA_SHEET_PATH}/${encodeURIComponent(itemNumber)}`;
}

export type SpecLine = { label: string; value: string };

export type TechnicalDataSheet = {
  itemNumber: string;
  name: string;
  category: string;
  description: string;
  chemicalType: string;
  pH: string | undefined;
  specs: SpecLine[];
  dilution: string;
  dilutionSteps: readonly DilutionStep[];
  coverage: string | undefined;
  sizes: readonly string[];
  directions: readonly string[];
  applications: readonly string[];
  benefits: readonly string[];
  storage: readonly string[];
  hazardRating: string;
  biodegradability: string;
  /** The product's own page, when it has one. */
  productPath: string | undefined;
};

const CHEMICAL_TYPE_LABEL: Record<ProductView["chemicalType"], string> = {
  acid: "Acid cleaner (non-fuming)",
  caustic: "Caustic (alkaline) cleaner",
};

const GENERAL_SIZES = ["Quart", ...BULK_SIZES] as const;

const GENERAL_DIRECTIONS = [
  "Dilute with water as the label or the dilution line of this sheet states.",
  "Apply by spray, foam, soak, circulation or mop, as the equipment allows.",
  "Let it dwell long enough to loosen the soil; do not let it dry on the surface.",
  "Agitate where needed and rinse with fresh water.",
] as const;

/** What a data sheet needs of a product: its catalog text and its facts, as the database keeps them. */
export type DataSheetProduct = Pick<ProductView, "itemNumber" | "name" | "description" | "chemicalType" | "applications" | "benefits"> & {
  category: ProductView["categoryId"];
  concentration?: string | null;
  facts: ProductFacts | null;
};

/** The data sheet of a product, with the pool sheet's details for the pool line; the technical lines are its facts. */
export function technicalDataSheet(product: DataSheetProduct): TechnicalDataSheet {
  const itemNumber = product.itemNumber;
  const sheet = isPoolItemNumber(itemNumber) ? POOL_SHEETS[itemNumber] : undefined;
  const facts = product.facts;
  const specs: SpecLine[] = facts ? factLines(facts).filter((line) => line.label !== "Storage" && line.label !== "Biodegradability") : [];
  return {
    itemNumber: product.itemNumber,
    name: product.name,
    category: categoryLabel(product.category),
    description: product.description,
    chemicalType: CHEMICAL_TYPE_LABEL[product.chemicalType],
    pH: facts ? phOf(facts) : undefined,
    specs,
    dilution: sheet ? `${sheet.dilution.range} in water` : (product.concentration ?? "See label"),
    dilutionSteps: sheet?.dilution.steps ?? [],
    coverage: sheet ? `${sheet.coverage} ${sheet.usage}` : undefined,
    sizes: sheet?.sizes ?? GENERAL_SIZES,
    directions: sheet?.directions ?? GENERAL_DIRECTIONS,
    applications: product.applications,
    benefits: product.benefits,
    storage: sheet?.storage ?? STORAGE,
    hazardRating: `${hazmatRating} (health 0, flammability 0, instability 0)`,
    biodegradability: facts?.biodegradability ?? BIODEGRADABILITY,
    productPath: sheet?.path,
  };
}
