import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import type { AuthFormState } from "@/lib/auth/form-state";
import { cn } from "@/lib/utils";

/**
 * The form's answer, in a live region that is always in the page so that screen readers announce
 * each new message (a region inserted together with its text is often not read); a refusal is an alert.
 */
export function FormMessage({ state, ref }: { state: AuthFormState; ref?: React.Ref<HTMLDivElement> }) {
  return (
    // Empty, it cancels the gap the form grid (gap-5) leaves after it.
    <div ref={ref} aria-live="polite" aria-atomic="true" tabIndex={-1} className="outline-none empty:-mb-5">
      {state.status !== "idle" && (
        <p
          data-testid="form-message"
          role={state.status === "error" ? "alert" : undefined}
          className={cn(
            "flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm",
            state.status === "error"
              ? "border-destructive/40 bg-destructive/5 text-destructive"
              : "border-brand-green/40 bg-brand-green-soft text-foreground",
          )}
        >
          {state.status === "error" ? (
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-green" />
          )}
          <span>{state.status === "error" ? state.error : state.message}</span>
        </p>
      )}
    </div>
  );
}
