import { describe, expect, it } from "vitest";
import { CATALOG } from "@/lib/content/catalog";
import {
  BREWERY_APPLICATIONS,
  BREWERY_PRODUCT_TABS,
  breweryProduct,
  breweryRecommendation,
  dilutionLabel,
  isBreweryApplication,
} from "@/lib/content/brewery";
import { BREWERY_CASE_STUDIES } from "@/lib/content/brewery-case-studies";

describe("the brewery application finder", () => {
  it("offers beer_line, tank_cleaning, equipment_degreasing and cleaning_systems", () => {
    expect(BREWERY_APPLICATIONS.map((a) => a.id)).toEqual(["beer_line", "tank_cleaning", "equipment_degreasing", "cleaning_systems"]);
  });

  it.each([
    ["beer_line", "1:4 dilution"],
    ["tank_cleaning", "1:6 dilution"],
    ["equipment_degreasing", "1:8 dilution"],
    ["cleaning_systems", "Variable dilution"],
  ] as const)("recommends %s at %s", (application, label) => {
    const recommendation = breweryRecommendation(application);
    expect(recommendation.application).toBe(application);
    expect(dilutionLabel(recommendation.dilution)).toBe(label);
  });

  it("gives every recommendation a fixed feature list and catalog products", () => {
    const items = new Set(CATALOG.map((p) => p.itemNumber));
    for (const { id } of BREWERY_APPLICATIONS) {
      const recommendation = breweryRecommendation(id);
      expect(recommendation.features.length).toBeGreaterThanOrEqual(3);
      expect(recommendation.itemNumbers.length).toBeGreaterThan(0);
      for (const itemNumber of recommendation.itemNumbers) expect(items.has(itemNumber)).toBe(true);
    }
  });

  it("accepts only the four applications", () => {
    expect(isBreweryApplication("tank_cleaning")).toBe(true);
    expect(isBreweryApplication("tank-cleaning")).toBe(false);
    expect(isBreweryApplication("")).toBe(false);
  });
});

describe("the brewery product tabs", () => {
  it("show six different catalog products, line-cleaning first", () => {
    expect(BREWERY_PRODUCT_TABS.map((t) => t.id)).toEqual(["line-cleaning", "production"]);
    const items = BREWERY_PRODUCT_TABS.flatMap((t) => [...t.itemNumbers]);
    expect(new Set(items).size).toBe(6);
  });

  it("price line cleaners at 89.99-94.99 and production cleaners within 89.99-124.99 per gallon", () => {
    const price = (itemNumber: string) => Number(breweryProduct(itemNumber).price.replace("$", ""));
    for (const itemNumber of ["TZ-BL-101", "TZ-BL-102"]) {
      expect(price(itemNumber)).toBeGreaterThanOrEqual(89.99);
      expect(price(itemNumber)).toBeLessThanOrEqual(94.99);
      expect(breweryProduct(itemNumber).priceUnit).toBe("per gallon");
    }
    for (const itemNumber of ["TZ-BT-201", "TZ-BT-202", "TZ-BE-301"]) {
      expect(price(itemNumber)).toBeGreaterThanOrEqual(89.99);
      expect(price(itemNumber)).toBeLessThanOrEqual(124.99);
    }
    expect(price("TZ-BK-401")).toBeGreaterThanOrEqual(84.99);
    expect(price("TZ-BK-401")).toBeLessThanOrEqual(149.99);
    expect(breweryProduct("TZ-BK-401").priceUnit).toBe("per kit");
  });

  it("refuses an item that is not a brewery product", () => {
    expect(() => breweryProduct("TZ-KD-101")).toThrow();
  });
});

describe("the brewery case studies", () => {
  it("are the beer-line cleaners, craft brewers and home brewers pages", () => {
    expect(BREWERY_CASE_STUDIES.map((s) => s.path)).toEqual([
      "/brewery-case-studies/beer-line-cleaners",
      "/brewery-case-studies/craft-brewers",
      "/brewery-case-studies/home-brewers",
    ]);
  });

  it("show 85+ establishments, 100%, 40% and 0-0-0 and the three cases on the beer-line cleaners page", () => {
    const [beerLine] = BREWERY_CASE_STUDIES;
    expect(beerLine?.stats.items.map((s) => s.value)).toEqual(["85+", "100%", "40%", "0-0-0"]);
    expect(beerLine?.cases?.map((c) => c.title)).toEqual([
      "Milwaukee craft brewery",
      "Denver regional chain of 8 locations",
      "Portland microbrewery",
    ]);
    expect(beerLine?.featuredCase).toBeDefined();
  });

  it("name only brewery products of the catalog and distinct titles", () => {
    for (const study of BREWERY_CASE_STUDIES) {
      for (const itemNumber of study.products.itemNumbers) expect(() => breweryProduct(itemNumber)).not.toThrow();
      for (const c of [...(study.cases ?? []), ...(study.featuredCase ? [study.featuredCase] : [])]) {
        for (const itemNumber of c.itemNumbers) expect(() => breweryProduct(itemNumber)).not.toThrow();
      }
    }
    expect(new Set(BREWERY_CASE_STUDIES.map((s) => s.seo.title)).size).toBe(3);
  });
});
