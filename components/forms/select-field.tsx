"use client";

import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useRegisteredField, type RegisteredFieldProps } from "./form-context";
import { FormField } from "./form-field";

export type SelectOption = { readonly value: string; readonly label: string };

type SelectProps = Omit<
  React.ComponentProps<"select">,
  "name" | "id" | "className" | "value" | "defaultValue" | "children" | "size" | "onChange"
>;

/** A labelled native select of a ZodForm: an optional empty first choice (`placeholder`), then `options` (a plain string is its own label). */
export function SelectField({
  options,
  placeholder,
  ...props
}: RegisteredFieldProps<React.ChangeEvent<HTMLSelectElement>> &
  SelectProps & { options: readonly (SelectOption | string)[]; placeholder?: string }) {
  const { field, control } = useRegisteredField(props);
  return (
    <FormField {...field}>
      <NativeSelect wrapperClassName="w-full" {...control}>
        {placeholder !== undefined && <NativeSelectOption value="">{placeholder}</NativeSelectOption>}
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <NativeSelectOption key={value} value={value}>
              {label}
            </NativeSelectOption>
          );
        })}
      </NativeSelect>
    </FormField>
  );
}
