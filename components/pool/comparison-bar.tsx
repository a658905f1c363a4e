import type { MetricBar, Tone } from "@/lib/domain/sustainability";
import { cn } from "@/lib/utils";

const FILL: Record<Tone, string> = {
  good: "bg-brand-green",
  fair: "bg-brand-amber",
  poor: "bg-destructive",
  neutral: "bg-primary",
};

/** One metric: its label and value in words and numbers, and a bar that repeats them visually. */
export function ComparisonBar({ bar }: { bar: MetricBar }) {
  return (
    <div data-metric={bar.metric} data-tone={bar.tone}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{bar.label}</span>
        <span className="text-right text-muted-foreground tabular-nums">{bar.text}</span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className={cn("h-full rounded-full", FILL[bar.tone])} style={{ width: `${Math.round(bar.fill * 100)}%` }} />
      </div>
    </div>
  );
}
