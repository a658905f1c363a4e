import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { isContactPageIndustry } from "@/lib/content/contact-industries";
import {
  CLEANING_TYPE_GROUPS,
  CLEANING_TYPE_IDS,
  FINDER_FREQUENCIES,
  FINDER_INDUSTRIES,
  NO_PRODUCT_FITS,
  FINDER_PRIORITIES,
  FINDER_VOLUMES,
  type FinderIndustryId,
} from "@/lib/content/finder";
import {
  EMPTY_FINDER_DRAFT,
  FINDER_STEP_COUNT,
  canContinue,
  finderAnswersSchema,
  finderContactHref,
  finderContactMessage,
  recommend,
  toggle,
  type FinderAnswers,
  type FinderDraft,
} from "@/lib/domain/finder";
import { PREFILL_MESSAGE_MAX, prefilledMessage } from "@/lib/leads/contact-prefill";

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
  it.each(FINDER_INDUSTRIES.flatMap((industry) => CLEANING_TYPE_IDS.map((type) => [industry.id, type] as const)))(
    "answers every cleaning type in every industry with catalog products or, for a need no cleaner meets, says so (%s, %s)",
    (industry, type) => {
      const r = recommend(answers({ industries: [industry], cleaning_types: [type] }));
      expect(r.byType.map((answer) => answer.type)).toEqual([type]);
      const [answer] = r.byType;
      if (NO_PRODUCT_FITS[type]) {
        expect(answer!.products).toEqual([]);
        expect(answer!.noProductFits).toBe(NO_PRODUCT_FITS[type]);
        return;
      }
      expect(answer!.noProductFits).toBeNull();
      expect(answer!.products.length).toBeGreaterThanOrEqual(1);
      for (const p of r.products) {
        expect(byItem.get(p.itemNumber)?.name, p.itemNumber).toBe(p.name);
        expect(p.why.trim()).not.toBe("");
      }
    },
  );

  // One test per cleaning type: what a customer choosing only it, in the industry it is most
  // asked in, gets.
  const EXPECTED_BY_TYPE: Record<(typeof CLEANING_TYPE_IDS)[number], [FinderIndustryId, string | null]> = {
    degreasing: ["food", "Triple Zero Restaurant Kitchen Degreaser"],
    descaling: ["hvac", "Triple Zero Boiler Cleaner & Descaler"],
    biofilm: ["hvac", "Triple Zero Cooling Tower Descaler"],
    grill_oven: ["food", "Triple Zero Grill & Oven Cleaner Concentrate"],
    fuel_residue: ["convenience", "Triple Zero Fuel Pump Residue Remover"],
    hull_cleaning: ["marine", "Triple Zero Hull Cleaner"],
    maintenance: ["hvac", "Triple Zero Heat Exchanger Cleaner"],
    restroom: ["convenience", "Triple Zero Restroom Cleaner"],
    pool_spa: ["food", "Triple Zero Pool & Spa Descaler"],
    teak_furniture: ["marine", "Triple Zero Teak Furniture Cleaner"],
    deck_cleaning: ["marine", "Triple Zero Deck Cleaner"],
    kitchen_cleaning: ["food", "Triple Zero Restaurant Kitchen Degreaser"],
    membrane: ["water", "Triple Zero RO/UF Membrane Cleaner"],
    beer_line: ["food", "Triple Zero Caustic Beer-Line Cleaner"],
    weed_control: ["agriculture", null],
    ph_balancing: ["water", null],
    chlorine_alternative: ["food", null],
    waste_water: ["water", "Triple Zero Wastewater Treatment Cleaner"],
  };

  it.each(Object.entries(EXPECTED_BY_TYPE))("answers %s on its own", (type, [industry, name]) => {
    const r = recommend(answers({ industries: [industry], cleaning_types: [type as (typeof CLEANING_TYPE_IDS)[number]] }));
    if (name === null) {
      expect(r.products).toEqual([]);
      expect(r.byType[0]!.noProductFits).toMatch(/^None of our products|^Our products clean/);
      expect(r.implementation[0]).toMatch(/^Book a consultation/);
    } else {
      expect(r.products.map((p) => p.name)).toEqual([name]);
    }
  });

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

  it("answers every chosen type, without a cap and without duplicates", () => {
    const r = recommend(answers({ industries: ["food", "marine", "water"], cleaning_types: [...CLEANING_TYPE_IDS] }));
    expect(r.byType.map((answer) => answer.type)).toEqual([...CLEANING_TYPE_IDS]);
    expect(r.byType.every((answer) => answer.products.length > 0 || answer.noProductFits !== null)).toBe(true);
    expect(r.products.length).toBeGreaterThan(3);
    expect(new Set(r.products.map((p) => p.itemNumber)).size).toBe(r.products.length);
    const same = recommend(answers({ industries: ["food"], cleaning_types: ["degreasing", "kitchen_cleaning"] }));
    expect(same.products).toHaveLength(1);
    expect(same.byType.map((answer) => answer.products.map((p) => p.itemNumber))).toEqual([["TZ-KD-101"], ["TZ-KD-101"]]);
  });

  it("asks for a consultation about the needs no product meets, beside the products for the others", () => {
    const mixed = answers({ industries: ["agriculture"], cleaning_types: ["weed_control", "degreasing"] });
    const r = recommend(mixed);
    expect(r.byType.map((answer) => [answer.type, answer.products.length, answer.noProductFits !== null])).toEqual([
      ["weed_control", 0, true],
      ["degreasing", 1, false],
    ]);
    const message = finderContactMessage(mixed, r);
    expect(message).toContain(`I am interested in ${r.products[0]!.name} (${r.products[0]!.itemNumber}) for Degreasing in Agriculture.`);
    expect(message).toContain("I would also like advice on Weed Control.");
    const none = answers({ industries: ["water"], cleaning_types: ["ph_balancing"] });
    expect(finderContactMessage(none, recommend(none))).toContain("I would like a consultation about pH Balancing in Water Technologies.");
  });

  it("returns benefits, savings and implementation steps, and no fixed technical data (each product's facts state it)", () => {
    const r = recommend(answers({ priorities: ["safety", "compliance"], frequency: "daily" }));
    expect(r.benefits.length).toBeGreaterThanOrEqual(3);
    expect(r.implementation.length).toBeGreaterThanOrEqual(3);
    expect(r.concentration.trim()).not.toBe("");
    expect(r).not.toHaveProperty("technical");
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

describe("Application Finder Contact Us", () => {
  const hull = answers({
    industries: ["marine"],
    cleaning_types: ["hull_cleaning"],
    priorities: ["cost"],
    volume: "1-50",
    frequency: "monthly",
  });

  it("writes the recommendation into the message as the customer would: products with item numbers, jobs, industry, volume, frequency, priorities", () => {
    expect(finderContactMessage(hull, recommend(hull))).toBe(
      [
        "I am interested in Triple Zero Hull Cleaner (TZ-MH-101) for Hull Cleaning in Marine & Shipping.",
        "We use 1-50 gallons per month and clean monthly.",
        "What matters most to us: Cost Savings.",
      ].join("\n"),
    );
  });

  it("lists several products, jobs and industries with commas and a final 'and'", () => {
    const many = answers({
      industries: ["food", "hvac"],
      cleaning_types: ["degreasing", "descaling"],
      priorities: ["safety", "cost", "compliance"],
    });
    const message = finderContactMessage(many, recommend(many));
    const products = recommend(many).products.map((p) => `${p.name} (${p.itemNumber})`);
    expect(products).toHaveLength(4);
    expect(message).toContain(
      `I am interested in ${products[0]}, ${products[1]}, ${products[2]} and ${products[3]} for Degreasing and Descaling in Food Service & Processing and HVAC & Boiler Systems.`,
    );
    expect(message).toContain("What matters most to us: Worker Safety, Cost Savings and Regulatory Compliance.");
  });

  it("opens the contact page of the one industry chosen, with the message the page reads back", () => {
    const href = new URL(finderContactHref(hull, recommend(hull)), "http://site.test");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("industry")).toBe("marine");
    expect(isContactPageIndustry(href.searchParams.get("industry"))).toBe(true);
    expect(prefilledMessage(href.searchParams.get("message") ?? undefined)).toBe(finderContactMessage(hull, recommend(hull)));

    const food = new URL(finderContactHref(answers(), recommend(answers())), "http://site.test");
    expect(food.searchParams.get("industry")).toBe("food-beverage");
  });

  it("opens the general contact page for several industries, or for convenience stores (no page of their own)", () => {
    const two = answers({ industries: ["water", "agriculture"] });
    expect(new URL(finderContactHref(two, recommend(two)), "http://site.test").searchParams.has("industry")).toBe(false);
    const store = answers({ industries: ["convenience"], cleaning_types: ["fuel_residue"] });
    expect(new URL(finderContactHref(store, recommend(store)), "http://site.test").searchParams.has("industry")).toBe(false);
  });

  it("keeps even the longest message, every option chosen, within what the contact page accepts", () => {
    const everything = answers({
      industries: FINDER_INDUSTRIES.map((i) => i.id),
      cleaning_types: [...CLEANING_TYPE_IDS],
      priorities: FINDER_PRIORITIES.map((p) => p.id),
      volume: "201-500",
      frequency: "as-needed",
    });
    const message = finderContactMessage(everything, recommend(everything));
    expect(message.length).toBeLessThanOrEqual(PREFILL_MESSAGE_MAX);
    expect(message).toContain("and clean as needed.");
    expect(prefilledMessage(message)).toBe(message);
  });
});
