// Product Admin's facts form: the values as typed (numbers as strings), and the step that turns them into
// what productFactsSchema checks on both sides (lib/catalog/facts.ts). Client-safe.
import type { ProductFacts } from "@/lib/catalog/facts";

/** A range as typed: blank until given. */
export type RangeFormValues = { min: string; max: string };

export type FactsComponentFormValues = {
  name: string;
  appearance: string;
  odor: string;
  ph: RangeFormValues;
  specificGravity: RangeFormValues;
};

export type FactsFormValues = {
  components: FactsComponentFormValues[];
  flashPoint: string;
  biodegradability: string;
  solubility: string;
  shelfLife: string;
  storage: string;
};

/** A kit has one component per concentrate; no product has more than this many. */
export const MAX_FACTS_COMPONENTS = 4;

export const newFactsComponent = (): FactsComponentFormValues => ({
  name: "",
  appearance: "",
  odor: "",
  ph: { min: "", max: "" },
  specificGravity: { min: "", max: "" },
});

/** The form's first values: the product's facts, or one blank component when it has none yet. */
export function factsFormValues(facts: ProductFacts | null): FactsFormValues {
  if (!facts) {
    return { components: [newFactsComponent()], flashPoint: "", biodegradability: "", solubility: "", shelfLife: "", storage: "" };
  }
  const range = (value: { min: number; max: number }): RangeFormValues => ({ min: String(value.min), max: String(value.max) });
  return {
    components: facts.components.map((component) => ({
      name: component.name ?? "",
      appearance: component.appearance,
      odor: component.odor,
      ph: range(component.ph),
      specificGravity: range(component.specificGravity),
    })),
    flashPoint: facts.flashPoint,
    biodegradability: facts.biodegradability,
    solubility: facts.solubility,
    shelfLife: facts.shelfLife,
    storage: facts.storage,
  };
}

/** A typed number, or undefined when blank (the schema then says the value must be a number). */
const typedNumber = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value.trim()));

/**
 * The values as the schema (and PUT /api/admin/products/{id}/facts) takes them: numbers for the ranges, and
 * a name only in a kit; a product of one concentrate has none.
 */
export function factsFromForm(values: FactsFormValues): unknown {
  const kit = values.components.length > 1;
  return {
    ...values,
    components: values.components.map((component) => ({
      name: kit ? component.name : null,
      appearance: component.appearance,
      odor: component.odor,
      ph: { min: typedNumber(component.ph.min), max: typedNumber(component.ph.max) },
      specificGravity: { min: typedNumber(component.specificGravity.min), max: typedNumber(component.specificGravity.max) },
    })),
  };
}
