import { describe, expect, it } from "vitest";
import { IMPACT_SCENARIOS, SUSTAINABILITY_PRODUCTS, type FacilityId } from "@/lib/content/impact-scenarios";
import {
  IMPACT_BAR_MAX,
  IMPACT_TIMING,
  annualHoursSaved,
  annualImpact,
  barPercent,
  changedMetrics,
  formatImprovement,
  impactFigures,
  percentImprovement,
} from "@/lib/domain/impact";
import { formatWholeDollars } from "@/lib/domain/money";
import { sustainabilityBand } from "@/lib/domain/sustainability";

function scenario(id: FacilityId) {
  const found = IMPACT_SCENARIOS.find((s) => s.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

describe("impact calculator scenarios (seed 001 §9)", () => {
  it("has the pool, hotel and waterpark facilities in that order", () => {
    expect(IMPACT_SCENARIOS.map((s) => s.id)).toEqual(["pool", "hotel", "waterpark"]);
  });

  it.each([
    ["pool", 15_000, 85, 12_500, [8, 0], [120, 45], [25, 95]],
    ["hotel", 25_000, 90, 18_700, [12, 0], [180, 60], [30, 92]],
    ["waterpark", 45_000, 88, 35_000, [15, 0], [300, 90], [20, 96]],
  ] as const)("%s keeps the seed's exact numbers", (id, water, chemical, cost, incidents, time, env) => {
    const s = scenario(id);
    expect(s.savings).toEqual({ waterSaved: water, chemicalReduction: chemical, costSavings: cost });
    expect([s.traditional.safetyIncidents, s.tripleZero.safetyIncidents]).toEqual(incidents);
    expect([s.traditional.cleaningTime, s.tripleZero.cleaningTime]).toEqual(time);
    expect([s.traditional.environmentalScore, s.tripleZero.environmentalScore]).toEqual(env);
  });
});

describe("impact figures", () => {
  it("annual impact is the monthly figure times 12", () => {
    expect(annualImpact(12_500)).toBe(150_000);
    expect(annualImpact(0)).toBe(0);
  });

  it("hours saved is (traditional − Triple Zero cleaning time) × 12", () => {
    expect(annualHoursSaved(120, 45)).toBe(900);
  });

  it("a pool saves 180,000 gallons and $150,000 a year, avoids 96 incidents and 900 hours", () => {
    const f = impactFigures(scenario("pool"));
    expect(f.waterSaved).toEqual({ monthly: 15_000, annual: 180_000 });
    expect(f.costSavings).toEqual({ monthly: 12_500, annual: 150_000 });
    expect(formatWholeDollars(f.costSavings.annual)).toBe("$150,000");
    expect(f.chemicalReduction.percent).toBe(85);
    expect(f.safetyIncidents.annualAvoided).toBe(96);
    expect(f.cleaningTime.annualHoursSaved).toBe(900);
  });

  it("a hotel saves 300,000 gallons and $224,400 a year, avoids 144 incidents and 1,440 hours", () => {
    const f = impactFigures(scenario("hotel"));
    expect(f.waterSaved.annual).toBe(300_000);
    expect(f.costSavings.annual).toBe(224_400);
    expect(f.safetyIncidents.annualAvoided).toBe(144);
    expect(f.cleaningTime.annualHoursSaved).toBe(1_440);
  });

  it("a water park saves 540,000 gallons and $420,000 a year, avoids 180 incidents and 2,520 hours", () => {
    const f = impactFigures(scenario("waterpark"));
    expect(f.waterSaved.annual).toBe(540_000);
    expect(f.costSavings.annual).toBe(420_000);
    expect(f.safetyIncidents.annualAvoided).toBe(180);
    expect(f.cleaningTime.annualHoursSaved).toBe(2_520);
  });
});

describe("percent improvement", () => {
  it("is (Triple Zero − traditional) / max(traditional, 1) for the environmental score", () => {
    expect(impactFigures(scenario("pool")).environmentalScore.improvement).toBeCloseTo(70 / 25);
    expect(impactFigures(scenario("hotel")).environmentalScore.improvement).toBeCloseTo(62 / 30);
    expect(impactFigures(scenario("waterpark")).environmentalScore.improvement).toBeCloseTo(76 / 20);
    expect(formatImprovement(impactFigures(scenario("pool")).environmentalScore.improvement)).toBe("280%");
    expect(percentImprovement(0, 5)).toBe(5);
  });

  it("is (traditional − Triple Zero) / traditional for incidents and cleaning time", () => {
    const pool = impactFigures(scenario("pool"));
    expect(pool.safetyIncidents.improvement).toBe(1);
    expect(pool.cleaningTime.improvement).toBeCloseTo(75 / 120);
    expect(formatImprovement(pool.cleaningTime.improvement)).toBe("63%");
    expect(impactFigures(scenario("hotel")).cleaningTime.improvement).toBeCloseTo(120 / 180);
    expect(impactFigures(scenario("waterpark")).cleaningTime.improvement).toBeCloseTo(210 / 300);
    expect(percentImprovement(0, 0, true)).toBe(0);
  });
});

describe("comparison bars", () => {
  it("run to 20 incidents, 300 hours and a score of 100", () => {
    expect(IMPACT_BAR_MAX).toMatchObject({ safetyIncidents: 20, cleaningTime: 300, environmentalScore: 100 });
    const pool = impactFigures(scenario("pool"));
    expect(pool.safetyIncidents.traditionalBar).toBe(40);
    expect(pool.cleaningTime.traditionalBar).toBe(40);
    expect(pool.cleaningTime.tripleZeroBar).toBe(15);
    expect(pool.environmentalScore.tripleZeroBar).toBe(95);
    expect(impactFigures(scenario("waterpark")).cleaningTime.traditionalBar).toBe(100);
  });

  it("never leave 0-100", () => {
    expect(barPercent(500, 300)).toBe(100);
    expect(barPercent(-3, 20)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });

  it("fade 500 ms, pulse 1 s, animate in after 200 ms", () => {
    expect(IMPACT_TIMING).toEqual({ fadeMs: 500, pulseMs: 1_000, barDelayMs: 200 });
  });
});

describe("changed metrics", () => {
  it("pool → hotel changes all six cards", () => {
    expect(changedMetrics(scenario("pool"), scenario("hotel"))).toEqual([
      "waterSaved",
      "chemicalReduction",
      "costSavings",
      "safetyIncidents",
      "cleaningTime",
      "environmentalScore",
    ]);
  });

  it("the same facility changes nothing", () => {
    expect(changedMetrics(scenario("pool"), scenario("pool"))).toEqual([]);
  });

  it("only the cards whose numbers differ pulse", () => {
    const pool = scenario("pool");
    const cheaper = { ...pool, savings: { ...pool.savings, costSavings: 1 } };
    expect(changedMetrics(pool, cheaper)).toEqual(["costSavings"]);
  });
});

describe("sustainability bands on the demo (lib/domain/sustainability.ts)", () => {
  it.each([
    [100, "Excellent"],
    [90, "Excellent"],
    [89, "Good"],
    [70, "Good"],
    [69, "Fair"],
    [50, "Fair"],
    [49, "Poor"],
    [0, "Poor"],
  ] as const)("a score of %i is %s", (score, band) => {
    expect(sustainabilityBand(score).band).toBe(band);
  });

  it("rates both Triple Zero pool products Excellent and the acid and caustic Poor", () => {
    expect(SUSTAINABILITY_PRODUCTS.map((p) => [p.kind, sustainabilityBand(p.sustainabilityScore).band])).toEqual([
      ["triple-zero", "Excellent"],
      ["triple-zero", "Excellent"],
      ["traditional", "Poor"],
      ["traditional", "Poor"],
    ]);
  });
});
