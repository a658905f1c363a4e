"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { staffCall } from "@/lib/admin/client";
import type { FormErrorAnswer } from "@/lib/forms/zod-issues";

type Method = Parameters<typeof staffCall>[0];

type Request<T> = {
  method: Method;
  url: string;
  /** The toast's title when the server refuses ("Not saved"). */
  failure: string;
  /** The line under the success toast ("Lead #12"). */
  description: string;
  /** What the form does once it went through, before the page is read again (e.g. start again). */
  onDone?: (answer: T) => void;
};

/**
 * The submit of a form on a lead's page: sends the form's parsed input; a success is toasted with the
 * server's message and the page read again; a refusal is toasted and its messages put beside the fields.
 */
export function useLeadSubmit<T extends { message: string }>(
  form: { setFormError: (message: string | null) => void; applyServerAnswer: (answer: Partial<FormErrorAnswer>) => void },
  { method, url, failure, description, onDone }: Request<T>,
) {
  const router = useRouter();
  return async (input: unknown) => {
    form.setFormError(null);
    const result = await staffCall<T>(method, url, input);
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
