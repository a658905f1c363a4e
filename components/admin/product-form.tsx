"use client";

import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { FormError, SelectField, SubmitButton, TextField, TextareaField, ZodForm, useZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { z } from "zod";
import { api } from "@/lib/client/api";
import {
  CHEMICAL_TYPES,
  EMPTY_PRODUCT_FORM,
  FORM_CATEGORIES,
  PRODUCT_FIELD_ORDER,
  PRODUCT_LIMITS,
  formValuesOf,
  productInputSchema,
  adminProductSchema,
  type AdminProduct,
  type ProductFormValues,
  type ProductInput,
} from "@/lib/catalog/product-schema";
import { CATEGORIES } from "@/lib/content/categories";

const CHEMICAL_TYPE_OPTIONS = CHEMICAL_TYPES.map((type) => ({ value: type, label: type === "caustic" ? "Caustic" : "Acid" }));
const LIST_HINT = "One per line; blank lines are left out.";
/** What POST and PATCH /api/admin/products answer. */
const savedProduct = z.object({ product: adminProductSchema });

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
  const form = useZodForm<typeof productInputSchema, ProductFormValues>(productInputSchema, {
    defaultValues: editing ? formValuesOf(editing) : EMPTY_PRODUCT_FORM,
  });
  const pending = form.formState.isSubmitting;

  async function submit(input: ProductInput) {
    form.setFormError(null);
    const result = editing
      ? await api.patch(`/api/admin/products/${editing.id}`, savedProduct, input)
      : await api.post("/api/admin/products", savedProduct, input);
    if (result.ok) {
      const { product } = result.data;
      toast.success(editing ? "Product Updated" : "Product Added", { description: `${product.name} (${product.itemNumber})` });
      onSaved(product);
      return;
    }
    // In the form's order, so that the first field named on the page gets the focus.
    const rank = (name: string) => (PRODUCT_FIELD_ORDER as readonly string[]).indexOf(name) >>> 0;
    const fields = Object.fromEntries(Object.entries(result.fields).sort(([a], [b]) => rank(a) - rank(b)));
    form.applyServerAnswer({ fields });
    toast.error("Error", { description: editing ? "Failed to update product" : "Failed to add product" });
  }

  // A product of a category outside the eight (the pool line) keeps it when edited.
  const extraCategory =
    editing && !FORM_CATEGORIES.some((c) => c.id === editing.category) ? CATEGORIES.find((c) => c.id === editing.category) : undefined;
  const categoryOptions = [...FORM_CATEGORIES, ...(extraCategory ? [extraCategory] : [])].map((c) => ({ value: c.id, label: c.label }));

  return (
    <ZodForm form={form} onSubmit={submit} aria-labelledby={`${uid}-title`} className="space-y-4" data-testid="product-form">
      <h2 id={`${uid}-title`} className="text-xl font-semibold">
        {editing ? "Edit Product" : "Add New Product"}
      </h2>
      {editing && (
        <p className="text-sm text-muted-foreground">
          Editing <span className="font-medium text-foreground">{editing.name}</span> ({editing.itemNumber}).
        </p>
      )}
      <FormError />

      {/* Only when this form appears: later renders must not steal focus. */}
      <TextField name="name" label="Product Name" required maxLength={PRODUCT_LIMITS.name} autoFocus={focusOnMount} />
      <SelectField name="category" label="Category" required options={categoryOptions} placeholder="Choose a category" />
      <TextareaField name="description" label="Description" required rows={3} maxLength={PRODUCT_LIMITS.description} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="pricePerGallon" label="Price per Gallon ($)" required type="number" inputMode="decimal" step="0.01" min="0.01" />
        <TextField name="minimumOrder" label="Minimum Order (gallons)" required type="number" inputMode="numeric" step="1" min="1" />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="concentration"
          label="Concentration"
          optional
          maxLength={PRODUCT_LIMITS.concentration}
          placeholder="e.g. Ready-to-Use"
        />
        <SelectField name="chemicalType" label="Chemical Type" options={CHEMICAL_TYPE_OPTIONS} />
      </div>

      <TextareaField name="benefits" label="Benefits" optional hint={LIST_HINT} rows={4} />
      <TextareaField name="applications" label="Applications" optional hint={LIST_HINT} rows={4} />
      <TextField
        name="itemNumber"
        label="Item Number"
        required
        maxLength={PRODUCT_LIMITS.itemNumber}
        placeholder="e.g. TZ-HV-101"
        autoCapitalize="characters"
      />

      <div className="flex flex-wrap gap-2 pt-2">
        <SubmitButton pendingLabel="Saving..." size="default" className="">
          {editing ? "Update Product" : "Add Product"}
        </SubmitButton>
        {editing && (
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </ZodForm>
  );
}
