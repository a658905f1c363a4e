"use client";

// The one form hook: react-hook-form checked by a zod schema (the same one the server parses with),
// plus what every form here needs on top: stable ids for its fields, errors cleared as a field is
// edited, the server's `{ error, fields }` answer shown next to the fields, and one form-level error.
//
//   const form = useZodForm(signInSchema, { defaultValues: { email: "", password: "" } });
//   <ZodForm form={form} onSubmit={async (data) => form.applyServerAnswer(await post(data))}>
//     <TextField name="email" label="Email" required type="email" />
//     <SubmitButton pendingLabel="Signing in...">Sign In</SubmitButton>
//   </ZodForm>
import { useCallback, useId, useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { z } from "zod";
import type { FormErrorAnswer } from "@/lib/forms/zod-issues";

export type UseZodFormOptions<S extends z.ZodType, V extends FieldValues> = Omit<
  UseFormProps<V, unknown, z.output<S>>,
  "resolver" | "defaultValues"
> & {
  defaultValues: V;
  /**
   * Turns the form's values into the schema's input when they differ: fields the form does not
   * show (the page's source, the product) or values it holds in another shape.
   */
  prepare?: (values: V) => unknown;
  /**
   * The start of the fields' ids instead of a generated one ("checkout" gives "checkout-email"), for a
   * form that is the only one of its kind on its page and whose fields links and tests find by id.
   */
  idPrefix?: string;
};

export type ZodFormReturn<S extends z.ZodType, V extends FieldValues> = UseFormReturn<V, unknown, z.output<S>> & {
  /** The id of a field's control ("«r1»-email"); its hint and error ids derive from it. */
  fieldId: (name: FieldPath<V>) => string;
  /** The message about the whole form (a refused request, no answer), if any. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /**
   * Shows a server's `{ error, fields }` answer: each message next to its field (the first one
   * focused); messages about fields the form does not show, and `error`, as the form error.
   */
  applyServerAnswer: (answer: Partial<FormErrorAnswer>) => void;
  /** Clears field errors and the form error. */
  clearAllErrors: () => void;
};

export function useZodForm<S extends z.ZodType, V extends FieldValues = z.input<S> & FieldValues>(
  schema: S,
  { prepare, defaultValues, idPrefix, ...options }: UseZodFormOptions<S, V>,
): ZodFormReturn<S, V> {
  const generated = useId();
  const uid = idPrefix ?? generated;
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => {
    const checked = prepare ? z.preprocess((values) => prepare(values as V), schema) : schema;
    return zodResolver(checked as unknown as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<V, unknown, z.output<S>>;
  }, [schema, prepare]);
  // A field's error stays until the next submit or until it is edited (see the field components);
  // re-checking on every keystroke would show a new message while the visitor is still typing.
  const form = useForm<V, unknown, z.output<S>>({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    ...options,
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
  });
  const { setError, clearErrors, getValues } = form;

  const fieldId = useCallback((name: FieldPath<V>) => `${uid}-${name}`, [uid]);

  const applyServerAnswer = useCallback(
    ({ error, fields = {} }: Partial<FormErrorAnswer>) => {
      const values = getValues() as Record<string, unknown>;
      const unplaced: string[] = [];
      let focused = false;
      for (const [name, message] of Object.entries(fields)) {
        if (!(name.split(".")[0]! in values)) {
          unplaced.push(message);
          continue;
        }
        setError(name as FieldPath<V>, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      const summary = [error, ...unplaced].filter(Boolean).join(" ");
      setFormError(summary || null);
    },
    [getValues, setError],
  );

  const clearAllErrors = useCallback(() => {
    clearErrors();
    setFormError(null);
  }, [clearErrors]);

  return { ...form, fieldId, formError, setFormError, applyServerAnswer, clearAllErrors };
}
