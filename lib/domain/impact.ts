// The Cleaning Impact Calculator's arithmetic (seed 001 §2 "Impact calculator", §3 "Calculator
// scenario", §9). Pure: no React, no data; the scenarios live in lib/content/impact-scenarios.ts. The
// sustainability score bands are lib/domain/sustainability.ts (shared with the pool comparison tool).

import { formatInteger } from "@/lib/domain/money";

export const MONTHS_PER_YEAR = 12;

/** Metrics measured both ways, the traditional program and Triple Zero, for the same facility. */
export type ComparedMetrics = {
  /** Chemical-related safety incidents per month. */
  safetyIncidents: number;
  /** Staff hours spent cleaning per month. */
  cleaningTime: number;
  /** Environmental score, 0-100. */
  environmentalScore: number;
};

export type ComparedMetric = keyof ComparedMetrics;

/** What switching saves each month; the seed gives one figure each, not a pair. */
export type MonthlySavings = {
  /** Gallons of water per month. */
  waterSaved: number;
  /** Percent less chemical used. */
  chemicalReduction: number;
  /** Dollars per month. */
  costSavings: number;
};

export type ImpactMetric = keyof MonthlySavings | ComparedMetric;

export type ImpactScenario = {
  id: string;
  name: string;
  description: string;
  facilitySize: string;
  savings: MonthlySavings;
  traditional: ComparedMetrics;
  tripleZero: ComparedMetrics;
};

/** Fewer is better for these: their improvement is the drop from the traditional figure. */
export const INVERSE_METRICS: ReadonlySet<ComparedMetric> = new Set<ComparedMetric>(["safetyIncidents", "cleaningTime"]);

/** The full length of each comparison bar (seed 001 §9: incidents 20, time 300, scores 100). */
export const IMPACT_BAR_MAX: Readonly<Record<ComparedMetric | "chemicalReduction", number>> = {
  safetyIncidents: 20,
  cleaningTime: 300,
  environmentalScore: 100,
  chemicalReduction: 100,
};

/** Seed 001 §9: the fade when the facility changes, the pulse of a changed card, the bars' delay. */
export const IMPACT_TIMING = { fadeMs: 500, pulseMs: 1_000, barDelayMs: 200 } as const;

/** Annual impact = monthly figure × 12. */
export function annualImpact(monthly: number): number {
  return monthly * MONTHS_PER_YEAR;
}

/** Hours saved a year = (traditional − Triple Zero monthly cleaning time) × 12. */
export function annualHoursSaved(traditionalHours: number, tripleZeroHours: number): number {
  return (traditionalHours - tripleZeroHours) * MONTHS_PER_YEAR;
}

/**
 * Improvement as a fraction (0.625 = 62.5%): (Triple Zero − traditional) / max(traditional, 1), or for
 * inverse metrics (traditional − Triple Zero) / traditional, which is 0 when traditional is 0.
 */
export function percentImprovement(traditional: number, tripleZero: number, inverse = false): number {
  if (inverse) return traditional === 0 ? 0 : (traditional - tripleZero) / traditional;
  return (tripleZero - traditional) / Math.max(traditional, 1);
}

/** A bar's filled share in percent, 0-100. */
export function barPercent(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

export type ComparedFigures = {
  traditional: number;
  tripleZero: number;
  /** Fraction, see percentImprovement. */
  improvement: number;
  traditionalBar: number;
  tripleZeroBar: number;
};

export type ImpactFigures = {
  waterSaved: { monthly: number; annual: number };
  costSavings: { monthly: number; annual: number };
  chemicalReduction: { percent: number; bar: number };
  safetyIncidents: ComparedFigures & { annualAvoided: number };
  cleaningTime: ComparedFigures & { annualHoursSaved: number };
  environmentalScore: ComparedFigures;
};

function compared(scenario: ImpactScenario, metric: ComparedMetric): ComparedFigures {
  const traditional = scenario.traditional[metric];
  const tripleZero = scenario.tripleZero[metric];
  const max = IMPACT_BAR_MAX[metric];
  return {
    traditional,
    tripleZero,
    improvement: percentImprovement(traditional, tripleZero, INVERSE_METRICS.has(metric)),
    traditionalBar: barPercent(traditional, max),
    tripleZeroBar: barPercent(tripleZero, max),
  };
}

/** Every figure the calculator shows for one facility. */
export function impactFigures(scenario: ImpactScenario): ImpactFigures {
  const { savings, traditional, tripleZero } = scenario;
  return {
    waterSaved: { monthly: savings.waterSaved, annual: annualImpact(savings.waterSaved) },
    costSavings: { monthly: savings.costSavings, annual: annualImpact(savings.costSavings) },
    chemicalReduction: {
      percent: savings.chemicalReduction,
      bar: barPercent(savings.chemicalReduction, IMPACT_BAR_MAX.chemicalReduction),
    },
    safetyIncidents: {
      ...compared(scenario, "safetyIncidents"),
      annualAvoided: annualImpact(traditional.safetyIncidents - tripleZero.safetyIncidents),
    },
    cleaningTime: {
      ...compared(scenario, "cleaningTime"),
      annualHoursSaved: annualHoursSaved(traditional.cleaningTime, tripleZero.cleaningTime),
    },
    environmentalScore: compared(scenario, "environmentalScore"),
  };
}

const IMPACT_METRICS: readonly ImpactMetric[] = [
  "waterSaved",
  "chemicalReduction",
  "costSavings",
  "safetyIncidents",
  "cleaningTime",
  "environmentalScore",
];

function metricValues(scenario: ImpactScenario, metric: ImpactMetric): readonly number[] {
  if (metric === "waterSaved" || metric === "chemicalReduction" || metric === "costSavings") {
    return [scenario.savings[metric]];
  }
  return [scenario.traditional[metric], scenario.tripleZero[metric]];
}

/** The metrics whose figures differ between two facilities: their cards pulse after a switch. */
export function changedMetrics(before: ImpactScenario, after: ImpactScenario): ImpactMetric[] {
  return IMPACT_METRICS.filter((metric) => {
    const a = metricValues(before, metric);
    const b = metricValues(after, metric);
    return a.some((value, index) => value !== b[index]);
  });
}

// ------------------------------------------------------------------ display

/** 0.625 → "63%", 2.8 → "280%". */
export function formatImprovement(fraction: number): string {
  return `${formatInteger(fraction * 100)}%`;
}
