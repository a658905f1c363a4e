import Link from "@/components/ui/link";
import type * as React from "react";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

/**
 * A staff list's filters form: a GET form to the list's own address, so the filters work without
 * JavaScript and live in the address (a view can be bookmarked or sent), a search landmark named `label`.
 * `className`: its grid's columns.
 */
export function FiltersFrame({ label, className, ...form }: Omit<React.ComponentProps<"form">, "method" | "role"> & { label: string }) {
  return (
    <form
      method="get"
      role="search"
      aria-label={label}
      {...form}
      className={cn("grid gap-4 rounded-md border bg-muted/30 p-4", className)}
    />
  );
}

/** The form's buttons: submit, and the way back to the whole list while it is narrowed. */
export function FilterButtons({
  submit,
  clear,
  href,
  narrowed,
  className,
}: {
  submit: string;
  clear: string;
  /** The list's own address, unfiltered. */
  href: string;
  narrowed: boolean;
  className: string;
}) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button type="submit">{submit}</Button>
      {narrowed && (
        <Button asChild variant="outline">
          <Link href={href}>{clear}</Link>
        </Button>
      )}
    </div>
  );
}

/** The list's search: words the address carries as `q`, with a hint of what it looks in. */
export function SearchField({
  id,
  hint,
  error,
  defaultValue,
  maxLength,
  className,
  spellCheck,
}: {
  id: string;
  hint: string;
  error?: string;
  defaultValue: string;
  maxLength: number;
  className?: string;
  spellCheck?: boolean;
}) {
  return (
    <FormField id={id} label="Search" hint={hint} error={error} className={className}>
      <Input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={spellCheck}
        {...fieldAria(id, { hint, error })}
      />
    </FormField>
  );
}

export type FilterChoice = { value: string; label: string };

/** A select of the form: "All …" first, then each choice by its label. */
export type FilterSelect<F extends string> = { name: F; label: string; all: string; choices: readonly FilterChoice[] };

export const filterChoices = <T extends string>(values: readonly T[], labelOf: (value: T) => string): FilterChoice[] =>
  values.map((value) => ({ value, label: labelOf(value) }));

/** A select of the form: "All …" (no filter) first, then each choice by its label. */
export function FilterSelectField({
  id,
  name,
  label,
  all,
  choices,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  choices: readonly FilterChoice[];
  defaultValue: string;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect id={id} name={name} defaultValue={defaultValue} wrapperClassName="w-full" {...fieldAria(id, { error })}>
        <NativeSelectOption value="">{all}</NativeSelectOption>
        {choices.map((choice) => (
          <NativeSelectOption key={choice.value} value={choice.value}>
            {choice.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}
