import { describe, expect, it } from "vitest";
import { CATALOG } from "@/lib/content/catalog";
import {
  CLEANING_TYPE_GROUPS,
  CLEANING_TYPE_IDS,
  FINDER_FREQUENCIES,
  FINDER_INDUSTRIES,
  FINDER_PRIORITIES,
  FINDER_VOLUMES,
  type CleaningTypeId,
  type FinderIndustryId,
} from "@/lib/content/finder";
import {
  EMPTY_FINDER_DRAFT,
  FINDER_STEP_COUNT,
  canContinue,
  finderAnswersSchema,
  recommend,
  toggle,
  type FinderAnswers,
  type FinderDraft,
} from "@/lib/domain/finder";

const byItem = new Map(CATALOG.map((p) => [p.itemNumber, p]));

function answers(overrides: Partial<FinderAnswers> = {}): FinderAnswers {
  return {
    industries: ["food"],
    cleaning_types: ["degreasing"],
    priorities: ["safety"],
    current_challenges: [],
    volume: "51-200",
    frequency: "weekly",
    ...overrides,
  };
}

describe("Application Finder vocabulary", () => {
  it("has the seed's six industries", () => {
    expect(FINDER_INDUSTRIES.map((i) => i.id)).toEqual(["food", "marine", "hvac", "water", "agriculture", "convenience"]);
  });

  it("groups all 18 cleaning types by intensity, every one of them selectable", () => {
    const groups = Object.fromEntries(CLEANING_TYPE_GROUPS.map((g) => [g.intensity, g.types.map((t) => t.id)]));
    expect(groups).toEqual({
      High: ["degreasing", "descaling", "biofilm", "grill_oven", "fuel_residue", "hull_cleaning"],
      Low: ["maintenance"],
      Medium: ["restroom", "pool_spa", "teak_furniture", "deck_cleaning", "kitchen_cleaning"],
      Specialized: ["membrane", "beer_line", "weed_control", "ph_balancing", "chlorine_alternative", "waste_water"],
    });
    expect(CLEANING_TYPE_IDS).toHaveLength(18);
    for (const type of CLEANING_TYPE_IDS) {
      expect(finderAnswersSchema.safeParse(answers({ cleaning_types: [type] })).success).toBe(true);
    }
  });

  it("has the priorities, volumes and frequencies of the seed", () => {
    expect(FINDER_PRIORITIES.map((p) => p.id)).toEqual(["safety", "cost", "performance", "compliance"]);
    expect(FINDER_VOLUMES.map((v) => v.id)).toEqual(["1-50", "51-200", "201-500", "500+"]);
    expect(FINDER_FREQUENCIES.map((f) => f.id)).toEqual(["daily", "weekly", "monthly", "as-needed"]);
  });
});

describe("canContinue", () => {
  const empty: FinderDraft = EMPTY_FINDER_DRAFT;

  it("step 0 needs an industry", () => {
    expect(canContinue(0, empty)).toBe(false);
    expect(canContinue(0, { ...empty, industries: ["marine"] })).toBe(true);
  });

  it("step 1 needs a cleaning type", () => {
    expect(canContinue(1, { ...empty, industries: ["marine"] })).toBe(false);
    expect(canContinue(1, { ...empty, cleaning_types: ["waste_water"] })).toBe(true);
  });

  it("step 2 needs a priority", () => {
    expect(canContinue(2, { ...empty, cleaning_types: ["waste_water"] })).toBe(false);
    expect(canContinue(2, { ...empty, priorities: ["cost"] })).toBe(true);
  });

  it("step 3 needs both volume and frequency", () => {
    expect(canContinue(3, empty)).toBe(false);
    expect(canContinue(3, { ...empty, volume: "1-50" })).toBe(false);
    expect(canContinue(3, { ...empty, frequency: "daily" })).toBe(false);
    expect(canContinue(3, { ...empty, volume: "1-50", frequency: "daily" })).toBe(true);
  });

  it("has four steps and nothing after them", () => {
    expect(FINDER_STEP_COUNT).toBe(4);
    expect(canContinue(4, { ...empty, industries: ["food"], volume: "1-50", frequency: "daily" })).toBe(false);
  });

  it("toggles an option in and out of its list", () => {
    expect(toggle(["food"], "marine")).toEqual(["food", "marine"]);
    expect(toggle(["food", "marine"], "food")).toEqual(["marine"]);
  });
});

describe("recommend", () => {
  it.each(FINDER_INDUSTRIES.flatMap((i) => CLEANING_TYPE_IDS.map((t) => [i.id, t] as [FinderIndustryId, CleaningTypeId])))(
    "every cleaning type for every industry yields at least one catalogue product (%s, %s)",
    (industry, type) => {
      const r = recommend(answers({ industries: [industry], cleaning_types: [type] }));
      expect(r.products.length).toBeGreaterThanOrEqual(1);
      for (const p of r.products) {
        expect(byItem.get(p.itemNumber)?.name, p.itemNumber).toBe(p.name);
        expect(p.why.trim()).not.toBe("");
      }
    },
  );

  it("different industries give different results", () => {
    const marine = recommend(answers({ industries: ["marine"], cleaning_types: ["hull_cleaning"] }));
    expect(marine.products[0]?.name).toBe("Triple Zero Hull Cleaner");
    const food = recommend(answers({ industries: ["food"], cleaning_types: ["degreasing"] }));
    expect(food.products[0]?.name).toBe("Triple Zero Restaurant Kitchen Degreaser");

    const results = FINDER_INDUSTRIES.map((i) =>
      JSON.stringify(recommend(answers({ industries: [i.id], cleaning_types: ["degreasing", "descaling"] }))),
    );
    expect(new Set(results).size).toBe(FINDER_INDUSTRIES.length);
  });

  it("recommends one to three products, without duplicates", () => {
    const r = recommend(answers({ industries: ["food", "marine", "water"], cleaning_types: [...CLEANING_TYPE_IDS] }));
    expect(r.products.length).toBe(3);
    expect(new Set(r.products.map((p) => p.itemNumber)).size).toBe(3);
    const same = recommend(answers({ industries: ["food"], cleaning_types: ["degreasing", "kitchen_cleaning"] }));
    expect(same.products).toHaveLength(1);
  });

  it("returns benefits, savings, implementation steps and the fixed technical data", () => {
    const r = recommend(answers({ priorities: ["safety", "compliance"], frequency: "daily" }));
    expect(r.benefits.length).toBeGreaterThanOrEqual(3);
    expect(r.implementation.length).toBeGreaterThanOrEqual(3);
    expect(r.concentration.trim()).not.toBe("");
    expect(r.technical).toEqual({
      flashPoint: "above 200°F",
      pH: "7.2 ± 0.5",
      hazmatRating: "0-0-0",
      biodegradability: "above 90%",
    });
  });

  it("scales the cost savings with the monthly volume", () => {
    const small = recommend(answers({ volume: "1-50" })).costSavings;
    const large = recommend(answers({ volume: "500+" })).costSavings;
    expect(small).toContain("$72 a month");
    expect(large).toContain("$620 a month");
    expect(large).toContain("$7,440 a year");
  });

  it("refuses incomplete answers", () => {
    expect(() => recommend({ ...answers(), industries: [] })).toThrow();
    expect(finderAnswersSchema.safeParse({ ...answers(), volume: "" }).success).toBe(false);
    expect(finderAnswersSchema.safeParse({ ...answers(), cleaning_types: ["laundry"] }).success).toBe(false);
  });
});
