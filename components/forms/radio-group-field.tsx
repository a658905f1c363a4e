"use client";

import { cn } from "@/lib/utils";
import { useRegisteredField, type RegisteredFieldProps } from "./form-context";
import { FieldError, FieldHint, RequiredMark } from "./form-field";
import type { SelectOption } from "./select-field";

/** A group of radio buttons of a ZodForm under a legend, laid out as choice tiles. */
export function RadioGroupField({
  options,
  gridClassName = "grid grid-cols-2 gap-2 sm:grid-cols-4",
  ...props
}: RegisteredFieldProps<React.ChangeEvent<HTMLInputElement>> & { options: readonly SelectOption[]; gridClassName?: string }) {
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
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm",
              "has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/70",
            )}
          >
            <input type="radio" value={option.value} className="size-4 accent-primary outline-none" {...radio} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldHint id={id} hint={field.hint} />
      <FieldError id={id} error={field.error} />
    </fieldset>
  );
}
