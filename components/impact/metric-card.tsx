"use client";

import { useEffect, useRef } from "react";
import type { LucideIcon } from "lucide-react";
import { IMPACT_TIMING, type ImpactMetric } from "@/lib/domain/impact";

/**
 * One card of the impact calculator. When `pulseKey` changes and `pulsing` is set, the card pulses
 * once for 1 s (seed 001 §9); nothing moves for visitors who ask for reduced motion.
 */
export function MetricCard({
  metric,
  title,
  note,
  icon: Icon,
  pulsing,
  pulseKey,
  children,
}: {
  metric: ImpactMetric;
  title: string;
  note: string;
  icon: LucideIcon;
  pulsing: boolean;
  /** Changes on every facility switch, so a card that changes twice in a row pulses twice. */
  pulseKey: number;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const card = ref.current;
    if (!pulsing || !card || typeof card.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const animation = card.animate(
      [
        { transform: "scale(1)", boxShadow: "0 0 0 0 color-mix(in oklch, var(--brand-green) 0%, transparent)" },
        { transform: "scale(1.03)", boxShadow: "0 0 0 6px color-mix(in oklch, var(--brand-green) 35%, transparent)" },
        { transform: "scale(1)", boxShadow: "0 0 0 0 color-mix(in oklch, var(--brand-green) 0%, transparent)" },
      ],
      { duration: IMPACT_TIMING.pulseMs, easing: "ease-in-out" },
    );
    return () => animation.cancel();
  }, [pulsing, pulseKey]);

  const headingId = `impact-${metric}-heading`;
  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      data-testid={`impact-card-${metric}`}
      data-pulsing={pulsing || undefined}
      className="flex flex-col rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green">
          <Icon className="size-5" aria-hidden />
        </span>
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-3">{children}</div>
      <p className="mt-4 border-t pt-3 text-xs text-muted-foreground">{note}</p>
    </article>
  );
}
