// The pool comparison tool's rules (seed 001 §9): the band a sustainability score falls in, and how
// full and what colour each metric's bar is. Pure functions, no UI.

export type SustainabilityBand = "Excellent" | "Good" | "Fair" | "Poor";

/** How a band or a bar is coloured: green for a good value, red for a poor one, blue when neutral. */
export type Tone = "good" | "fair" | "poor" | "neutral";

/** Lowest score of each band, best first; below the last one a score is Poor. */
export const SUSTAINABILITY_BANDS: readonly { band: Exclude<SustainabilityBand, "Poor">; min: number; tone: Tone }[] = [
  { band: "Excellent", min: 90, tone: "good" },
  { band: "Good", min: 70, tone: "neutral" },
  { band: "Fair", min: 50, tone: "fair" },
];

/** 90+ Excellent (green), 70+ Good, 50+ Fair, below 50 Poor. */
export function sustainabilityBand(score: number): { band: SustainabilityBand; tone: Tone } {
  const found = SUSTAINABILITY_BANDS.find((entry) => score >= entry.min);
  return found ? { band: found.band, tone: found.tone } : { band: "Poor", tone: "poor" };
}

export type ComparisonMetric = "cleaningEffectiveness" | "costEfficiency" | "voc" | "environmentalImpact";

export type MetricRule = {
  label: string;
  /** The value that fills the bar. */
  max: number;
  unit: "score" | "percent";
  /** Lower is better: the bar is green only at or under `goodAtMost`, red above it. */
  inverse: boolean;
  goodAtMost?: number;
};

/**
 * The four bars: cleaning and cost out of 5; VOC out of 50 (inverse, green at 5 or less);
 * environmental impact out of 5 (inverse, green at 2 or less).
 */
export const METRIC_RULES: Readonly<Record<ComparisonMetric, MetricRule>> = {
  cleaningEffectiveness: { label: "Cleaning effectiveness", max: 5, unit: "score", inverse: false },
  costEfficiency: { label: "Cost efficiency", max: 5, unit: "score", inverse: false },
  voc: { label: "VOC content", max: 50, unit: "percent", inverse: true, goodAtMost: 5 },
  environmentalImpact: { label: "Environmental impact", max: 5, unit: "score", inverse: true, goodAtMost: 2 },
};

/** The order the bars are shown in. */
export const METRIC_ORDER: readonly ComparisonMetric[] = ["cleaningEffectiveness", "costEfficiency", "voc", "environmentalImpact"];

export type MetricBar = {
  metric: ComparisonMetric;
  label: string;
  value: number;
  max: number;
  /** 0 to 1: how much of the bar is filled (values beyond the maximum fill it). */
  fill: number;
  tone: Tone;
  /** What a reader hears or reads instead of the colour: "3 out of 5", "45% (lower is better, 50% scale)". */
  text: string;
};

export function metricBar(metric: ComparisonMetric, value: number): MetricBar {
  const rule = METRIC_RULES[metric];
  const fill = Math.min(1, Math.max(0, value / rule.max));
  const tone: Tone = rule.inverse ? (value <= (rule.goodAtMost ?? 0) ? "good" : "poor") : "neutral";
  const amount = rule.unit === "percent" ? `${value}% of ${rule.max}%` : `${value} out of ${rule.max}`;
  return {
    metric,
    label: rule.label,
    value,
    max: rule.max,
    fill,
    tone,
    text: rule.inverse ? `${amount} (lower is better)` : amount,
  };
}
