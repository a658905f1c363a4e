"use client";

import { useId } from "react";
import { get, useFormState, useWatch } from "react-hook-form";
import { fieldAria, FieldError, FieldHint, FormField, RequiredMark } from "@/components/forms";
import { Input } from "@/components/ui/input";
import { formatPh, formatSpecificGravity } from "@/lib/catalog/facts";
import type { SpecificationLine } from "@/lib/lots/rules";
import { cn } from "@/lib/utils";
import type { LotForm } from "./values";

/** "6.7–7.7" */
const rangeText = (line: Extract<SpecificationLine, { kind: "range" }>) =>
  (line.digits === 1 ? formatPh : formatSpecificGravity)({ min: line.min, max: line.max });

/** One line of the specification: a measured number (its range as the hint), or whether it conforms. */
export function MeasurementField({ form, index, line }: { form: LotForm; index: number; line: SpecificationLine }) {
  const uid = useId();
  const name = `measurements.${index}.value` as const;
  const id = form.fieldId(name);
  const { errors } = useFormState({ control: form.control, name: `measurements.${index}` });
  const value = useWatch({ control: form.control, name }) ?? "";
  const error = measurementError(get(errors, `measurements.${index}`), line);
  const registration = form.register(name, {
    onChange: () => {
      if (error) form.clearErrors(`measurements.${index}`);
    },
  });

  if (line.kind === "range") {
    const hint = `Specification ${rangeText(line)}`;
    const typed = value.trim() === "" ? null : Number(value);
    const within = typed !== null && Number.isFinite(typed) ? typed >= line.min && typed <= line.max : null;
    return (
      <FormField id={id} label={line.property} required hint={hint} error={error} className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step={line.digits === 1 ? "0.1" : "0.01"}
            min="0"
            max="100"
            required
            className="w-40"
            {...registration}
            {...fieldAria(id, { hint, error })}
          />
          {within !== null && (
            <span className={cn("text-sm", within ? "text-brand-green" : "text-destructive")} data-testid="within-specification">
              {within ? "Within specification" : "Outside specification"}
            </span>
          )}
        </div>
      </FormField>
    );
  }

  const hint = `Specification: ${line.specification}`;
  return (
    <fieldset className="min-w-0" {...fieldAria(id, { hint, error })}>
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        {line.property}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-2">
        {(
          [
            ["yes", "Conforms"],
            ["no", "Does not conform"],
          ] as const
        ).map(([choice, label]) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/70"
          >
            <input
              type="radio"
              value={choice}
              id={choice === "yes" ? id : `${uid}-no`}
              className="size-4 shrink-0 accent-primary outline-none"
              data-invalid={error ? true : undefined}
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * The message of a line: the server's as it is (on the line's control); the schema's said for this line. An
 * unanswered line fails the whole line (neither a number nor conforms: the row's own error); a number out of
 * bounds fails only its `measured`.
 */
function measurementError(error: unknown, line: SpecificationLine): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const row = error as { message?: string; value?: { message?: string }; measured?: { message?: string } };
  if (row.value?.message) return row.value.message;
  if (row.message) {
    return line.kind === "range" ? `Give the measured ${line.property}` : `Say whether the ${line.property.toLowerCase()} conforms`;
  }
  if (row.measured?.message) return "Give a value from 0 to 100";
  return undefined;
}
