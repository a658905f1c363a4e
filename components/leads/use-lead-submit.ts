"use client";

// Sends one of the lead forms (LEAD_FORMS in lib/leads/forms.ts) to POST /api/contact:
//
//   const { submit, pending, fieldErrors } = useLeadSubmit("brewery-contact", {
//     onSuccess: () => toast.success(…),
//     onError: (error) => { if (error !== "validation") toast.error(…); },
//   });
//   await submit(values);
// (`lastError` is state: it shows the failure from the next render on, not right after `await submit`.)
//
// It checks the values with the form's schema first (the same one the server uses) and posts only
// when they pass. Each attempt carries a submissionId; a retry of the same values after a failure
// reuses it, so a request that reached the server although the answer was lost is saved once. It
// shows no toasts: each page words its own.
import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { newSubmissionId, postLead } from "@/lib/leads/client";
import { issuesByField, leadSchema, type LeadFormName, type LeadFormValues } from "@/lib/leads/schemas";

/** Why the last submit failed: a field (client check or 400), 429, any other answer, or no answer. */
export type LeadSubmitError = "validation" | "rate-limit" | "server" | "network";

export type LeadSubmitOptions = {
  /** Called after the server saved the lead (201), before submit resolves to true. */
  onSuccess?: () => void;
  /** Called when a submit fails, with why, before submit resolves to false. */
  onError?: (error: LeadSubmitError) => void;
};

export type LeadSubmit<F extends LeadFormName> = {
  /** Validates, then posts; true once the lead is saved, false on any failure (see lastError). */
  submit: (values: LeadFormValues<F>) => Promise<boolean>;
  pending: boolean;
  /** Field name → message, from the client check or the server's 400. */
  fieldErrors: Record<string, string>;
  clearFieldError: (name: string) => void;
  lastError: LeadSubmitError | null;
  /** Clears errors and forgets the kept submissionId (e.g. when a dialog closes). */
  reset: () => void;
};

/** The same values in any key order give the same key; undefined values are left out. */
function valuesKey(values: Record<string, unknown>): string {
  return JSON.stringify(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

function errorOf(status: number): LeadSubmitError {
  if (status === 0) return "network";
  if (status === 400) return "validation";
  if (status === 429) return "rate-limit";
  return "server";
}

export function useLeadSubmit<F extends LeadFormName>(form: F, options?: LeadSubmitOptions): LeadSubmit<F> {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lastError, setLastError] = useState<LeadSubmitError | null>(null);
  /** The values and submissionId of the last attempt that did not succeed. */
  const attempt = useRef<{ key: string; submissionId: string } | null>(null);
  /** Set synchronously, so a double click cannot send twice before `pending` renders. */
  const inFlight = useRef(false);
  const onSuccess = options?.onSuccess;
  const onError = options?.onError;

  const submit = useCallback(
    async (values: LeadFormValues<F>): Promise<boolean> => {
      if (inFlight.current) return false;
      const payload = { ...(values as Record<string, unknown>) };
      delete payload.submissionId;
      delete payload.form;

      const check = (leadSchema(form) as z.ZodType).safeParse(payload);
      if (!check.success) {
        setFieldErrors(issuesByField(check.error));
        setLastError("validation");
        onError?.("validation");
        return false;
      }

      const key = valuesKey(payload);
      if (attempt.current?.key !== key) attempt.current = { key, submissionId: newSubmissionId() };
      const { submissionId } = attempt.current;

      inFlight.current = true;
      setPending(true);
      let result: Awaited<ReturnType<typeof postLead>>;
      try {
        result = await postLead(form, { ...payload, submissionId });
      } catch {
        // postLead answers failures itself; this only guards against the unexpected.
        result = { ok: false, status: 0, error: "Network error", fields: {} };
      } finally {
        inFlight.current = false;
        setPending(false);
      }

      if (result.ok) {
        attempt.current = null;
        setFieldErrors({});
        setLastError(null);
        onSuccess?.();
        return true;
      }
      const error = errorOf(result.status);
      setLastError(error);
      setFieldErrors(error === "validation" ? result.fields : {});
      onError?.(error);
      return false;
    },
    [form, onSuccess, onError],
  );

  const clearFieldError = useCallback((name: string) => {
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    attempt.current = null;
    setFieldErrors({});
    setLastError(null);
  }, []);

  return { submit, pending, fieldErrors, clearFieldError, lastError, reset };
}
