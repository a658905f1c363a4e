import { describe, expect, it } from "vitest";
import { COMPARISON_MODES, COMPARISON_PRODUCTS, comparisonProduct, opponentsFor, withCatalogPrices } from "@/lib/content/pool-comparison";
import { metricBar, sustainabilityBand } from "@/lib/domain/sustainability";

describe("sustainability bands", () => {
  it.each([
    [100, "Excellent", "good"],
    [90, "Excellent", "good"],
    [89, "Good", "neutral"],
    [70, "Good", "neutral"],
    [69, "Fair", "fair"],
    [50, "Fair", "fair"],
    [49, "Poor", "poor"],
    [0, "Poor", "poor"],
  ] as const)("a score of %i is %s", (score, band, tone) => {
    expect(sustainabilityBand(score)).toEqual({ band, tone });
  });

  it("90+ is Excellent and shown green", () => {
    expect(sustainabilityBand(95).tone).toBe("good");
  });
});

describe("comparison bars", () => {
  it("cleaning effectiveness and cost efficiency fill out of 5 in a neutral colour", () => {
    expect(metricBar("cleaningEffectiveness", 5)).toMatchObject({ fill: 1, tone: "neutral", text: "5 out of 5" });
    expect(metricBar("costEfficiency", 2)).toMatchObject({ fill: 0.4, tone: "neutral", text: "2 out of 5" });
  });

  it("VOC fills out of 50 and is green at 5% or less, red above", () => {
    expect(metricBar("voc", 0)).toMatchObject({ fill: 0, tone: "good" });
    expect(metricBar("voc", 5)).toMatchObject({ fill: 0.1, tone: "good", text: "5% of 50% (lower is better)" });
    expect(metricBar("voc", 6)).toMatchObject({ fill: 0.12, tone: "poor" });
    expect(metricBar("voc", 50).fill).toBe(1);
  });

  it("a VOC content above 50% fills the bar and no more", () => {
    expect(metricBar("voc", 80).fill).toBe(1);
  });

  it("environmental impact fills out of 5 and is green at 2 or less, red above", () => {
    expect(metricBar("environmentalImpact", 1)).toMatchObject({ fill: 0.2, tone: "good" });
    expect(metricBar("environmentalImpact", 2)).toMatchObject({ fill: 0.4, tone: "good", text: "2 out of 5 (lower is better)" });
    expect(metricBar("environmentalImpact", 3)).toMatchObject({ fill: 0.6, tone: "poor" });
  });
});

describe("the comparison products", () => {
  it("has the 15 products with ids 1 to 15", () => {
    expect(COMPARISON_PRODUCTS.map((p) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it("the descaler (id 1, pH 7.2) and the degreaser (id 3, pH 8.5) cost what the catalog says, shipping included, and are rated 0-0-0", () => {
    const prices = [
      { itemNumber: "TZ-PS-101", price: "$29.95", priceUnit: "bottle" },
      { itemNumber: "TZ-PS-102", price: "$31.50", priceUnit: "bottle" },
    ];
    for (const [id, pH, price] of [
      [1, 7.2, "$29.95"],
      [3, 8.5, "$31.50"],
    ] as const) {
      const product = withCatalogPrices(comparisonProduct(id), prices);
      expect(product.category).toBe("triple-zero");
      expect(product.metrics.pHLevel).toBe(pH);
      expect(product.price).toBe(price);
      expect(product.priceNote).toBe("Per bottle, shipping included");
      expect(product.safetyRating).toBe("0-0-0");
    }
  });

  it("descaler opponents are ids 2, 12, 13, 15 (muriatic acid first); degreaser opponents are ids 4 to 11", () => {
    expect(COMPARISON_MODES.descaler.defaultOpponentId).toBe(2);
    expect(comparisonProduct(2).name).toMatch(/muriatic acid/i);
    expect(opponentsFor("descaler").map((p) => p.id)).toEqual([2, 12, 13, 15]);
    expect(COMPARISON_MODES.degreaser.defaultOpponentId).toBe(4);
    expect(opponentsFor("degreaser").map((p) => p.id)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("every traditional product has a rating from the seed's set and metrics in range", () => {
    const ratings = new Set(["0-0-0", "3-1-0", "2-0-0", "1-0-0", "2-2-0"]);
    for (const product of COMPARISON_PRODUCTS) {
      expect(ratings.has(product.safetyRating), product.name).toBe(true);
      expect(product.sustainabilityScore).toBeGreaterThanOrEqual(0);
      expect(product.sustainabilityScore).toBeLessThanOrEqual(100);
      for (const score of [product.metrics.environmentalImpact, product.metrics.costEfficiency, product.metrics.cleaningEffectiveness]) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }
    }
    expect(COMPARISON_PRODUCTS.filter((p) => p.category === "traditional")).toHaveLength(13);
  });
});
