"use client";

// Record a manufactured lot (the lots page): choose the pack size, and the form loads what a lot of it is
// measured against (GET /api/admin/lots?sizeId=: the product's pH and specific gravity ranges and its
// appearance, per component); one answer per line, then POST /api/admin/lots. lotInputSchema checks the form
// before it is sent and the server again; its refusals show beside the fields they name.
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useFormState } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { fieldAria, FormError, FormField, SubmitButton, TextField, ZodForm, useZodForm } from "@/components/forms";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { OFFLINE_DESCRIPTION } from "@/lib/staff/schema";
import { lotInputSchema, lotSpecificationAnswerSchema, recordedLotAnswerSchema, type LotInputBody } from "@/lib/lots/rules";
import type { LotSizeOption } from "@/lib/lots";
import { LotResults } from "./results";
import { lotFromForm, sizeGroups, type LotFormValues, type Specification } from "./values";

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
      {lines && <LotResults form={form} lines={lines} sizeId={specification?.sizeId} chosenSize={chosenSize} />}
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
