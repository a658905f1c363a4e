"use client";

import { useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useZodForm, type UseZodFormOptions } from "@/components/forms";
import { IDLE, type AuthFormState } from "@/lib/auth/form-state";
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from "@/lib/http/idempotency-key";

/** A server action of the account pages (lib/auth/actions.ts): it parses the form again with the same schema. */
type AuthAction = (previous: AuthFormState, formData: FormData) => Promise<AuthFormState>;

const OFFLINE: AuthFormState = { status: "error", error: "Your request was not sent. Check your connection and try again.", fields: {} };

function formDataOf(values: FieldValues): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) if (typeof value === "string") data.append(name, value);
  return data;
}

/** After a refusal: the first field it names has the focus already; when it names none shown, the message takes it. */
export function focusMessageUnlessFieldNamed(message: HTMLElement | null, fields: Record<string, string>) {
  const form = message?.closest("form");
  if (!Object.keys(fields).some((name) => form?.elements.namedItem(name))) message?.focus();
}

/**
 * An account form: useZodForm checks the fields before anything is sent, then the server action
 * answers. Its refusal shows next to the fields it names (the first one focused) and in the form's
 * message, which takes the focus when no field is named.
 */
export function useAuthForm<S extends z.ZodType, V extends FieldValues>(
  schema: S,
  {
    action,
    defaultValues,
    clearOnSuccess = false,
  }: {
    action: AuthAction;
    defaultValues: V;
    /** Empty the fields once the server accepted them (passwords must not stay on screen). */
    clearOnSuccess?: boolean;
  },
) {
  const form = useZodForm<S, V>(schema, { defaultValues } as UseZodFormOptions<S, V>);
  const [answer, setAnswer] = useState<AuthFormState>(IDLE);
  const messageRef = useRef<HTMLDivElement>(null);
  /** The values of the action not yet applied and its key: a double click or a retry sends the same (lib/http/action.ts). */
  const attempt = useRef<{ values: string; key: string } | null>(null);

  async function submit() {
    const data = formDataOf(form.getValues());
    const values = JSON.stringify([...data]);
    if (attempt.current?.values !== values) attempt.current = { values, key: newIdempotencyKey() };
    const sent = attempt.current;
    data.append(IDEMPOTENCY_FIELD, sent.key);
    const state = await action(IDLE, data).catch(() => OFFLINE);
    if (state.status === "success" && attempt.current === sent) attempt.current = null;
    setAnswer(state);
    if (state.status === "error") {
      form.applyServerAnswer({ fields: state.fields });
      focusMessageUnlessFieldNamed(messageRef.current, state.fields);
    } else if (state.status === "success" && clearOnSuccess) {
      form.reset(defaultValues);
    }
  }

  /** A new attempt hides the previous answer. */
  const onSubmitCapture = () => setAnswer(IDLE);

  return { form, answer, setAnswer, submit, onSubmitCapture, messageRef };
}
