"use client";

import { startTransition, useActionState, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { IDLE, type AuthFormState } from "@/lib/auth/form-state";
import { fieldMessages } from "@/lib/auth/schemas";

type Action = (previous: AuthFormState, formData: FormData) => Promise<AuthFormState>;

/**
 * State of an account form: controlled values (nothing typed is lost when the server answers with an
 * error), the schema checked before sending, the server action's answer, and focus moved to the first
 * field in error or else to the message.
 */
export function useAuthForm<Name extends string>({
  action,
  schema,
  initial,
  order,
}: {
  action: Action;
  schema: z.ZodType;
  initial: Record<Name, string>;
  /** Fields in page order, for choosing which error to focus. */
  order: Name[];
}) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<AuthFormState>(IDLE);
  const [answered, setAnswered] = useState(state);
  const formRef = useRef<HTMLFormElement>(null);
  const focusRequest = useRef(0);
  const [focusTick, setFocusTick] = useState(0);

  // A new answer from the server replaces the errors shown.
  if (state !== answered) {
    setAnswered(state);
    setShown(state);
    setErrors(state.status === "error" ? state.fields : {});
    setFocusTick((tick) => tick + 1);
  }

  useEffect(() => {
    if (focusTick === focusRequest.current) return;
    focusRequest.current = focusTick;
    const form = formRef.current;
    if (!form) return;
    const first = order.find((name) => errors[name]);
    const target = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : form.querySelector<HTMLElement>("[aria-live]");
    target?.focus();
  }, [focusTick, errors, order]);

  function setValue(name: Name, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const formData = new FormData(event.currentTarget);
    const check = schema.safeParse(Object.fromEntries(formData));
    if (!check.success) {
      setErrors(fieldMessages(check.error));
      setShown({ status: "error", error: "Please correct the highlighted fields.", fields: {} });
      setFocusTick((tick) => tick + 1);
      return;
    }
    startTransition(() => formAction(formData));
  }

  return { values, setValue, errors, state: shown, pending, formAction, onSubmit, formRef };
}
