"use client";

import type { FieldValues } from "react-hook-form";
import { RequiredMark } from "@/components/forms/form-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { ZodForm } from "@/components/forms/zod-form";
import type { LeadForm } from "./use-lead-form";

/**
 * A lead form on a page: the fields passed as children in a two-column grid, then the required-fields
 * note and the submit button.
 */
export function LeadPageForm<V extends FieldValues>({
  lead,
  note = "Required fields",
  submitLabel,
  pendingLabel = "Sending...",
  children,
}: {
  lead: LeadForm<V>;
  /** After the red asterisk: "Required fields", or with the reply promise. */
  note?: string;
  submitLabel: React.ReactNode;
  pendingLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <ZodForm form={lead.form} onSubmit={lead.onSubmit} onInvalid={lead.onInvalid} className="grid gap-5 sm:grid-cols-2">
      {children}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <RequiredMark /> {note}
        </p>
        <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
      </div>
    </ZodForm>
  );
}
