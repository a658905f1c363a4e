"use client";

// Record a manufactured lot (the lots page): choose the pack size, and the form loads what a lot of it is
// measured against (GET /api/admin/lots?sizeId=: the product's pH and specific gravity ranges and its
// appearance, per component); one answer per line, then POST /api/admin/lots. lotInputSchema checks the form
// before it is sent and the server again; its refusals show beside the fields they name.
import { useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { get, useFormState, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import {
  fieldAria,
  FieldError,
  FieldHint,
  FormError,
  FormField,
  RequiredMark,
  SubmitButton,
  TextField,
  ZodForm,
  useZodForm,
  type ZodFormReturn,
} from "@/components/forms";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "@/components/ui/native-select";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";
import { formatPh, formatSpecificGravity } from "@/lib/catalog/facts";
import {
  lotInputSchema,
  lotSpecificationAnswerSchema,
  recordedLotAnswerSchema,
  type LotInputBody,
  type SpecificationLine,
} from "@/lib/lots/rules";
import type { LotSizeOption } from "@/lib/lots";
import { cn } from "@/lib/utils";

/** One answer as typed: a number for a range line, "yes" or "no" for a described one. */
type MeasurementValue = { kind: SpecificationLine["kind"]; value: string };
type LotFormValues = { productSizeId: string; lotNumber: string; manufacturedOn: string; measurements: MeasurementValue[] };

type LotForm = ZodFormReturn<typeof lotInputSchema, LotFormValues>;

/** The values as POST /api/admin/lots takes them; a blank answer stays unanswered, for the schema to say so. */
function lotFromForm(values: LotFormValues): unknown {
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

/** "6.7–7.7" */
const rangeText = (line: Extract<SpecificationLine, { kind: "range" }>) =>
  (line.digits === 1 ? formatPh : formatSpecificGravity)({ min: line.min, max: line.max });

/** The sizes by product, in the order given: one optgroup each. */
function sizeGroups(sizes: readonly LotSizeOption[]): [string, LotSizeOption[]][] {
  const groups = new Map<string, LotSizeOption[]>();
  for (const size of sizes) groups.set(size.productName, [...(groups.get(size.productName) ?? []), size]);
  return [...groups];
}

type Specification = { sizeId: string; state: "loading" } | { sizeId: string; state: "ready"; lines: SpecificationLine[] };

export function LotForm({ sizes, today }: { sizes: LotSizeOption[]; today: string }) {
  const router = useRouter();
  const form = useZodForm<typeof lotInputSchema, LotFormValues>(lotInputSchema, {
    defaultValues: { productSizeId: "", lotNumber: "", manufacturedOn: today, measurements: [] },
    prepare: lotFromForm,
  });
  const [specification, setSpecification] = useState<Specification | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const groups = sizeGroups(sizes);
  const sizeId = form.fieldId("productSizeId");
  const sizeState = useFormState({ control: form.control, name: "productSizeId" });
  const sizeError = form.getFieldState("productSizeId", sizeState).error?.message;
  const registration = form.register("productSizeId");

  async function chooseSize(event: React.ChangeEvent<HTMLSelectElement>) {
    void registration.onChange(event);
    form.clearErrors(["productSizeId", "measurements"]);
    form.setFormError(null);
    const chosen = event.target.value;
    form.setValue("measurements", []);
    if (chosen === "") {
      setSpecification(null);
      return;
    }
    setSpecification({ sizeId: chosen, state: "loading" });
    const result = await api.get(`/api/admin/lots?sizeId=${encodeURIComponent(chosen)}`, lotSpecificationAnswerSchema);
    // Another size chosen meanwhile: its answer is the one to show.
    if (form.getValues("productSizeId") !== chosen) return;
    if (!result.ok) {
      setSpecification(null);
      form.setError("productSizeId", { type: "server", message: result.status === 0 ? OFFLINE_DESCRIPTION : result.error });
      return;
    }
    form.setValue(
      "measurements",
      result.data.specification.map((line) => ({ kind: line.kind, value: "" })),
    );
    setSpecification({ sizeId: chosen, state: "ready", lines: result.data.specification });
  }

  async function submit(input: LotInputBody) {
    form.setFormError(null);
    const result = await api.post("/api/admin/lots", recordedLotAnswerSchema, input);
    if (result.ok) {
      const lot = result.data;
      toast.success(`Lot ${lot.lotNumber} Recorded`, {
        description: `${lot.productName}, ${lot.sizeLabel}: ${lot.conforms ? "passes" : "does not pass"} its specification`,
      });
      // The next lot of the same size is the usual next entry: the size, its lines and the date stay.
      form.reset({
        ...form.getValues(),
        lotNumber: "",
        measurements: form.getValues("measurements").map(({ kind }) => ({ kind, value: "" })),
      });
      router.refresh();
      return;
    }
    toast.error("Lot not recorded", { description: result.status === 0 ? OFFLINE_DESCRIPTION : result.error });
    // "measurements.2" names a line: its message goes on the line's control, which then takes focus.
    const fields = Object.fromEntries(
      Object.entries(result.fields).map(([key, message]) => [/^measurements\.\d+$/.test(key) ? `${key}.value` : key, message]),
    );
    if (result.status === 0) form.applyServerAnswer({ error: OFFLINE_DESCRIPTION });
    else form.applyServerAnswer(Object.keys(fields).length > 0 ? { fields } : { error: result.error });
  }

  // An unanswered line's error is the line's, not its control's, so the form cannot focus it: once the
  // refused submit has rendered its messages, the first marked control takes focus, unless one has it.
  const { submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    const marked = '[aria-invalid="true"], [data-invalid="true"]';
    if (document.activeElement?.matches(marked)) return;
    formRef.current?.querySelector<HTMLElement>(marked)?.focus();
  }, [submitCount, isSubmitSuccessful]);

  const lines = specification?.state === "ready" ? specification.lines : null;
  // A closed select shows the size only (its product is the option group's label): the results name both.
  const chosenSize = sizes.find((size) => String(size.sizeId) === specification?.sizeId);

  return (
    <ZodForm ref={formRef} form={form} onSubmit={submit} aria-label="Record a lot" className="grid min-w-0 gap-4" data-testid="lot-form">
      <FormField id={sizeId} label="Product and size" required error={sizeError} className="min-w-0">
        <NativeSelect
          wrapperClassName="w-full"
          id={sizeId}
          required
          {...registration}
          onChange={(event) => void chooseSize(event)}
          {...fieldAria(sizeId, { error: sizeError })}
        >
          <NativeSelectOption value="">Choose a product and size</NativeSelectOption>
          {groups.map(([product, options]) => (
            <NativeSelectOptGroup key={product} label={options[0]!.hasFacts ? product : `${product} (no technical facts yet)`}>
              {options.map((option) => (
                <NativeSelectOption key={option.sizeId} value={option.sizeId} disabled={!option.hasFacts}>
                  {`${option.sizeLabel} — ${option.itemNumber}`}
                </NativeSelectOption>
              ))}
            </NativeSelectOptGroup>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField
          name="lotNumber"
          label="Lot number"
          required
          maxLength={40}
          autoComplete="off"
          hint="Letters, digits and dashes, as printed on the containers"
          className="min-w-0"
        />
        <TextField name="manufacturedOn" label="Manufactured on" required type="date" max={today} className="min-w-0" />
      </div>

      {specification?.state === "loading" && (
        <p className="text-sm text-muted-foreground" role="status">
          Loading the specification…
        </p>
      )}
      {lines && (
        <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4" data-testid="lot-results">
          <legend className="px-1 font-semibold">
            Measured results{chosenSize && <span className="font-normal">: {`${chosenSize.productName}, ${chosenSize.sizeLabel}`}</span>}
          </legend>
          <p className="-mt-1 text-sm text-muted-foreground">
            Against the product&apos;s technical facts as they are now. A result outside its specification is recorded too: the lot then
            fails.
          </p>
          {lines.map((line, index) => (
            <MeasurementField key={`${specification?.sizeId}-${index}`} form={form} index={index} line={line} />
          ))}
        </fieldset>
      )}
      {!specification && (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          Choose the product and size: its specification lines appear here, one result each.
        </p>
      )}

      <FormError />
      <div>
        <SubmitButton pendingLabel="Recording..." size="default" className="" disabled={!lines}>
          Record Lot
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

/** One line of the specification: a measured number (its range as the hint), or whether it conforms. */
function MeasurementField({ form, index, line }: { form: LotForm; index: number; line: SpecificationLine }) {
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
