"use client";

// The one way a lead form (LEAD_FORMS in lib/leads/forms.ts) is filled in and sent to POST /api/contact:
//
//   const { form, onSubmit } = useLeadForm("brewery-contact", {
//     defaultValues: { firstName: "", … },
//     toPayload: (values) => ({ ...values, source }),
//     saved: { title: "Message received", description: "…" },
//     failed: { title: "Message not sent", description: "…" },
//   });
//   <ZodForm form={form} onSubmit={onSubmit}>…</ZodForm>
//
// The values are checked with the form's own schema (the one the server parses with) before anything
// is sent; the messages show next to the fields and the first one is focused. A 400 from the server
// shows its field errors the same way. Each attempt carries a submissionId; a retry of the same values
// after a failure reuses it, so a request that reached the server although the answer was lost is
// saved once. The toasts' words are each form's own.
import { useCallback, useRef } from "react";
import type { FieldValues } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { z } from "zod";
import { useZodForm, type ZodFormReturn } from "@/components/forms/use-zod-form";
import { api, messageOr } from "@/lib/client/api";
import { newIdempotencyKey } from "@/lib/http/idempotency-key";
import { leadSchema, type LeadFormName, type LeadFormValues } from "@/lib/leads/schemas";

/** Why a send failed: the server refused a field (400), 429, any other answer, or no answer at all. */
export type LeadFailure = "validation" | "rate-limit" | "server" | "network";

/** A toast's words. */
export type LeadToast = { title: string; description: string };

export type LeadFormOptions<F extends LeadFormName, V extends FieldValues> = {
  defaultValues: V;
  /** The payload sent for the values (the hook adds `form` and `submissionId`); the values as they are by default. */
  toPayload?: (values: V) => LeadFormValues<F>;
  /** The error toast when the client-side check refused the values while one of `fields` is blank. */
  missing?: { fields: readonly (keyof V & string)[]; toast: LeadToast };
  /** The success toast once the server saved the lead. */
  saved: LeadToast;
  /** After the lead was saved and its toast shown (e.g. close the dialog). */
  onSaved?: () => void;
  /** The values after a save: its default values unless given (e.g. keep the chosen industry). */
  resetTo?: (values: V) => V;
  /**
   * The error toast when sending failed, or a function that shows its own from the failure and the
   * server's message, "" when it gave none (field errors of a 400 are already shown; a 429 says when
   * to try again).
   */
  failed: LeadToast | ((failure: LeadFailure, message: string) => void);
};

export type LeadForm<V extends FieldValues> = {
  form: ZodFormReturn<z.ZodType, V>;
  /** For ZodForm's onSubmit: runs only once the values passed the schema. */
  onSubmit: () => Promise<void>;
  /** For ZodForm's onInvalid. */
  onInvalid: () => void;
};

/** The same values in any key order give the same key; undefined values are left out. */
function valuesKey(values: Record<string, unknown>): string {
  return JSON.stringify(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function failureOf(status: number): LeadFailure {
  if (status === 0) return "network";
  if (status === 400) return "validation";
  if (status === 429) return "rate-limit";
  return "server";
}

export function useLeadForm<F extends LeadFormName, V extends FieldValues>(
  name: F,
  { defaultValues, toPayload, missing, saved, onSaved, resetTo, failed }: LeadFormOptions<F, V>,
): LeadForm<V> {
  const prepare = useCallback((values: V): unknown => (toPayload ? toPayload(values) : values), [toPayload]);
  const form = useZodForm<z.ZodType, V>(leadSchema(name), {
    defaultValues,
    prepare,
    shouldFocusError: true,
  });
  const { getValues, reset, applyServerAnswer } = form;
  /** The values and submissionId of the last attempt that did not succeed. */
  const attempt = useRef<{ key: string; submissionId: string } | null>(null);
  /** Set synchronously, so a double click cannot send twice before the pending state renders. */
  const inFlight = useRef(false);

  const onSubmit = useCallback(async () => {
    if (inFlight.current) return;
    const values = getValues();
    const payload: Record<string, unknown> = { ...(prepare(values) as Record<string, unknown>) };
    delete payload.submissionId;
    delete payload.form;
    const key = valuesKey(payload);
    // A v4 UUID, the lead's natural key: a doubled submit is saved once.
    if (attempt.current?.key !== key) attempt.current = { key, submissionId: newIdempotencyKey() };
    const { submissionId } = attempt.current;

    inFlight.current = true;
    const result = await api.post("/api/contact", z.unknown(), { ...payload, form: name, submissionId });
    inFlight.current = false;

    if (result.ok) {
      attempt.current = null;
      reset(resetTo ? resetTo(values) : defaultValues);
      toast.success(saved.title, { description: saved.description });
      onSaved?.();
      return;
    }
    const failure = failureOf(result.status);
    if (failure === "validation") applyServerAnswer({ fields: result.fields });
    if (typeof failed === "function") failed(failure, messageOr(result, ""));
    else toast.error(failed.title, { description: failed.description });
  }, [name, getValues, prepare, reset, resetTo, defaultValues, saved, onSaved, failed, applyServerAnswer]);

  // The client-side check refused the values: react-hook-form shows the messages and focuses the first field.
  const onInvalid = useCallback(() => {
    if (!missing) return;
    const values = getValues();
    const blank = missing.fields.some((field) => String(values[field] ?? "").trim() === "");
    if (blank) toast.error(missing.toast.title, { description: missing.toast.description });
  }, [missing, getValues]);

  return { form, onSubmit, onInvalid };
}
