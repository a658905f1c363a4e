"use client";

import { useRouter } from "next/navigation";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { api, type Method } from "@/lib/client/api";
import type { FormErrorAnswer } from "@/lib/forms/zod-issues";
import { LEAD_TOASTS, leadUpdateAnswerSchema, type LeadUpdateAnswer } from "@/lib/leads/staff-view-model";

type Request<S extends z.ZodType<{ message: string }>> = {
  method: Method;
  url: string;
  /** What the server answers on success; its `message` is the success toast. */
  answer: S;
  /** The toast's title when the server refuses ("Not saved"). */
  failure: string;
  /** The line under the success toast ("Lead #12"). */
  description: string;
  /** What the form does once it went through, before the page is read again (e.g. start again). */
  onDone?: (answer: z.output<S>) => void;
};

type AnswerForm = { setFormError: (message: string | null) => void; applyServerAnswer: (answer: Partial<FormErrorAnswer>) => void };

/**
 * The submit of a form on a lead's page: sends the form's parsed input; a success is toasted with the
 * server's message and the page read again; a refusal is toasted and its messages put beside the fields.
 */
export function useLeadSubmit<S extends z.ZodType<{ message: string }>>(
  form: AnswerForm,
  { method, url, answer, failure, description, onDone }: Request<S>,
) {
  const router = useRouter();
  return async (input: unknown) => {
    form.setFormError(null);
    const result = await api.send(method, url, answer, input);
    if (result.ok) {
      onDone?.(result.data);
      toast.success(result.data.message, { description });
      router.refresh();
    } else {
      toast.error(failure, { description: result.error });
      form.applyServerAnswer({ error: result.error, fields: result.fields });
    }
  };
}

/** The submit of a form that changes the lead itself (its status or owner): PATCH /api/admin/leads/{id}. */
export function useLeadUpdate(form: AnswerForm, leadId: number, onDone?: (answer: LeadUpdateAnswer) => void) {
  return useLeadSubmit(form, {
    answer: leadUpdateAnswerSchema,
    method: "PATCH",
    url: `/api/admin/leads/${leadId}`,
    failure: LEAD_TOASTS.notSaved,
    description: `Lead #${leadId}`,
    onDone,
  });
}
