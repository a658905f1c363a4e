"use client";

import { Textarea } from "@/components/ui/textarea";
import { useRegisteredField, type RegisteredFieldProps } from "./form-context";
import { FormField } from "./form-field";

type TextareaProps = Omit<React.ComponentProps<"textarea">, "name" | "id" | "className" | "value" | "defaultValue" | "onChange">;

/** A labelled textarea of a ZodForm, with its hint, required mark and error. */
export function TextareaField({
  controlClassName,
  ...props
}: RegisteredFieldProps<React.ChangeEvent<HTMLTextAreaElement>> & TextareaProps & { controlClassName?: string }) {
  const { field, control } = useRegisteredField(props);
  return (
    <FormField {...field}>
      <Textarea className={controlClassName} {...control} />
    </FormField>
  );
}
