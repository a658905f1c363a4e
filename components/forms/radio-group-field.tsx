"use client";

import { cn } from "@/lib/utils";
import { useRegisteredField, type RegisteredFieldProps } from "./form-context";
import { FieldError, FieldHint, RequiredMark } from "./form-field";
import type { SelectOption } from "./select-field";

/** A choice, with a line under its label that says what it means (a staff role's areas). */
export type RadioOption = SelectOption & { readonly description?: string };

/** A group of radio buttons of a ZodForm under a legend, laid out as choice tiles. */
export function RadioGroupField({
  options,
  gridClassName = "grid grid-cols-2 gap-2 sm:grid-cols-4",
  ...props
}: RegisteredFieldProps<React.ChangeEvent<HTMLInputElement>> & { options: readonly RadioOption[]; gridClassName?: string }) {
  const { field, control } = useRegisteredField(props);
  const { id, "aria-describedby": describedBy, "aria-invalid": _invalid, required: _required, ...radio } = control;
  return (
    <fieldset className={field.className} aria-describedby={describedBy}>
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        {field.label}
        {field.required && <RequiredMark />}
        {field.optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </legend>
      <div className={gridClassName}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer gap-2 rounded-md border px-3 py-2 text-sm",
              option.description ? "items-start" : "items-center",
              "has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/70",
            )}
          >
            <input
              type="radio"
              value={option.value}
              className={cn("size-4 shrink-0 accent-primary outline-none", option.description && "mt-0.5")}
              {...radio}
            />
            {option.description ? (
              <span className="grid gap-0.5">
                <span className="font-medium">{option.label}</span>
                <span className="text-muted-foreground">{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      <FieldHint id={id} hint={field.hint} />
      <FieldError id={id} error={field.error} />
    </fieldset>
  );
}
