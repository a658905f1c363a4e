"use client";

import { TextareaField } from "@/components/forms/textarea-field";
import { LIMITS } from "@/lib/leads/schemas";

const SIZES = {
  short: { rows: 3, className: undefined },
  medium: { rows: 4, className: "min-h-28" },
  tall: { rows: 5, className: "min-h-32" },
} as const;

/** The free text of a lead form, across the whole grid: optional unless `required`. */
export function MessageField({
  name = "message",
  label = "Message",
  required = false,
  size = "short",
  placeholder,
}: {
  name?: string;
  label?: string;
  required?: boolean;
  size?: keyof typeof SIZES;
  placeholder: string;
}) {
  return (
    <TextareaField
      name={name}
      label={label}
      required={required}
      optional={!required}
      className="sm:col-span-2"
      controlClassName={SIZES[size].className}
      rows={SIZES[size].rows}
      maxLength={LIMITS.message}
      placeholder={placeholder}
    />
  );
}
