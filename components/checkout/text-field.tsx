import { FormField, fieldAria } from "@/components/forms";
import { Input } from "@/components/ui/input";
import { FIELD_LABELS, type FormFieldName } from "@/lib/checkout/form";
import { fieldId } from "./field-ids";

/** A labelled checkout input with its error right below it (aria-invalid, aria-describedby). */
export function TextField({
  name,
  label = FIELD_LABELS[name],
  value,
  error,
  required,
  optional,
  className,
  onValue,
  unnamed,
  ...input
}: Omit<React.ComponentProps<typeof Input>, "name" | "value" | "onChange" | "id"> & {
  name: FormFieldName;
  label?: string;
  value: string;
  error?: string;
  required?: boolean;
  optional?: boolean;
  onValue: (value: string) => void;
  /** Leaves the name attribute out (card fields: nothing may ever post them as a form field). */
  unnamed?: boolean;
}) {
  const id = fieldId(name);
  return (
    <FormField id={id} label={label} required={required} optional={optional} error={error} className={className}>
      <Input
        id={id}
        name={unnamed ? undefined : name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        required={required}
        {...fieldAria(id, { error })}
        {...input}
      />
    </FormField>
  );
}
