// The technical facts of every catalog product, by item number: what the product page, the technical
// and safety data sheets and a lot's certificate of analysis state. This is demonstration content: a
// company replaces it with its own measured data (the ranges its laboratory releases lots against, the
// appearance and odor its retained samples show). The pH and specific-gravity ranges are the catalog's
// stated values ± 0.5 and ± 0.02 (prisma/seed-data/catalog.ts, technicalSpecs), so that the two never disagree.
import type { FactsComponent, ProductFacts, Range } from "@/lib/catalog/facts";

// Every product shares the catalog's safety profile ("Flash point > 200°F", "Biodegradable in 10 days or
// less"), so these lines are the same on every sheet.
const FLASH_POINT = "None up to 200 °F (93 °C), closed cup";
const BIODEGRADABILITY = "Readily biodegradable: breaks down in 10 days or less";
const SOLUBILITY = "Completely soluble in water";
const SHELF_LIFE = "Two years from manufacture in the unopened container";
const STORAGE_BASE =
  "Store between 40 and 100 °F (4 and 38 °C) in the closed original container, out of direct sunlight; protect from freezing";

// Where an acid and an alkaline cleaner share a store room, keeping them apart (and both away from
// chlorine bleach) is the one storage rule that matters: each releases heat with the other, and an acid
// releases chlorine gas with bleach.
const STORAGE = {
  alkaline: `${STORAGE_BASE}. Keep away from acid cleaners and chlorine bleach`,
  acid: `${STORAGE_BASE}. Keep away from alkaline cleaners and chlorine bleach`,
  kit: `${STORAGE_BASE}. Keep the two cleaners apart from each other and from chlorine bleach`,
} as const;

type Chemistry = keyof typeof STORAGE;

const range = (min: number, max: number): Range => ({ min, max });

/** One concentrate: how it looks and smells, its pH range and its specific-gravity range. */
function component(appearance: string, odor: string, ph: [number, number], specificGravity: [number, number]): FactsComponent {
  return { name: null, appearance, odor, ph: range(...ph), specificGravity: range(...specificGravity) };
}

function facts(chemistry: Chemistry, components: FactsComponent[]): ProductFacts {
  return {
    components,
    flashPoint: FLASH_POINT,
    biodegradability: BIODEGRADABILITY,
    solubility: SOLUBILITY,
    shelfLife: SHELF_LIFE,
    storage: STORAGE[chemistry],
  };
}

const alkaline = (...args: Parameters<typeof component>) => facts("alkaline", [component(...args)]);
const acid = (...args: Parameters<typeof component>) => facts("acid", [component(...args)]);

// The draft line kit holds the two beer-line cleaners sold on their own, so its components are theirs.
const CAUSTIC_LINE_CLEANER = component("Clear, pale yellow liquid", "Odorless to faint", [12.3, 13.3], [1.12, 1.16]);
const ACID_LINE_CLEANER = component("Clear, colorless to pale yellow liquid", "Faint, slightly tart", [1.7, 2.7], [1.07, 1.11]);

