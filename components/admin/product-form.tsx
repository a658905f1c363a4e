"use client";

import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { FormField, fieldErrorProps } from "@/components/contact/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { staffCall } from "@/lib/admin/client";
import {
  CHEMICAL_TYPES,
  EMPTY_PRODUCT_FORM,
  FORM_CATEGORIES,
  PRODUCT_FIELD_ORDER,
  PRODUCT_LIMITS,
  formValuesOf,
  productFieldErrors,
  productInputSchema,
  type AdminProduct,
  type ProductFieldName,
  type ProductFormValues,
} from "@/lib/admin/product-schema";
import { CATEGORIES } from "@/lib/content/categories";

type Errors = Partial<Record<ProductFieldName | "body", string>>;

/**
 * Add or edit a product (seed 001 §4): add mode when `editing` is null, edit mode otherwise. The parent
 * remounts it to reset: after a successful add (empty form) and when edit mode ends.
 */
export function ProductForm({
  editing,
  focusOnMount,
  onSaved,
  onCancel,
}: {
  editing: AdminProduct | null;
  focusOnMount: boolean;
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const id = (name: ProductFieldName) => `${uid}-${name}`;
  const [values, setValues] = useState<ProductFormValues>(() => (editing ? formValuesOf(editing) : EMPTY_PRODUCT_FORM));
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusOnMount) document.getElementById(id("name"))?.focus();
    // Only when this form appears: later renders must not steal focus.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  function update(name: ProductFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function focusFirstError(found: Errors) {
    const first = PRODUCT_FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(id(first))?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const parsed = productInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = productFieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    sending.current = true;
    setPending(true);
    const result = editing
      ? await staffCall<{ product: AdminProduct }>("PATCH", `/api/admin/products/${editing.id}`, parsed.data)
      : await staffCall<{ product: AdminProduct }>("POST", "/api/admin/products", parsed.data);
    sending.current = false;
    setPending(false);
    if (result.ok) {
      const { product } = result.data;
      toast.success(editing ? "Product Updated" : "Product Added", { description: `${product.name} (${product.itemNumber})` });
      onSaved(product);
      return;
    }
    const found: Errors = { ...result.fields };
    setErrors(found);
    toast.error("Error", { description: editing ? "Failed to update product" : "Failed to add product" });
    focusFirstError(found);
  }

  // A product of a category outside the eight (the pool line) keeps it when edited.
  const extraCategory = editing && !FORM_CATEGORIES.some((c) => c.id === editing.category) ? CATEGORIES.find((c) => c.id === editing.category) : undefined;
  // The list fields carry a hint as well as their error.
  const describedBy = (name: ProductFieldName) => [errors[name] ? `${id(name)}-error` : null, `${id(name)}-hint`].filter(Boolean).join(" ");

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${uid}-title`} className="space-y-4" data-testid="product-form">
      <h2 id={`${uid}-title`} className="text-xl font-semibold">
        {editing ? "Edit Product" : "Add New Product"}
      </h2>
      {editing && (
        <p className="text-sm text-muted-foreground">
          Editing <span className="font-medium text-foreground">{editing.name}</span> ({editing.itemNumber}).
        </p>
      )}
      {errors.body && (
        <p role="alert" className="text-sm text-destructive">
          {errors.body}
        </p>
      )}

      <FormField id={id("name")} label="Product Name" required error={errors.name}>
        <Input
          id={id("name")}
          value={values.name}
          maxLength={PRODUCT_LIMITS.name}
          onChange={(e) => update("name", e.target.value)}
          aria-required="true"
          {...fieldErrorProps(id("name"), errors.name)}
        />
      </FormField>

      <FormField id={id("category")} label="Category" required error={errors.category}>
        <NativeSelect
          id={id("category")}
          wrapperClassName="w-full"
          value={values.category}
          onChange={(e) => update("category", e.target.value)}
          aria-required="true"
          {...fieldErrorProps(id("category"), errors.category)}
        >
          <NativeSelectOption value="">Choose a category</NativeSelectOption>
          {FORM_CATEGORIES.map((c) => (
            <NativeSelectOption key={c.id} value={c.id}>
              {c.label}
            </NativeSelectOption>
          ))}
          {extraCategory && <NativeSelectOption value={extraCategory.id}>{extraCategory.label}</NativeSelectOption>}
        </NativeSelect>
      </FormField>

      <FormField id={id("description")} label="Description" required error={errors.description}>
        <Textarea
          id={id("description")}
          rows={3}
          value={values.description}
          maxLength={PRODUCT_LIMITS.description}
          onChange={(e) => update("description", e.target.value)}
          aria-required="true"
          {...fieldErrorProps(id("description"), errors.description)}
        />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("pricePerGallon")} label="Price per Gallon ($)" required error={errors.pricePerGallon}>
          <Input
            id={id("pricePerGallon")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={values.pricePerGallon}
            onChange={(e) => update("pricePerGallon", e.target.value)}
            aria-required="true"
            {...fieldErrorProps(id("pricePerGallon"), errors.pricePerGallon)}
          />
        </FormField>
        <FormField id={id("minimumOrder")} label="Minimum Order (gallons)" required error={errors.minimumOrder}>
          <Input
            id={id("minimumOrder")}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            value={values.minimumOrder}
            onChange={(e) => update("minimumOrder", e.target.value)}
            aria-required="true"
            {...fieldErrorProps(id("minimumOrder"), errors.minimumOrder)}
          />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("concentration")} label="Concentration" optional error={errors.concentration}>
          <Input
            id={id("concentration")}
            value={values.concentration}
            maxLength={PRODUCT_LIMITS.concentration}
            placeholder="e.g. Ready-to-Use"
            onChange={(e) => update("concentration", e.target.value)}
            {...fieldErrorProps(id("concentration"), errors.concentration)}
          />
        </FormField>
        <FormField id={id("chemicalType")} label="Chemical Type" error={errors.chemicalType}>
          <NativeSelect
            id={id("chemicalType")}
            wrapperClassName="w-full"
            value={values.chemicalType}
            onChange={(e) => update("chemicalType", e.target.value)}
            {...fieldErrorProps(id("chemicalType"), errors.chemicalType)}
          >
            {CHEMICAL_TYPES.map((type) => (
              <NativeSelectOption key={type} value={type}>
                {type === "caustic" ? "Caustic" : "Acid"}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <FormField id={id("benefits")} label="Benefits" optional error={errors.benefits}>
        <Textarea
          id={id("benefits")}
          rows={4}
          value={values.benefits}
          onChange={(e) => update("benefits", e.target.value)}
          aria-invalid={errors.benefits ? true : undefined}
          aria-describedby={describedBy("benefits")}
        />
        <p id={`${id("benefits")}-hint`} className="mt-1 text-xs text-muted-foreground">
          One per line; blank lines are left out.
        </p>
      </FormField>

      <FormField id={id("applications")} label="Applications" optional error={errors.applications}>
        <Textarea
          id={id("applications")}
          rows={4}
          value={values.applications}
          onChange={(e) => update("applications", e.target.value)}
          aria-invalid={errors.applications ? true : undefined}
          aria-describedby={describedBy("applications")}
        />
        <p id={`${id("applications")}-hint`} className="mt-1 text-xs text-muted-foreground">
          One per line; blank lines are left out.
        </p>
      </FormField>

      <FormField id={id("technicalSpecs")} label="Technical Specifications" optional error={errors.technicalSpecs}>
        <Textarea
          id={id("technicalSpecs")}
          rows={3}
          value={values.technicalSpecs}
          maxLength={PRODUCT_LIMITS.technicalSpecs}
          onChange={(e) => update("technicalSpecs", e.target.value)}
          {...fieldErrorProps(id("technicalSpecs"), errors.technicalSpecs)}
        />
      </FormField>

      <FormField id={id("itemNumber")} label="Item Number" required error={errors.itemNumber}>
        <Input
          id={id("itemNumber")}
          value={values.itemNumber}
          maxLength={PRODUCT_LIMITS.itemNumber}
          placeholder="e.g. TZ-HV-101"
          autoCapitalize="characters"
          onChange={(e) => update("itemNumber", e.target.value)}
          aria-required="true"
          {...fieldErrorProps(id("itemNumber"), errors.itemNumber)}
        />
      </FormField>

      <div className="flex flex-wrap gap-2 pt-2">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner aria-hidden="true" aria-label={undefined} role={undefined} />}
          {pending ? "Saving..." : editing ? "Update Product" : "Add Product"}
        </Button>
        {editing && (
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
