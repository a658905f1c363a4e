"use client";

import { useId, useMemo } from "react";
import { useFieldArray, useFormState } from "react-hook-form";
import { PlusIcon } from "lucide-react";
import { FormField, TextField, fieldAria } from "@/components/forms";
import { RemoveButton } from "@/components/admin/remove-button";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "@/components/ui/native-select";
import { centsToDecimalString, formatUsd } from "@/lib/domain/money";
import { MAX_QUOTE_LINES, netUnitCents, quoteLineTotalCents } from "@/lib/quotes/rules";
import type { QuoteSizeOption } from "@/lib/quotes/view";
import { linePrice, newLine, sizeGroups, sizeText, typedCents, type QuoteForm, type QuoteLineValues } from "./values";

/** The quote's lines, with Add Line up to the most a quote has. */
export function QuoteLines({
  form,
  lines,
  sizes,
  error,
}: {
  form: QuoteForm;
  /** The lines as typed (watched by the editor for its totals). */
  lines: readonly QuoteLineValues[];
  sizes: readonly QuoteSizeOption[];
  error: string | undefined;
}) {
  const uid = useId();
  const rows = useFieldArray({ control: form.control, name: "lines" });
  const byId = useMemo(() => new Map(sizes.map((size) => [size.sizeId, size])), [sizes]);
  const groups = useMemo(() => sizeGroups(sizes), [sizes]);
  const full = rows.fields.length >= MAX_QUOTE_LINES;
  return (
    <section aria-labelledby={`${uid}-lines`} className="grid min-w-0 gap-3">
      <h2 id={`${uid}-lines`} className="text-lg font-semibold">
        Products
      </h2>
      <ol className="grid gap-3">
        {rows.fields.map((row, index) => (
          <QuoteLineRow
            key={row.id}
            form={form}
            index={index}
            line={lines[index] ?? newLine()}
            groups={groups}
            byId={byId}
            canRemove={rows.fields.length > 1}
            onRemove={() => rows.remove(index)}
          />
        ))}
      </ol>
      {error && (
        <p className="text-sm text-destructive" data-slot="field-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => rows.append(newLine())} disabled={full}>
          <PlusIcon aria-hidden="true" />
          Add Line
        </Button>
        {full && (
          <span className="text-sm text-muted-foreground">A quote has at most {MAX_QUOTE_LINES} lines; more go on a second quote.</span>
        )}
      </div>
    </section>
  );
}

/** One line: product and size, quantity, unit price, discount, and what they come to. Stacks on a phone. */
function QuoteLineRow({
  form,
  index,
  line,
  groups,
  byId,
  canRemove,
  onRemove,
}: {
  form: QuoteForm;
  index: number;
  line: QuoteLineValues;
  groups: readonly [string, QuoteSizeOption[]][];
  byId: ReadonlyMap<number, QuoteSizeOption>;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const number = index + 1;
  const sizeName = `lines.${index}.sizeId` as const;
  const priceName = `lines.${index}.unitPrice` as const;
  const selectId = form.fieldId(sizeName);
  const headingId = `${form.fieldId(`lines.${index}`)}-heading`;
  const sizeState = useFormState({ control: form.control, name: sizeName });
  const sizeError = form.getFieldState(sizeName, sizeState).error?.message;
  // The select's value is the size's id as a number (the schema's and the API's), blank is null.
  const registration = form.register(sizeName, { setValueAs: (value: string) => (value === "" ? null : Number(value)) });
  const size = line.sizeId === null ? undefined : byId.get(line.sizeId);
  const price = linePrice(line);
  const lineLabel = (what: string) => (
    <>
      {what}
      <span className="sr-only">, line {number}</span>
    </>
  );

  function chooseSize(event: React.ChangeEvent<HTMLSelectElement>) {
    const previous = byId.get(form.getValues(sizeName) ?? 0);
    void registration.onChange(event);
    if (sizeError) form.clearErrors(sizeName);
    const next = byId.get(Number(event.target.value));
    const typed = form.getValues(priceName);
    // The list price fills in unless staff typed their own: a blank price or the previous size's list price was not typed.
    if (next && (typed.trim() === "" || (previous !== undefined && typedCents(typed) === previous.listPriceCents))) {
      form.setValue(priceName, centsToDecimalString(next.listPriceCents), { shouldDirty: true });
      form.clearErrors(priceName);
    }
  }

  // Quantity, unit price and discount: typed as text, the schema reads them.
  const amounts = [
    { field: "quantity", label: "Quantity", required: true, inputMode: "numeric" },
    {
      field: "unitPrice",
      label: "Unit price ($)",
      required: true,
      inputMode: "decimal",
      hint: size && price.unitPriceCents !== size.listPriceCents ? `List ${formatUsd(size.listPriceCents)}` : undefined,
    },
    { field: "discountPercent", label: "Discount (%)", inputMode: "decimal", placeholder: "0" },
  ] as const;

  return (
    <li aria-labelledby={headingId} className="min-w-0 rounded-lg border p-3 sm:p-4" data-testid="quote-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-sm font-semibold break-words">
          Line {number}
          {size && <span className="font-normal text-muted-foreground">: {`${size.productName}, ${size.sizeLabel}`}</span>}
        </h3>
        <RemoveButton label={`Remove line ${number}`} onClick={onRemove} disabled={!canRemove} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2.5fr)_repeat(3,minmax(0,1fr))]">
        <FormField
          id={selectId}
          label={lineLabel("Product and size")}
          required
          error={sizeError}
          className="min-w-0 sm:col-span-3 lg:col-span-1"
        >
          <NativeSelect
            wrapperClassName="w-full"
            id={selectId}
            required
            {...registration}
            onChange={chooseSize}
            {...fieldAria(selectId, { error: sizeError })}
          >
            <NativeSelectOption value="">Choose a product and size</NativeSelectOption>
            {groups.map(([product, options]) => (
              <NativeSelectOptGroup key={product} label={product}>
                {options.map((option) => (
                  <NativeSelectOption key={option.sizeId} value={option.sizeId}>
                    {sizeText(option)}
                  </NativeSelectOption>
                ))}
              </NativeSelectOptGroup>
            ))}
            {/* A saved line's size the catalog no longer offers keeps its value rather than showing blank. */}
            {line.sizeId !== null && !size && (
              <NativeSelectOption value={line.sizeId}>{`Size #${line.sizeId} (no longer offered)`}</NativeSelectOption>
            )}
          </NativeSelect>
        </FormField>
        {amounts.map(({ field, label, ...props }) => (
          <TextField
            key={field}
            name={`lines.${index}.${field}`}
            label={lineLabel(label)}
            autoComplete="off"
            className="min-w-0"
            {...props}
          />
        ))}
      </div>
      <dl className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Net unit</dt>
          <dd className="tabular-nums" data-testid="net-unit">
            {formatUsd(netUnitCents(price.unitPriceCents, price.discountPercent))}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Line total</dt>
          <dd className="font-medium tabular-nums" data-testid="line-total">
            {formatUsd(quoteLineTotalCents(price))}
          </dd>
        </div>
      </dl>
    </li>
  );
}
