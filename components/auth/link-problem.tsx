import { CircleAlertIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Why an e-mailed link cannot be used (used, expired, not valid), announced at once. */
export function LinkProblem({ message, className }: { message: string; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive",
        className,
      )}
    >
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
