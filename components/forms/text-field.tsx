"use client";

import { Input } from "@/components/ui/input";
import { useRegisteredField, type RegisteredFieldProps } from "./form-context";
import { FormField } from "./form-field";

type InputProps = Omit<React.ComponentProps<"input">, "name" | "id" | "className" | "value" | "defaultValue" | "onChange">;

/** A labelled input of a ZodForm, with its hint, required mark and error. */
export function TextField(props: RegisteredFieldProps<React.ChangeEvent<HTMLInputElement>> & InputProps) {
  const { field, control } = useRegisteredField(props);
  return (
    <FormField {...field}>
      <Input {...control} />
    </FormField>
  );
}
