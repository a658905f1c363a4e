"use client";

import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { fieldErrorProps } from "@/components/contact/form-field";
import { useLeadSubmit } from "@/components/leads/use-lead-submit";
import { siteConfig } from "@/lib/site-config";

type DialogLeadForm = "sample-request" | "product-quote";

/**
 * The state of a lead form shown in a dialog: the values (kept when the dialog closes or the send
 * fails, cleared once saved), the field errors of useLeadSubmit next to their fields, and the toasts.
 * Call it in the component that stays mounted, not inside the dialog's content.
 */
export function useLeadDialogForm<F extends string>({
  form,
  initial,
  fieldOrder,
  toPayload,
  success,
  onSaved,
}: {
  form: DialogLeadForm;
  initial: Record<F, string>;
  /** Focus goes to the first of these with an error. */
  fieldOrder: readonly F[];
  toPayload: (values: Record<F, string>) => Record<string, string | undefined>;
  success: { title: string; description: string };
  onSaved: () => void;
}) {
  const uid = useId();
  const fieldId = (name: F) => `${uid}-${name}`;
  const [values, setValues] = useState<Record<F, string>>(initial);
  const formRef = useRef<HTMLFormElement>(null);

  const { submit, pending, fieldErrors, clearFieldError, lastError } = useLeadSubmit(form, {
    onSuccess: () => {
      toast.success(success.title, { description: success.description });
      setValues(initial);
      onSaved();
    },
  });
  const errors: Partial<Record<string, string>> = fieldErrors;

  // submit() resolves before this component sees the hook's new state, so the failure is handled
  // in the render that carries it: each failed attempt bumps the counter once.
  const [failures, setFailures] = useState(0);
  const handledFailures = useRef(0);
  useEffect(() => {
    if (failures === handledFailures.current) return;
    handledFailures.current = failures;
    if (lastError === "validation") {
      const first = fieldOrder.find((name) => errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    if (lastError === "rate-limit") {
      toast.error("Too Many Requests", {
        description: `Please wait a few minutes and try again, or call us at ${siteConfig.phone.display}.`,
      });
      return;
    }
    toast.error("Request Failed", {
      description: `We could not send your request. Please try again or call us at ${siteConfig.phone.display}.`,
    });
    // Only a new failure triggers this; errors, fieldOrder and fieldId are read as of its render.
  }, [failures, lastError]);

  // submit() also answers false to a second click while the first is on its way: that is no failure.
  const sending = useRef(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      if (!(await submit(toPayload(values)))) setFailures((n) => n + 1);
    } finally {
      sending.current = false;
    }
  }

  function field(name: F) {
    const id = fieldId(name);
    return {
      id,
      name,
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) clearFieldError(name);
      },
      ...fieldErrorProps(id, errors[name]),
    };
  }

  return { formRef, onSubmit, field, fieldId, errors, pending };
}
