// Lots and their certificates of analysis: what a lot is measured against (its specification, taken from
// the product's facts when the lot is recorded), what staff record, and whether the lot conforms. A
// certificate states recorded results only; none is made for a lot without them.
import { z } from "zod";
import { formatPh, formatSpecificGravity, type ProductFacts, type Range } from "../catalog/facts";

const rangeLineSchema = z.object({
  property: z.string(),
  kind: z.literal("range"),
  min: z.number(),
  max: z.number(),
  digits: z.union([z.literal(1), z.literal(2)]),
});
const conformsLineSchema = z.object({ property: z.string(), kind: z.literal("conforms"), specification: z.string() });

/** One line of a lot's specification: a measured value within a range, or a described property that conforms. */
export const specificationLineSchema = z.discriminatedUnion("kind", [rangeLineSchema, conformsLineSchema]);
export type SpecificationLine = z.infer<typeof specificationLineSchema>;

/** What the product's facts ask of each lot: pH, specific gravity and appearance of every component. */
export function lotSpecification(facts: ProductFacts): SpecificationLine[] {
  const kit = facts.components.length > 1;
  return facts.components.flatMap((component): SpecificationLine[] => {
    const of = (property: string) => (kit && component.name ? `${property} (${component.name})` : property);
    return [
      { property: of("pH"), kind: "range", min: component.ph.min, max: component.ph.max, digits: 1 },
      {
        property: of("Specific gravity"),
        kind: "range",
        min: component.specificGravity.min,
        max: component.specificGravity.max,
        digits: 2,
      },
      { property: of("Appearance"), kind: "conforms", specification: component.appearance },
    ];
  });
}

export const lotNumberSchema = z
  .string()
  .trim()
  .min(3, "Give the lot number")
  .max(40, "At most 40 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "Letters, digits and dashes only");

/** What staff send: a measured value per range line, conforms yes/no per described line, in the same order. */
export const lotMeasurementSchema = z.union([
  z.object({ measured: z.number({ error: "Give the measured value" }).min(0).max(100) }),
  z.object({ conforms: z.boolean({ error: "Say whether it conforms" }) }),
]);

export type LotMeasurement = z.infer<typeof lotMeasurementSchema>;

/** A recorded result as stored (Lot.results) and printed on the certificate. */
export const lotResultSchema = z.discriminatedUnion("kind", [
  rangeLineSchema.extend({ measured: z.number() }),
  conformsLineSchema.extend({ conforms: z.boolean() }),
]);
export const lotResultsSchema = z.array(lotResultSchema).min(1);
export type LotResult = z.infer<typeof lotResultSchema>;

export type LotResultsProblem = { index: number; message: string };

/**
 * The specification with staff's measurements, or the problems by line: every line needs its own kind of
 * answer (a number for a range, yes/no for a described property), and nothing may be left out.
 */
export function recordResults(
  specification: readonly SpecificationLine[],
  measurements: readonly LotMeasurement[],
): { results: LotResult[] } | { problems: LotResultsProblem[] } {
  const problems: LotResultsProblem[] = [];
  const results: LotResult[] = [];
  specification.forEach((line, index) => {
    const measurement = measurements[index];
    if (line.kind === "range") {
      if (!measurement || !("measured" in measurement)) problems.push({ index, message: `Give the measured ${line.property}` });
      else results.push({ ...line, measured: measurement.measured });
    } else if (!measurement || !("conforms" in measurement)) {
      problems.push({ index, message: `Say whether the ${line.property.toLowerCase()} conforms` });
    } else results.push({ ...line, conforms: measurement.conforms });
  });
  if (measurements.length > specification.length) {
    problems.push({ index: specification.length, message: `The specification has ${specification.length} lines` });
  }
  return problems.length > 0 ? { problems } : { results };
}

export const resultPassed = (result: LotResult) =>
  result.kind === "range" ? result.measured >= result.min && result.measured <= result.max : result.conforms;

export const lotConforms = (results: readonly LotResult[]) => results.length > 0 && results.every(resultPassed);

const rangeOf = (result: { min: number; max: number }): Range => ({ min: result.min, max: result.max });

/** The certificate's table rows: property, specification, result, pass or fail. */
export function certificateRows(results: readonly LotResult[]) {
  return results.map((result) => {
    if (result.kind === "range") {
      const format = result.digits === 1 ? formatPh : formatSpecificGravity;
      return {
        property: result.property,
        specification: format(rangeOf(result)),
        result: result.measured.toFixed(result.digits),
        passed: resultPassed(result),
      };
    }
    return {
      property: result.property,
      specification: result.specification,
      result: result.conforms ? "Conforms" : "Does not conform",
      passed: result.conforms,
    };
  });
}

/** POST /api/admin/lots: a lot of one pack size with its measured results, in the specification's order. */
export const lotInputSchema = z.object({
  productSizeId: z.number({ error: "Choose the pack size" }).int().positive("Choose the pack size"),
  lotNumber: lotNumberSchema,
  manufacturedOn: z.iso.date("Give the manufacture date as YYYY-MM-DD"),
  measurements: z.array(lotMeasurementSchema).min(1, "Give the measured results").max(12),
});

export type LotInputBody = z.infer<typeof lotInputSchema>;

/** What the lot form reads of GET /api/admin/lots?sizeId=: the size's specification. */
export const lotSpecificationAnswerSchema = z.object({ specification: z.array(specificationLineSchema) });

/** What the lot form reads of POST /api/admin/lots's answer (the recorded lot) for its toast. */
export const recordedLotAnswerSchema = z.object({
  lotNumber: z.string(),
  productName: z.string(),
  sizeLabel: z.string(),
  conforms: z.boolean(),
});

/** GET /api/admin/lots?sizeId=: that size's specification and lots; without it, the newest lots. */
export const lotListQuery = z.object({
  sizeId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "sizeId must be a positive whole number")
    .transform(Number)
    .optional(),
});
