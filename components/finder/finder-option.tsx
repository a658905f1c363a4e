import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

type FinderOptionProps = {
  label: string;
  description?: string;
  pressed: boolean;
  onToggle: () => void;
  testId: string;
};

/** One answer of the Application Finder: a toggle button, so several can be chosen per step. */
export function FinderOption({ label, description, pressed, onToggle, testId }: FinderOptionProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      data-testid={testId}
      className={cn(
        "flex min-h-11 w-full items-start gap-3 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors outline-none",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 motion-reduce:transition-none",
        pressed ? "border-primary bg-accent text-accent-foreground" : "border-border bg-background hover:border-primary/50 hover:bg-muted",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-[4px] border",
          pressed ? "border-primary bg-primary text-primary-foreground" : "border-input",
        )}
      >
        {pressed ? <CheckIcon className="size-3" /> : null}
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{label}</span>
        {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
      </span>
    </button>
  );
}
