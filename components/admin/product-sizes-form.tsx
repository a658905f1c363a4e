"use client";

import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { PlusIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { FormError, SubmitButton, TextField, ZodForm, useZodForm } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { LoadedProductPanel } from "./product-panel";
import { RemoveButton } from "./remove-button";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import {
  adminSizesSchema,
  newSizeRow,
  productSizesSchema,
  sizesFormValues,
  type AdminSizes,
  type ProductSizesInput,
  type SizesFormValues,
} from "@/lib/catalog/size-schema";
import { PACK_SIZES, packSizeLabel, type PackSize } from "@/lib/catalog/pack-sizes";

const INTRO =
  "Each size has its own item number, price and stock. Leave stock blank when it is not counted. A size sold on quote only shows Request Quote instead of Add to Cart.";

/** The sizes of the product being edited: loaded when editing starts, saved as one list. */
export function ProductSizesEditor({ product }: { product: AdminProduct }) {
  return (
    <LoadedProductPanel productId={product.id} name="sizes" title="Sizes" intro={INTRO} schema={adminSizesSchema}>
      {(sizes, onSaved) => <SizesForm product={product} sizes={sizes} onSaved={onSaved} />}
    </LoadedProductPanel>
  );
}

/** Stock and its low-stock level: whole numbers, blank when not counted. */
const COUNT = { optional: true, type: "number", inputMode: "numeric", step: "1", min: "0" } as const;

/** A size's fields. */
function sizeFields(base: boolean) {
  // The base size's item number and price are the product's own, edited above.
  const own = (hint: string) => ({ required: true, readOnly: base, hint: base ? hint : undefined });
  const price = { type: "number", inputMode: "decimal", step: "0.01", min: "0.01" } as const;
  return [
    { field: "itemNumber", label: "Item Number", ...own("The product's item number, edited above") },
    { field: "price", label: "Price ($)", ...price, ...own("The list price, edited above as Price per Gallon") },
    { field: "stockQuantity", label: "Stock", hint: "Blank: not counted", ...COUNT },
    { field: "lowStockThreshold", label: "Low-stock level", hint: "Staff are e-mailed when a sale takes the stock below this", ...COUNT },
  ] as const;
}

function SizesForm({ product, sizes, onSaved }: { product: AdminProduct; sizes: AdminSizes; onSaved: (sizes: AdminSizes) => void }) {
  const uid = useId();
  const form = useZodForm<typeof productSizesSchema, SizesFormValues>(productSizesSchema, { defaultValues: sizesFormValues(sizes) });
  const rows = useFieldArray({ control: form.control, name: "sizes" });
  const missing = PACK_SIZES.filter((size) => !rows.fields.some((row) => row.size === size));
  const [toAdd, setToAdd] = useState<PackSize | "">("");
  const chosen = toAdd !== "" && missing.includes(toAdd) ? toAdd : missing[0];

  async function submit(input: ProductSizesInput) {
    form.setFormError(null);
    const result = await api.put(`/api/admin/products/${product.id}/sizes`, adminSizesSchema, input);
    if (result.ok) {
      toast.success("Sizes Saved", { description: `${product.name}: ${result.data.sizes.map((size) => size.label).join(", ")}` });
      onSaved(result.data);
      return;
    }
    form.applyServerAnswer({ error: result.error, fields: result.fields });
    toast.error("Error", { description: "Failed to save the sizes" });
  }

  return (
    <ZodForm form={form} onSubmit={submit} aria-label={`Sizes of ${product.name}`} className="mt-4 space-y-4">
      <FormError />
      <ul className="space-y-4">
        {rows.fields.map((row, index) => {
          // The size of a row is fixed once added (remove it and add another instead); the base size stays.
          const base = row.size === sizes.baseSize;
          return (
            <li key={row.id} className="rounded-lg border p-4" data-testid="size-row" aria-labelledby={`${uid}-size-${index}`}>
              <h3 id={`${uid}-size-${index}`} className="font-semibold">
                {packSizeLabel(row.size)}
                {base && <span className="ml-2 text-sm font-normal text-muted-foreground">(the size the list price is for)</span>}
              </h3>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                {sizeFields(base).map(({ field, ...props }) => (
                  <TextField key={field} name={`sizes.${index}.${field}`} {...props} />
                ))}
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" {...form.register(`sizes.${index}.quoteOnly`)} />
                  Quote only
                </label>
                {!base && <RemoveButton label={`Remove the ${packSizeLabel(row.size)} size`} onClick={() => rows.remove(index)} />}
              </div>
            </li>
          );
        })}
      </ul>
      {chosen && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor={`${uid}-add`}>Size to add</Label>
            <NativeSelect
              id={`${uid}-add`}
              className="mt-1.5"
              value={chosen}
              onChange={(event) => setToAdd(event.target.value as PackSize)}
            >
              {missing.map((size) => (
                <NativeSelectOption key={size} value={size}>
                  {packSizeLabel(size)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" variant="outline" onClick={() => rows.append(newSizeRow(product.itemNumber, chosen))}>
            <PlusIcon aria-hidden />
            Add Size
          </Button>
        </div>
      )}
      <SubmitButton pendingLabel="Saving..." size="default" className="">
        Save Sizes
      </SubmitButton>
    </ZodForm>
  );
}