export const PRODUCT_FACTS: Readonly<Record<string, ProductFacts>> = {
  // Grill cleaning
  "TZ-GR-101": alkaline("Clear, amber liquid", "Mild, characteristic", [12.0, 13.0], [1.1, 1.14]),
  "TZ-GR-102": alkaline("Clear, dark amber liquid", "Mild, characteristic", [11.8, 12.8], [1.09, 1.13]),
  "TZ-GR-103": alkaline("Clear, light amber liquid", "Mild, characteristic", [11.9, 12.9], [1.1, 1.14]),
  "TZ-GR-104": alkaline("Clear, amber, slightly viscous liquid", "Mild, characteristic", [12.1, 13.1], [1.11, 1.15]),

  // Beer line and brewery
  "TZ-BL-101": facts("acid", [ACID_LINE_CLEANER]),
  "TZ-BL-102": facts("alkaline", [CAUSTIC_LINE_CLEANER]),
  "TZ-BT-201": acid("Clear, colorless liquid", "Faint, slightly tart", [1.5, 2.5], [1.08, 1.12]),
  "TZ-BT-202": alkaline("Clear, colorless to pale yellow liquid", "Odorless", [12.4, 13.4], [1.13, 1.17]),
  "TZ-BE-301": alkaline("Clear, pale amber liquid", "Mild citrus", [11.4, 12.4], [1.06, 1.1]),
  "TZ-BK-401": facts("kit", [
    { ...CAUSTIC_LINE_CLEANER, name: "Caustic line cleaner" },
    { ...ACID_LINE_CLEANER, name: "Acid line cleaner" },
  ]),

  // Convenience stores
  "TZ-CS-101": alkaline("Clear, amber liquid", "Mild, characteristic", [11.3, 12.3], [1.04, 1.08]),
  "TZ-CS-102": alkaline("Clear, light amber liquid", "Mild, characteristic", [11.7, 12.7], [1.08, 1.12]),
  "TZ-CS-103": acid("Clear, light blue liquid", "Mild, fresh", [2.3, 3.3], [1.02, 1.06]),
  "TZ-CS-104": alkaline("Clear, colorless liquid", "Odorless", [11.0, 12.0], [1.03, 1.07]),
  "TZ-CS-105": alkaline("Clear, light green liquid", "Mild, fresh", [9.0, 10.0], [1.0, 1.04]),
  "TZ-CS-106": alkaline("Clear, pale yellow liquid", "Mild citrus", [10.3, 11.3], [1.01, 1.05]),

  // Food and beverage, dairy and agriculture
  "TZ-KD-101": alkaline("Clear, amber liquid", "Mild, characteristic", [12.0, 13.0], [1.1, 1.14]),
  "TZ-HC-101": alkaline("Clear, amber liquid", "Mild, characteristic", [12.2, 13.2], [1.11, 1.15]),
  "TZ-FC-101": alkaline("Clear, light green liquid", "Mild, fresh", [10.0, 11.0], [1.02, 1.06]),
  "TZ-TU-101": acid("Clear, blue, slightly viscous liquid", "Mild, fresh", [2.0, 3.0], [1.03, 1.07]),
  "TZ-DS-101": acid("Clear, colorless liquid", "Faint, slightly tart", [1.5, 2.5], [1.07, 1.11]),
  "TZ-PE-101": alkaline("Clear, colorless to pale yellow liquid", "Odorless", [11.9, 12.9], [1.09, 1.13]),
  "TZ-MC-201": acid("Clear, colorless liquid", "Odorless", [1.8, 2.8], [1.06, 1.1]),
  "TZ-RR-201": alkaline("Clear, pale yellow liquid", "Odorless", [12.1, 13.1], [1.1, 1.14]),
  "TZ-AG-101": alkaline("Clear, colorless to pale yellow liquid", "Odorless", [11.8, 12.8], [1.09, 1.13]),
  "TZ-AG-102": alkaline("Clear, amber liquid", "Mild, characteristic", [11.3, 12.3], [1.05, 1.09]),
  "TZ-AG-103": alkaline("Clear, amber liquid", "Mild, characteristic", [11.1, 12.1], [1.04, 1.08]),

  // Water treatment
  "TZ-MC-101": acid("Clear, colorless liquid", "Odorless", [1.6, 2.6], [1.06, 1.1]),
  "TZ-RR-101": acid("Clear, colorless to pale yellow liquid", "Faint, slightly tart", [1.9, 2.9], [1.07, 1.11]),
  "TZ-WW-101": alkaline("Clear, amber liquid", "Mild, characteristic", [11.4, 12.4], [1.05, 1.09]),
  "TZ-WD-101": acid("Clear, colorless liquid", "Faint, slightly tart", [1.4, 2.4], [1.08, 1.12]),
  "TZ-PF-101": acid("Clear, pale yellow liquid", "Faint, slightly tart", [2.1, 3.1], [1.04, 1.08]),
  "TZ-IR-101": acid("Clear, colorless liquid", "Odorless", [1.7, 2.7], [1.06, 1.1]),

  // HVAC
  "TZ-CC-101": alkaline("Clear, light green liquid", "Mild, fresh", [10.7, 11.7], [1.03, 1.07]),
  "TZ-BC-101": acid("Clear, pale amber liquid", "Faint, slightly tart", [1.3, 2.3], [1.09, 1.13]),
  "TZ-HX-101": acid("Clear, colorless to pale yellow liquid", "Faint, slightly tart", [1.5, 2.5], [1.08, 1.12]),
  "TZ-CT-101": acid("Clear, pale yellow liquid", "Faint, slightly tart", [1.6, 2.6], [1.07, 1.11]),

  // Marine
  "TZ-MH-101": acid("Clear, pale yellow liquid", "Mild, fresh", [1.9, 2.9], [1.05, 1.09]),
  "TZ-MT-101": alkaline("Clear, light amber liquid", "Mild, characteristic", [10.3, 11.3], [1.02, 1.06]),
  "TZ-MD-101": alkaline("Clear, light green liquid", "Mild, fresh", [10.0, 11.0], [1.01, 1.05]),
  "TZ-MW-101": alkaline("Clear, blue liquid", "Fresh mint", [8.7, 9.7], [1.0, 1.04]),
  "TZ-MB-101": alkaline("Clear, pale yellow liquid", "Mild citrus", [10.9, 11.9], [1.03, 1.07]),

  // Industrial
  "TZ-ID-101": alkaline("Clear, amber liquid", "Mild, characteristic", [11.8, 12.8], [1.09, 1.13]),
  "TZ-MP-101": alkaline("Clear, light green liquid", "Mild citrus", [6.7, 7.7], [1.0, 1.04]),
  "TZ-CF-101": alkaline("Clear, amber liquid", "Mild, characteristic", [11.5, 12.5], [1.07, 1.11]),
  "TZ-RS-101": acid("Clear, colorless to pale yellow liquid", "Faint, slightly tart", [1.3, 2.3], [1.1, 1.14]),

  // Pool and spa
  "TZ-PS-101": acid("Clear, pale yellow liquid", "Odorless", [6.7, 7.7], [1.06, 1.1]),
  "TZ-PS-102": alkaline("Clear, light blue liquid", "Mild citrus", [8.0, 9.0], [1.01, 1.05]),
};

/** The product's facts, or undefined for an item number without any (a product added since). */
export function factsFor(itemNumber: string): ProductFacts | undefined {
  return Object.hasOwn(PRODUCT_FACTS, itemNumber) ? PRODUCT_FACTS[itemNumber] : undefined;
}
