"use client";

import { CircleAlertIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { useZodFormContext } from "./form-context";

/**
 * The form-level error of a ZodForm (a refused request, no answer), in a live region that is always
 * in the page so that screen readers announce each new message.
 */
export function FormError({ className }: { className?: string }) {
  const { formError } = useZodFormContext();
  return (
    <div aria-live="polite" aria-atomic="true" className={cn("empty:hidden", className)}>
      {formError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{formError}</span>
        </p>
      )}
    </div>
  );
}
