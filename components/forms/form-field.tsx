import { Label } from "@/components/ui/label";

/** The ids of a control's hint and error, as the field renders them. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria attributes that tie a control to its hint and error message (both rendered by FormField). */
export function fieldAria(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ");
  return {
    ...(ids ? { "aria-describedby": ids } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
  };
}

/** The red asterisk of a required field; screen readers hear "required" from the control itself. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** The hint under a field; the control names it in aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="mt-1.5 text-sm text-muted-foreground">
      {hint}
    </p>
  );
}

/** The message under a field; the control names it in aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} data-slot="field-error" className="mt-1.5 text-sm text-destructive">
      {error}
    </p>
  );
}

export type FormFieldProps = {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

/** A field's label, marks and hint, as the field components take them. */
export type FieldLayoutProps = Omit<FormFieldProps, "id" | "error" | "children">;

/** A label, the control passed as children, an optional hint and, when there is one, the field's error below it. */
export function FormField({ id, label, required, optional, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 gap-1">
        {label}
        {required && <RequiredMark />}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {children}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}
