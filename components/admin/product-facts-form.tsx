"use client";

import { useFieldArray } from "react-hook-form";
import { PlusIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton, TextareaField, TextField, ZodForm, useZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { factsFormValues, factsFromForm, MAX_FACTS_COMPONENTS, newFactsComponent, type FactsFormValues } from "@/lib/catalog/facts-form";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import { adminProductFactsSchema, productFactsSchema, type AdminProductFacts, type ProductFacts } from "@/lib/catalog/facts";
import { LoadedProductPanel } from "./product-panel";
import { RemoveButton } from "./remove-button";

const INTRO =
  "Shown on the product page and its technical data sheet; each lot of the product is measured against the pH and specific gravity ranges and the appearance given here. A kit has one component per concentrate.";

/**
 * The technical facts of the product being edited (pH, specific gravity, appearance, odor per component, and
 * the product-wide ones): the product page, its data sheets and every lot's specification read them.
 */
export function ProductFactsEditor({ product }: { product: AdminProduct }) {
  return (
    <LoadedProductPanel productId={product.id} name="facts" title="Technical facts" intro={INTRO} schema={adminProductFactsSchema}>
      {(data, onSaved) => <FactsForm product={product} facts={data.facts} onSaved={onSaved} />}
    </LoadedProductPanel>
  );
}

function FactsForm({
  product,
  facts,
  onSaved,
}: {
  product: AdminProduct;
  facts: ProductFacts | null;
  onSaved: (answer: AdminProductFacts) => void;
}) {
  const form = useZodForm<typeof productFactsSchema, FactsFormValues>(productFactsSchema, {
    defaultValues: factsFormValues(facts),
    prepare: factsFromForm,
  });
  const components = useFieldArray({ control: form.control, name: "components" });
  const kit = components.fields.length > 1;

  async function submit(input: ProductFacts) {
    form.setFormError(null);
    const result = await api.put(`/api/admin/products/${product.id}/facts`, adminProductFactsSchema, input);
    if (result.ok) {
      toast.success("Technical Facts Saved", { description: product.name });
      onSaved(result.data);
      return;
    }
    form.applyServerAnswer({ error: Object.keys(result.fields).length > 0 ? undefined : result.error, fields: result.fields });
    toast.error("Error", { description: "Failed to save the technical facts" });
  }

  return (
    <ZodForm form={form} onSubmit={submit} aria-label={`Technical facts of ${product.name}`} className="mt-4 grid min-w-0 gap-4">
      {!facts && (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground" data-testid="facts-missing">
          No technical facts yet: the product page shows none, and no lot of it can be recorded.
        </p>
      )}
      <FormError />
      {components.fields.map((component, index) => (
        // min-w-0: a fieldset is as wide as its content by default, which would scroll sideways on a phone.
        <fieldset key={component.id} className="grid min-w-0 gap-3 rounded-lg border p-4" data-testid="facts-component">
          <legend className="px-1 font-semibold">{kit ? `Component ${index + 1}` : "Measured properties"}</legend>
          {kit && (
            <FactField
              name={`components.${index}.name`}
              label="Name"
              maxLength={80}
              autoComplete="off"
              hint="As the kit's label names this concentrate"
            />
          )}
          <div className="grid min-w-0 gap-3 sm:grid-cols-2">
            <RangeFields index={index} range="ph" legend="pH" step="0.1" low="0" high="14" hint="0–14" />
            <RangeFields
              index={index}
              range="specificGravity"
              legend="Specific gravity"
              step="0.01"
              low="0.5"
              high="2.5"
              hint="0.50–2.50"
            />
          </div>
          <div className="grid min-w-0 gap-3 sm:grid-cols-2">
            <FactField name={`components.${index}.appearance`} label="Appearance" placeholder="Clear, colorless liquid" />
            <FactField name={`components.${index}.odor`} label="Odor" placeholder="Mild" />
          </div>
          {kit && (
            <div>
              <RemoveButton label={`Remove component ${index + 1}`} onClick={() => components.remove(index)} />
            </div>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={components.fields.length >= MAX_FACTS_COMPONENTS}
          onClick={() => components.append(newFactsComponent())}
        >
          <PlusIcon aria-hidden />
          Add Component
        </Button>
        <span className="text-sm text-muted-foreground">
          {components.fields.length >= MAX_FACTS_COMPONENTS
            ? `At most ${MAX_FACTS_COMPONENTS} components.`
            : "For a kit: one component per concentrate, each with its name."}
        </span>
      </div>
      <fieldset className="grid min-w-0 gap-3 rounded-lg border p-4">
        <legend className="px-1 font-semibold">Whole product</legend>
        <FactField name="flashPoint" label="Flash point" placeholder="None up to 200 °F (93 °C), closed cup" />
        <FactNote name="biodegradability" label="Biodegradability" maxLength={160} placeholder={BIODEGRADABILITY} />
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <FactField name="solubility" label="Solubility in water" placeholder="Completely soluble" />
          <FactField name="shelfLife" label="Shelf life" placeholder="Two years unopened" />
        </div>
        <FactNote name="storage" label="Storage" maxLength={200} placeholder={STORAGE} />
      </fieldset>
      <div>
        <SubmitButton pendingLabel="Saving..." size="default" className="">
          Save Facts
        </SubmitButton>
      </div>
    </ZodForm>
  );
}

const BIODEGRADABILITY = "Readily biodegradable: over 90% in 10 days (OECD 301B)";
const STORAGE = "Store between 40 and 100 °F in the closed original container; protect from freezing";

/** A required fact on one line, as wide as its column: at most 120 characters unless told. */
function FactField(props: Omit<React.ComponentProps<typeof TextField>, "required">) {
  return <TextField required maxLength={120} className="min-w-0" {...props} />;
}

/** A required fact of a sentence or two. */
function FactNote(props: Omit<React.ComponentProps<typeof TextareaField>, "required" | "rows">) {
  return <TextareaField required rows={2} {...props} />;
}

/** A measured range of one component: its lowest and highest accepted value, under the property's name. */
function RangeFields({
  index,
  range,
  legend,
  step,
  low,
  high,
  hint,
}: {
  index: number;
  range: "ph" | "specificGravity";
  legend: string;
  step: string;
  low: string;
  high: string;
  hint: string;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-3">
      <legend className="mb-1.5 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">({hint})</span>
      </legend>
      {(["min", "max"] as const).map((bound) => (
        <TextField
          key={bound}
          name={`components.${index}.${range}.${bound}`}
          label={
            <>
              {bound === "min" ? "Lowest" : "Highest"}
              <span className="sr-only"> {legend}</span>
            </>
          }
          required
          type="number"
          inputMode="decimal"
          step={step}
          min={low}
          max={high}
          className="min-w-0"
        />
      ))}
    </fieldset>
  );
}
