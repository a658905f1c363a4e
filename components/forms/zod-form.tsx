"use client";

import { useMemo } from "react";
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler } from "react-hook-form";
import type { z } from "zod";
import { ZodFormContext } from "./form-context";
import type { ZodFormReturn } from "./use-zod-form";

type FormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "children">;

/**
 * The <form> of a useZodForm form: its fields find the form through context. It checks the values
 * with the schema and calls `onSubmit` with the parsed data only when they pass (focusing the first
 * field in error otherwise). `noValidate`: the schema's messages replace the browser's bubbles.
 */
export function ZodForm<S extends z.ZodType, V extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps & {
  form: ZodFormReturn<S, V>;
  onSubmit: SubmitHandler<z.output<S>>;
  /** Called when the schema refused the values (the fields already show why). */
  onInvalid?: SubmitErrorHandler<V>;
  children: React.ReactNode;
}) {
  const { fieldId, formError, handleSubmit } = form;
  const context = useMemo(() => ({ fieldId: (name: string) => fieldId(name as never), formError }), [fieldId, formError]);
  return (
    <FormProvider {...form}>
      <ZodFormContext value={context}>
        <form method="post" noValidate aria-busy={form.formState.isSubmitting} {...props} onSubmit={handleSubmit(onSubmit, onInvalid)}>
          {children}
        </form>
      </ZodFormContext>
    </FormProvider>
  );
}
