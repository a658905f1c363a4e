"use client";

import type { SpecificationLine } from "@/lib/lots/rules";
import type { LotSizeOption } from "@/lib/lots";
import { MeasurementField } from "./measurement-field";
import type { LotForm } from "./values";

/** The specification's lines of the chosen size, one result each. */
export function LotResults({
  form,
  lines,
  sizeId,
  chosenSize,
}: {
  form: LotForm;
  lines: SpecificationLine[];
  sizeId: string | undefined;
  chosenSize: LotSizeOption | undefined;
}) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4" data-testid="lot-results">
      <legend className="px-1 font-semibold">
        Measured results{chosenSize && <span className="font-normal">: {`${chosenSize.productName}, ${chosenSize.sizeLabel}`}</span>}
      </legend>
      <p className="-mt-1 text-sm text-muted-foreground">
        Against the product&apos;s technical facts as they are now. A result outside its specification is recorded too: the lot then fails.
      </p>
      {lines.map((line, index) => (
        <MeasurementField key={`${sizeId}-${index}`} form={form} index={index} line={line} />
      ))}
    </fieldset>
  );
}
