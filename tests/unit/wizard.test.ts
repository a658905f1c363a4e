import { describe, expect, it, vi } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import {
  WIZARD_INDUSTRIES,
  WIZARD_LOADING_MESSAGES,
  WIZARD_LOADING_MS,
  WIZARD_MESSAGE_MS,
  applicationsFor,
  recommendationFor,
} from "@/lib/content/wizard";
import { siteConfig } from "@/lib/site-config";

// Seed 000 §3, exactly.
const SEED_APPLICATIONS: Record<string, string[]> = {
  agriculture: ["dairy_pipeline", "poultry_housing", "livestock_facilities", "irrigation_membrane"],
  hvac: ["boiler_cleaning", "coil_cleaning", "exchange_cleaning"],
  brewery: ["beer_line_acid", "beer_line_caustic", "tank_cleaning_acid", "tank_cleaning_caustic"],
  convenience: ["kitchen_degreasing", "diesel_fuel_pump", "toilet_urinal"],
  restaurants: ["kitchen_degreasing", "chizl_descaler", "hood_cleaning", "floor_cleaning", "toilet_urinal"],
  "food-beverage": ["processing_equipment", "membrane_cleaning", "resin_regen"],
  grill: ["grill_oven_cleaning", "smoker_cleaning"],
  marine: ["hull_cleaning", "teak_furniture", "deck_cleaning", "waste_water"],
  pool: ["descaler", "degreaser"],
  water: ["wastewater_treatment", "descaling", "ponds_fountains", "resin_regeneration", "membrane_cleaning"],
};

const byItem = new Map(CATALOG.map((p) => [p.itemNumber, p]));

describe("home wizard content", () => {
  it("offers the 10 industries of the seed, each with a label", () => {
    expect(WIZARD_INDUSTRIES.map((i) => i.id).sort()).toEqual(Object.keys(SEED_APPLICATIONS).sort());
    for (const industry of WIZARD_INDUSTRIES) expect(industry.label.trim()).not.toBe("");
  });

  it.each(Object.entries(SEED_APPLICATIONS))("offers exactly the seed's applications for %s", (industry, ids) => {
    expect(applicationsFor(industry).map((a) => a.id)).toEqual(ids);
    for (const a of applicationsFor(industry)) expect(a.label.trim()).not.toBe("");
  });

  it("for every industry every application yields a recommendation naming a product that exists in the catalog", () => {
    for (const industry of WIZARD_INDUSTRIES) {
      for (const application of industry.applications) {
        const r = recommendationFor(industry.id, application.id);
        expect(r, `${industry.id}/${application.id}`).toBeDefined();
        if (!r) continue;
        const product = byItem.get(r.itemNumber);
        expect(product, `${industry.id}/${application.id} ${r.itemNumber}`).toBeDefined();
        expect(r.product).toBe(product?.name);
        expect(r.concentration.trim()).not.toBe("");
        expect(r.benefits.length).toBeGreaterThanOrEqual(3);
        expect(r.costSavings.trim()).not.toBe("");
      }
    }
  });

  it("recommends nothing unless both an industry and one of its applications are chosen", () => {
    expect(recommendationFor("", "")).toBeUndefined();
    expect(recommendationFor("brewery", "")).toBeUndefined();
    expect(recommendationFor("", "beer_line_acid")).toBeUndefined();
    expect(recommendationFor("pool", "beer_line_acid")).toBeUndefined();
    expect(applicationsFor("space")).toEqual([]);
  });

  it("gives a shop link, with a label, only for products sold by a sister site", () => {
    for (const industry of WIZARD_INDUSTRIES) {
      for (const { recommendation: r } of industry.applications) {
        if (!r.redirectSite) continue;
        expect(Object.keys(siteConfig.externalSites)).toContain(r.redirectSite);
        expect(r.redirectLabel).toMatch(/^Shop /);
      }
    }
    expect(recommendationFor("brewery", "beer_line_acid")?.redirectLabel).toBe("Shop Beer Line Cleaners");
    expect(recommendationFor("grill", "smoker_cleaning")?.redirectSite).toBe("grill");
    expect(recommendationFor("convenience", "diesel_fuel_pump")?.redirectSite).toBe("convenience");
    expect(recommendationFor("marine", "hull_cleaning")?.redirectSite).toBeUndefined();
  });

  it("offers no demo video when no video is configured", () => {
    for (const industry of WIZARD_INDUSTRIES) {
      for (const { recommendation: r } of industry.applications) expect(r.videoUrl).toBeUndefined();
    }
  });

  it("links configured videos only to the acid and caustic demos, as privacy-enhanced embeds", async () => {
    vi.stubEnv("SITE_DEMO_VIDEO_ACID_ID", "acidDemo_01");
    vi.stubEnv("SITE_DEMO_VIDEO_CAUSTIC_ID", "causticDemo");
    vi.resetModules();
    try {
      const wizard = await import("@/lib/content/wizard");
      const demos = new Set(["https://www.youtube-nocookie.com/embed/acidDemo_01", "https://www.youtube-nocookie.com/embed/causticDemo"]);
      let withVideo = 0;
      for (const industry of wizard.WIZARD_INDUSTRIES) {
        for (const { recommendation: r } of industry.applications) {
          if (r.videoUrl === undefined) continue;
          withVideo += 1;
          expect(demos.has(r.videoUrl)).toBe(true);
        }
      }
      expect(withVideo).toBeGreaterThan(0);
      expect(wizard.recommendationFor("convenience", "diesel_fuel_pump")?.videoUrl).toContain("causticDemo");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("has an Explore More card for brewery and convenience only", () => {
    const withExplore = WIZARD_INDUSTRIES.filter((i) => i.explore).map((i) => [i.id, i.explore?.href]);
    expect(withExplore).toEqual([
      ["brewery", "/brewery-cleaning"],
      ["convenience", "/convenience-store"],
    ]);
  });

  it("loads for exactly 3 seconds and changes its message every 2 seconds", () => {
    expect(WIZARD_LOADING_MS).toBe(3000);
    expect(WIZARD_MESSAGE_MS).toBe(2000);
    expect(WIZARD_LOADING_MESSAGES.length).toBeGreaterThanOrEqual(2);
  });
});
