"use client";

import { useEffect, useRef, useState } from "react";
import { ClockIcon, DollarSignIcon, DropletsIcon, FlaskConicalIcon, LeafIcon, ShieldCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FacilityId, FacilityScenario, ImpactMetricText } from "@/lib/content/impact-scenarios";
import { IMPACT_TIMING, changedMetrics, formatImprovement, impactFigures, type ImpactMetric } from "@/lib/domain/impact";
import { formatInteger, formatWholeDollars } from "@/lib/domain/money";
import { sustainabilityBand } from "@/lib/domain/sustainability";
import { siteConfig } from "@/lib/site-config";
import { ComparisonBar } from "./comparison-bar";
import { MetricCard } from "./metric-card";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The Cleaning Impact Calculator (seed 001 §2, §9): pick a facility and read what switching to
 * Triple Zero saves each month and each year. Switching fades the cards in over 0.5 s, the cards whose
 * figures changed pulse for 1 s, and the bars grow in 200 ms after the calculator appears.
 */
export function ImpactCalculator({
  scenarios,
  defaultFacility,
  metricText,
}: {
  scenarios: readonly FacilityScenario[];
  defaultFacility: FacilityId;
  metricText: ImpactMetricText;
}) {
  const scenarioOf = (id: FacilityId): FacilityScenario => scenarios.find((scenario) => scenario.id === id) ?? scenarios[0]!;
  const [facility, setFacility] = useState<FacilityId>(defaultFacility);
  const [pulsing, setPulsing] = useState<readonly ImpactMetric[]>([]);
  const [switches, setSwitches] = useState(0);
  const [barsShown, setBarsShown] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const pulseTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const timer = window.setTimeout(() => setBarsShown(true), IMPACT_TIMING.barDelayMs);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(pulseTimer.current);
    };
  }, []);

  const scenario = scenarioOf(facility);
  const figures = impactFigures(scenario);
  const line = siteConfig.productLine;

  function choose(next: FacilityId) {
    if (next === facility) return;
    const changed = changedMetrics(scenario, scenarioOf(next));
    setFacility(next);
    setSwitches((n) => n + 1);
    setPulsing(changed);
    window.clearTimeout(pulseTimer.current);
    pulseTimer.current = window.setTimeout(() => setPulsing([]), IMPACT_TIMING.pulseMs);
    const grid = gridRef.current;
    if (grid && typeof grid.animate === "function" && !prefersReducedMotion()) {
      grid.animate([{ opacity: 0.15 }, { opacity: 1 }], { duration: IMPACT_TIMING.fadeMs, easing: "ease-out" });
    }
  }

  const card = (metric: ImpactMetric) => ({
    metric,
    title: metricText[metric].title,
    note: metricText[metric].note,
    pulsing: pulsing.includes(metric),
    pulseKey: switches,
  });

  const { waterSaved, costSavings, chemicalReduction, safetyIncidents, cleaningTime, environmentalScore } = figures;

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div role="group" aria-label="Facility type" className="grid grid-cols-3 gap-2 sm:inline-flex">
          {scenarios.map((option) => (
            <Button
              key={option.id}
              type="button"
              size="lg"
              variant={option.id === facility ? "default" : "outline"}
              aria-pressed={option.id === facility}
              onClick={() => choose(option.id)}
            >
              {option.buttonLabel}
            </Button>
          ))}
        </div>
        <div className="md:text-right" aria-live="polite">
          <p className="text-lg font-semibold" data-testid="impact-facility-name">
            {scenario.name}
          </p>
          <p className="text-sm text-muted-foreground">{scenario.facilitySize}</p>
        </div>
      </div>
      <p className="mt-3 text-muted-foreground">{scenario.description}</p>

      <div ref={gridRef} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <MetricCard {...card("waterSaved")} icon={DropletsIcon}>
          <p>
            <span className="text-3xl font-bold tracking-tight tabular-nums">{formatInteger(waterSaved.monthly)}</span>{" "}
            <span className="text-muted-foreground">{metricText.waterSaved.unit} a month</span>
          </p>
          <p className="text-sm">
            <span className="font-semibold text-brand-green tabular-nums">{formatInteger(waterSaved.annual)}</span>{" "}
            {metricText.waterSaved.unit} a year
          </p>
        </MetricCard>

        <MetricCard {...card("chemicalReduction")} icon={FlaskConicalIcon}>
          <p>
            <span className="text-3xl font-bold tracking-tight tabular-nums">{chemicalReduction.percent}%</span>{" "}
            <span className="text-muted-foreground">{metricText.chemicalReduction.unit}</span>
          </p>
          <ComparisonBar
            label={`With ${line}`}
            value={`${chemicalReduction.percent}% less`}
            percent={chemicalReduction.bar}
            shown={barsShown}
            tone="triple-zero"
          />
        </MetricCard>

        <MetricCard {...card("costSavings")} icon={DollarSignIcon}>
          <p>
            <span className="text-3xl font-bold tracking-tight tabular-nums" data-testid="impact-cost-monthly">
              {formatWholeDollars(costSavings.monthly)}
            </span>{" "}
            <span className="text-muted-foreground">{metricText.costSavings.unit} a month</span>
          </p>
          <p className="text-sm">
            <span className="font-semibold text-brand-green tabular-nums" data-testid="impact-cost-annual">
              {formatWholeDollars(costSavings.annual)}
            </span>{" "}
            {metricText.costSavings.unit} a year
          </p>
        </MetricCard>

        <MetricCard {...card("safetyIncidents")} icon={ShieldCheckIcon}>
          <ComparisonBar
            label="Traditional"
            value={`${formatInteger(safetyIncidents.traditional)} a month`}
            percent={safetyIncidents.traditionalBar}
            shown={barsShown}
            tone="traditional"
          />
          <ComparisonBar
            label={line}
            value={`${formatInteger(safetyIncidents.tripleZero)} a month`}
            percent={safetyIncidents.tripleZeroBar}
            shown={barsShown}
            tone="triple-zero"
          />
          <p className="text-sm">
            <span className="font-semibold text-brand-green">{formatImprovement(safetyIncidents.improvement)} fewer</span>{" "}
            {metricText.safetyIncidents.unit}: {formatInteger(safetyIncidents.annualAvoided)} avoided a year
          </p>
        </MetricCard>

        <MetricCard {...card("cleaningTime")} icon={ClockIcon}>
          <ComparisonBar
            label="Traditional"
            value={`${formatInteger(cleaningTime.traditional)} ${metricText.cleaningTime.unit} a month`}
            percent={cleaningTime.traditionalBar}
            shown={barsShown}
            tone="traditional"
          />
          <ComparisonBar
            label={line}
            value={`${formatInteger(cleaningTime.tripleZero)} ${metricText.cleaningTime.unit} a month`}
            percent={cleaningTime.tripleZeroBar}
            shown={barsShown}
            tone="triple-zero"
          />
          <p className="text-sm">
            <span className="font-semibold text-brand-green">{formatImprovement(cleaningTime.improvement)} less time</span>:{" "}
            {formatInteger(cleaningTime.annualHoursSaved)} {metricText.cleaningTime.unit} saved a year
          </p>
        </MetricCard>

        <MetricCard {...card("environmentalScore")} icon={LeafIcon}>
          <ComparisonBar
            label="Traditional"
            value={`${environmentalScore.traditional} ${metricText.environmentalScore.unit}`}
            percent={environmentalScore.traditionalBar}
            shown={barsShown}
            tone="traditional"
          />
          <ComparisonBar
            label={line}
            value={`${environmentalScore.tripleZero} ${metricText.environmentalScore.unit}`}
            percent={environmentalScore.tripleZeroBar}
            shown={barsShown}
            tone="triple-zero"
          />
          <p className="text-sm">
            <span className="font-semibold text-brand-green">{formatImprovement(environmentalScore.improvement)} higher</span>:{" "}
            {sustainabilityBand(environmentalScore.traditional).band} becomes {sustainabilityBand(environmentalScore.tripleZero).band}
          </p>
        </MetricCard>
      </div>
    </div>
  );
}
