// A product's technical facts, kept once per product (Product.facts) and read by everything that states
// them: the product page, the technical data sheet, the safety data sheet, the Application Finder and the
// home wizard, and the specification ranges a lot's certificate of analysis is measured against.
// The chemical family is Product.chemicalType and the dilution Product.concentration; the rest is here.
// A kit (two concentrates in one box) has one component per concentrate; every other product has one.
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);

/** A measured property's accepted range, inclusive; the messages are what Product Admin's facts form shows. */
const range = (low: number, high: number, step: number, what: string) => {
  const decimals = step === 0.1 ? "one decimal" : "two decimals";
  const bound = () =>
    z
      .number({ error: `${what} must be a number` })
      .min(low, `${what} is at least ${low}`)
      .max(high, `${what} is at most ${high}`)
      .multipleOf(step, `${what} has at most ${decimals}`);
  return z
    .object({ min: bound(), max: bound() })
    .refine((value) => value.min <= value.max, { message: `The lowest ${what} is above the highest`, path: ["max"] });
};

export const factsComponentSchema = z.object({
  /** "Caustic line cleaner" in a kit; null for a product of one concentrate. */
  name: text(80).nullable(),
  appearance: text(120),
  odor: text(120),
  ph: range(0, 14, 0.1, "pH"),
  specificGravity: range(0.5, 2.5, 0.01, "Specific gravity"),
});

export const productFactsSchema = z.object({
  components: z.array(factsComponentSchema).min(1, "Give at least one component").max(4, "At most 4 components"),
  /** "None up to 200 °F (93 °C), closed cup". */
  flashPoint: text(120),
  /** "Readily biodegradable: over 90% in 10 days (OECD 301B)". */
  biodegradability: text(160),
  /** "Completely soluble in water". */
  solubility: text(120),
  /** "Two years unopened". */
  shelfLife: text(120),
  /** "Store between 40 and 100 °F in the closed original container; protect from freezing". */
  storage: text(200),
});

export type FactsComponent = z.infer<typeof factsComponentSchema>;
export type ProductFacts = z.infer<typeof productFactsSchema>;

/** A product's facts as the staff API answers them; null until staff give them. */
export const adminProductFactsSchema = z.object({ productId: z.number(), facts: productFactsSchema.nullable() });
export type AdminProductFacts = z.infer<typeof adminProductFactsSchema>;
export type Range = FactsComponent["ph"];

const oneDecimal = (value: number) => value.toFixed(1);
const twoDecimals = (value: number) => value.toFixed(2);

/** "6.7–7.7", or "7.2" when the range is one value. */
export function formatRange(value: Range, digits: (n: number) => string): string {
  return value.min === value.max ? digits(value.min) : `${digits(value.min)}–${digits(value.max)}`;
}

export const formatPh = (value: Range) => formatRange(value, oneDecimal);
export const formatSpecificGravity = (value: Range) => formatRange(value, twoDecimals);

/** Each component's value, labelled with its name in a kit: "12.3–13.3 (caustic line cleaner) / …". */
function perComponent(facts: ProductFacts, format: (component: FactsComponent) => string): string {
  if (facts.components.length === 1) return format(facts.components[0]!);
  return facts.components.map((component) => `${format(component)} (${component.name ?? "component"})`).join(" / ");
}

/** The pH as a product page or a sheet states it. */
export const phOf = (facts: ProductFacts) => perComponent(facts, (component) => formatPh(component.ph));
export const specificGravityOf = (facts: ProductFacts) =>
  perComponent(facts, (component) => formatSpecificGravity(component.specificGravity));
export const appearanceOf = (facts: ProductFacts) => perComponent(facts, (component) => component.appearance);
export const odorOf = (facts: ProductFacts) => perComponent(facts, (component) => component.odor);

export type FactLine = { label: string; value: string };

/** The technical block every page and sheet shows, in one order. */
export function factLines(facts: ProductFacts): FactLine[] {
  return [
    { label: "pH", value: phOf(facts) },
    { label: "Specific gravity", value: specificGravityOf(facts) },
    { label: "Appearance", value: appearanceOf(facts) },
    { label: "Odor", value: odorOf(facts) },
    { label: "Flash point", value: facts.flashPoint },
    { label: "Biodegradability", value: facts.biodegradability },
    { label: "Solubility in water", value: facts.solubility },
    { label: "Shelf life", value: facts.shelfLife },
    { label: "Storage", value: facts.storage },
  ];
}

/** The stored JSON as facts, or null when it is missing or no longer valid (the page then shows none). */
export function readFacts(stored: unknown): ProductFacts | null {
  const parsed = productFactsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The one-line summary the product API has always answered as `technicalSpecs` (seed 001: optional text),
 * now written from the facts: "pH 6.7–7.7 • Specific gravity 1.06–1.10 • Flash point … • Hazard rating 0-0-0 • …".
 */
export function technicalSpecsText(facts: ProductFacts | null, hazardRating: string): string | null {
  if (!facts) return null;
  return [
    `pH ${phOf(facts)}`,
    `Specific gravity ${specificGravityOf(facts)}`,
    `Flash point ${facts.flashPoint}`,
    `Hazard rating ${hazardRating}`,
    facts.biodegradability,
  ].join(" • ");
}
