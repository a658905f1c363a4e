"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { fieldErrors, type FieldErrors } from "@/lib/forms/zod-issues";
import { cn } from "@/lib/utils";
import { FilterButtons, FiltersFrame, FilterSelectField, SearchField, type FilterSelect } from "./filters-frame";

type Props<F extends string, T> = {
  /** The list's own address: where the form goes without JavaScript, and Clear. */
  action: string;
  /** The form's accessible name: "Filter the orders". */
  label: string;
  /** Prefix of the fields' ids ("orders" → "orders-q"). */
  idPrefix: string;
  /** Every field the address may carry, "q", "from" and "to" among them. */
  fields: readonly F[];
  values: Record<F, string>;
  /** The address's own errors, when the page could not read it. */
  errors?: FieldErrors;
  /** The filters' schema (the page and the API read the address with it too), and the address of its result. */
  schema: z.ZodType<T>;
  href: (filters: T) => string;
  search: { hint: string; max: number };
  selects: readonly FilterSelect<F>[];
  /** The day range's legend: "Order date (UTC)". */
  dateLegend: string;
  errorTestId: string;
  /** The grid's columns from large screens, and the span that lines the buttons up with the last row. */
  className?: string;
  actionsClassName?: string;
};

/**
 * A staff list's filters: a GET form, so they work without JavaScript and live in the address (a view such
 * as "PayPal orders refunded in March" can be bookmarked or sent). With JavaScript, the fields are checked
 * with the schema the page and the API read the address with, so a reversed date range is said beside the
 * field before any request, and the address carries only the filters in use. Filtering starts again at the
 * newest row. A damaged page link (cursor, dir) is no field of the form: its message goes in the summary.
 */
export function ListFiltersForm<F extends string, T>({
  action,
  label,
  idPrefix,
  fields,
  values,
  errors: addressErrors = {},
  schema,
  href,
  search,
  selects,
  dateLegend,
  errorTestId,
  className = "lg:grid-cols-5",
  actionsClassName = "sm:col-span-2 lg:col-span-3",
}: Props<F, T>) {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>(addressErrors);
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const otherErrors = Object.entries(errors).filter(([name]) => !(fields as readonly string[]).includes(name));
  const narrowed = fields.some((name) => values[name] !== "") || Object.keys(errors).length > 0;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = schema.safeParse(Object.fromEntries(fields.map((name) => [name, data.get(name) ?? ""])));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = fields.find((name) => found[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    router.push(href(parsed.data));
  }

  const day = (name: "from" | "to", text: string) => {
    const id = fieldId(name);
    return (
      <FormField id={id} label={text} error={errors[name]} className="min-w-0">
        <Input id={id} name={name} type="date" defaultValue={values[name as F]} {...fieldAria(id, { error: errors[name] })} />
      </FormField>
    );
  };

  return (
    <FiltersFrame action={action} label={label} noValidate onSubmit={submit} className={cn("sm:grid-cols-2", className)}>
      {Object.keys(errors).length > 0 && (
        <Alert variant="destructive" className="col-span-full" data-testid={errorTestId}>
          <AlertTitle>These filters cannot be used</AlertTitle>
          <AlertDescription>
            <p>Put right the fields marked below, or clear the filters.</p>
            {otherErrors.map(([name, message]) => (
              <p key={name}>{message}</p>
            ))}
          </AlertDescription>
        </Alert>
      )}
      <SearchField
        id={fieldId("q")}
        hint={search.hint}
        error={errors.q}
        defaultValue={values["q" as F]}
        maxLength={search.max}
        spellCheck={false}
        className="sm:col-span-2"
      />
      {selects.map((select) => (
        <FilterSelectField
          key={select.name}
          id={fieldId(select.name)}
          name={select.name}
          label={select.label}
          all={select.all}
          choices={select.choices}
          defaultValue={values[select.name]}
          error={errors[select.name]}
        />
      ))}
      <fieldset className="grid min-w-0 gap-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm leading-none font-medium">{dateLegend}</legend>
        {day("from", "From")}
        {day("to", "To")}
      </fieldset>
      {/* Lined up with the fields' boxes, below their labels. */}
      <FilterButtons submit="Apply" clear="Clear" href={action} narrowed={narrowed} className={cn("items-end", actionsClassName)} />
    </FiltersFrame>
  );
}
