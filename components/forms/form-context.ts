"use client";

import { createContext, useContext } from "react";
import { get, useFormContext, useFormState, type FieldValues } from "react-hook-form";
import { fieldAria, type FieldLayoutProps } from "./form-field";

/** What ZodForm adds to react-hook-form's own context for its fields. */
export type ZodFormContextValue = { fieldId: (name: string) => string; formError: string | null };

export const ZodFormContext = createContext<ZodFormContextValue | null>(null);

export function useZodFormContext(): ZodFormContextValue {
  const value = useContext(ZodFormContext);
  if (!value) throw new Error("Form fields must be rendered inside <ZodForm>.");
  return value;
}

/**
 * A field's id, its current error and its registration. Editing a field clears its error: the
 * message stays until the visitor acts on it, and the next submit checks again.
 */
export function useFormFieldControl(name: string) {
  const { register, clearErrors, control } = useFormContext<FieldValues>();
  const { errors } = useFormState({ control, name });
  const { fieldId } = useZodFormContext();
  const error: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const message = typeof error === "string" && error ? error : undefined;
  const registration = register(name, {
    onChange: () => {
      if (message) clearErrors(name);
    },
  });
  return { id: fieldId(name), error: message, registration };
}

type ChangeEvent = React.ChangeEvent<Element>;

/** The props every registered field takes: its name, its layout, and the page's own change handler. */
export type RegisteredFieldProps<E extends ChangeEvent> = FieldLayoutProps & { name: string; onChange?: (event: E) => void };

/**
 * Splits a field component's props into the FormField's (`field`) and the control's (`control`: its
 * own props plus id, registration and aria wiring). A change runs the form's handler, then the
 * page's own (e.g. a choice that resets another field).
 */
export function useRegisteredField<P extends FieldLayoutProps & { name: string; onChange?: (event: never) => void }>(props: P) {
  const { name, label, required, optional, hint, className, onChange, ...own } = props;
  const { id, error, registration } = useFormFieldControl(name);
  const ownChange = onChange as ((event: ChangeEvent) => void) | undefined;
  return {
    field: { id, label, required, optional, hint, error, className },
    control: {
      ...own,
      id,
      required,
      ...registration,
      onChange: (event: ChangeEvent) => {
        void registration.onChange(event);
        ownChange?.(event);
      },
      ...fieldAria(id, { hint, error }),
    },
  };
}
