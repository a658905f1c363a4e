import { cn } from "@/lib/utils";

/**
 * One labelled bar of a metric card. The figure is in the text; the bar itself is decoration, so it
 * is hidden from screen readers. It grows from empty once `shown` turns true (seed: after 200 ms).
 */
export function ComparisonBar({
  label,
  value,
  percent,
  shown,
  tone,
}: {
  label: string;
  /** The figure as shown: "120 h", "95". */
  value: string;
  /** Filled share, 0-100. */
  percent: number;
  shown: boolean;
  tone: "traditional" | "triple-zero";
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className={cn("font-semibold tabular-nums", tone === "triple-zero" && "text-brand-green")}>{value}</span>
      </div>
      <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn(
            "h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700 motion-safe:ease-out",
            tone === "triple-zero" ? "bg-brand-green" : "bg-destructive/80",
          )}
          style={{ width: shown ? `${percent}%` : "0%" }}
          data-testid="comparison-bar-fill"
        />
      </div>
    </div>
  );
}
