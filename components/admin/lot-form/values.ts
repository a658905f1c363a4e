import type { ZodFormReturn } from "@/components/forms";
import type { LotSizeOption } from "@/lib/lots";
import type { lotInputSchema, SpecificationLine } from "@/lib/lots/rules";

/** One answer as typed: a number for a range line, "yes" or "no" for a described one. */
export type MeasurementValue = { kind: SpecificationLine["kind"]; value: string };
export type LotFormValues = { productSizeId: string; lotNumber: string; manufacturedOn: string; measurements: MeasurementValue[] };

export type LotForm = ZodFormReturn<typeof lotInputSchema, LotFormValues>;

/** The values as POST /api/admin/lots takes them; a blank answer stays unanswered, for the schema to say so. */
export function lotFromForm(values: LotFormValues): unknown {
  return {
    productSizeId: values.productSizeId === "" ? undefined : Number(values.productSizeId),
    lotNumber: values.lotNumber,
    manufacturedOn: values.manufacturedOn,
    measurements: values.measurements.map(({ kind, value }) => {
      if (kind === "range") return { measured: value.trim() === "" ? undefined : Number(value) };
      return { conforms: value === "yes" ? true : value === "no" ? false : undefined };
    }),
  };
}

/** The sizes by product, in the order given: one optgroup each. */
export function sizeGroups(sizes: readonly LotSizeOption[]): [string, LotSizeOption[]][] {
  const groups = new Map<string, LotSizeOption[]>();
  for (const size of sizes) groups.set(size.productName, [...(groups.get(size.productName) ?? []), size]);
  return [...groups];
}

export type Specification = { sizeId: string; state: "loading" } | { sizeId: string; state: "ready"; lines: SpecificationLine[] };
