import { describe, expect, it } from "vitest";
import {
  BREWERY_APPLICATIONS,
  BREWERY_ITEM_NUMBERS,
  BREWERY_PRODUCT_TABS,
  breweryProduct,
  breweryProducts,
  breweryRecommendation,
  dilutionLabel,
  isBreweryApplication,
} from "@/lib/content/brewery";
import { BREWERY_CASE_STUDIES } from "@/lib/content/brewery-case-studies";
import { catalogWith, seededCatalog } from "../support/catalog-fixture";

const SEEDED = seededCatalog();
const product = (itemNumber: string) => breweryProduct(SEEDED, itemNumber);

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

  it("gives every recommendation a fixed feature list and brewery products of the catalog", () => {
    for (const { id } of BREWERY_APPLICATIONS) {
      const recommendation = breweryRecommendation(id);
      expect(recommendation.features.length).toBeGreaterThanOrEqual(3);
      expect(recommendation.itemNumbers.length).toBeGreaterThan(0);
      for (const itemNumber of recommendation.itemNumbers) expect(product(itemNumber), itemNumber).toBeDefined();
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
    const price = (itemNumber: string) => Number(product(itemNumber)?.price.replace("$", ""));
    for (const itemNumber of ["TZ-BL-101", "TZ-BL-102"]) {
      expect(price(itemNumber)).toBeGreaterThanOrEqual(89.99);
      expect(price(itemNumber)).toBeLessThanOrEqual(94.99);
      expect(product(itemNumber)?.priceUnit).toBe("per gallon");
    }
    for (const itemNumber of ["TZ-BT-201", "TZ-BT-202", "TZ-BE-301"]) {
      expect(price(itemNumber)).toBeGreaterThanOrEqual(89.99);
      expect(price(itemNumber)).toBeLessThanOrEqual(124.99);
    }
    expect(price("TZ-BK-401")).toBeGreaterThanOrEqual(84.99);
    expect(price("TZ-BK-401")).toBeLessThanOrEqual(149.99);
    expect(product("TZ-BK-401")?.priceUnit).toBe("per kit");
  });

  it("show the catalog's price, unit and minimum order, with a link to the product's page", () => {
    expect(product("TZ-BT-202")).toMatchObject({
      name: "Triple Zero Caustic Tank Cleaner",
      href: "/products/triple-zero-caustic-tank-cleaner",
      category: "Caustic",
      price: "$119.99",
      priceUnit: "per gallon",
      minimumOrder: "Minimum order 2 gallons",
    });
    expect(product("TZ-BK-401")?.minimumOrder).toBe("Minimum order 1 kit");
  });

  it("show the price staff set, and leave out a product staff archived", () => {
    const repriced = catalogWith("TZ-BL-101", (p) => ({
      ...p,
      sizes: p.sizes.map((s) => (s.size === "gallon" ? { ...s, price: "92.00" } : s)),
    }));
    expect(breweryProduct(repriced, "TZ-BL-101")?.price).toBe("$92.00");
    const archived = catalogWith("TZ-BL-101", null);
    expect(breweryProducts(archived, ["TZ-BL-102", "TZ-BL-101", "TZ-BK-401"]).map((p) => p.itemNumber)).toEqual(["TZ-BL-102", "TZ-BK-401"]);
  });

  it("are the catalog's six brewery products, and no other item", () => {
    expect(BREWERY_ITEM_NUMBERS.map((itemNumber) => SEEDED.get(itemNumber)?.categoryId)).toEqual(Array(6).fill("BEER_LINE_BREWERY"));
    expect(product("TZ-KD-101")).toBeUndefined();
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
      for (const itemNumber of study.products.itemNumbers) expect(product(itemNumber), itemNumber).toBeDefined();
      for (const c of [...(study.cases ?? []), ...(study.featuredCase ? [study.featuredCase] : [])]) {
        for (const itemNumber of c.itemNumbers) expect(product(itemNumber), itemNumber).toBeDefined();
      }
    }
    expect(new Set(BREWERY_CASE_STUDIES.map((s) => s.seo.title)).size).toBe(3);
  });
});
