import { describe, expect, it } from "vitest";
import { CONVENIENCE_PRODUCTS, STORE_NEED_OPTIONS, recommendationForNeed } from "@/lib/content/convenience";
import { CONVENIENCE_FILTERS, filterConvenienceProducts, matchesConvenienceFilter } from "@/lib/domain/convenience-filter";

const names = (filter: string) => filterConvenienceProducts(CONVENIENCE_PRODUCTS, filter).map((p) => p.name);

describe("convenience store products", () => {
  it("are the seed's five items with the catalog's prices and minimums", () => {
    expect(CONVENIENCE_PRODUCTS.map((p) => [p.itemNumber, p.pricePerGallon, p.minimumOrder, p.category])).toEqual([
      ["TZ-CS-101", "42.99", 5, "Fuel Systems"],
      ["TZ-CS-102", "38.99", 4, "Food Service"],
      ["TZ-CS-103", "29.99", 6, "General Cleaning"],
      ["TZ-CS-104", "35.99", 3, "Food Service"],
      ["TZ-CS-105", "24.99", 8, "General Cleaning"],
    ]);
  });
});

describe("convenience store filter buttons", () => {
  it("are All Solutions, Fuel Systems, Food Service and General Cleaning", () => {
    expect(CONVENIENCE_FILTERS.map((f) => [f.id, f.label])).toEqual([
      ["all", "All Solutions"],
      ["fuel", "Fuel Systems"],
      ["food", "Food Service"],
      ["general", "General Cleaning"],
    ]);
  });

  it("All Solutions shows all five products", () => {
    expect(names("all")).toEqual(CONVENIENCE_PRODUCTS.map((p) => p.name));
  });

  it("Fuel Systems shows the fuel system cleaner only", () => {
    expect(names("fuel")).toEqual(["Triple Zero Fuel System Cleaner"]);
  });

  it("Food Service shows the kitchen degreaser and the coffee equipment cleaner", () => {
    expect(names("food")).toEqual(["Triple Zero C-Store Kitchen Degreaser", "Triple Zero Coffee Equipment Cleaner"]);
  });

  it("General Cleaning shows the restroom cleaner and the floor and surface cleaner", () => {
    expect(names("general")).toEqual(["Triple Zero Restroom Cleaner", "Triple Zero Floor & Surface Cleaner"]);
  });

  it.each(CONVENIENCE_FILTERS.map((f) => f.id))("%s selects exactly the products whose category or name contains it", (id) => {
    const expected = CONVENIENCE_PRODUCTS.filter(
      (p) => id === "all" || `${p.category}`.toLowerCase().includes(id) || p.name.toLowerCase().includes(id),
    );
    expect(filterConvenienceProducts(CONVENIENCE_PRODUCTS, id)).toEqual(expected);
  });
});

describe("the substring rule", () => {
  it("matches the name as well as the category, ignoring case", () => {
    expect(matchesConvenienceFilter({ name: "Diesel FUEL Additive", category: "General Cleaning" }, "fuel")).toBe(true);
    expect(matchesConvenienceFilter({ name: "Glass Cleaner", category: "General Cleaning" }, "GENERAL")).toBe(true);
    expect(matchesConvenienceFilter({ name: "Glass Cleaner", category: "General Cleaning" }, "food")).toBe(false);
  });

  it('"all" matches everything, an unknown id nothing', () => {
    const product = { name: "Glass Cleaner", category: "General Cleaning" };
    expect(matchesConvenienceFilter(product, "all")).toBe(true);
    expect(matchesConvenienceFilter(product, "pool")).toBe(false);
  });
});

describe("the store-need wizard", () => {
  it.each([
    ["fuel-islands", ["TZ-CS-101"]],
    ["hot-food-coffee", ["TZ-CS-102", "TZ-CS-104"]],
    ["restrooms", ["TZ-CS-103"]],
    ["floors", ["TZ-CS-105"]],
  ])("recommends for %s the products %j", (need, itemNumbers) => {
    expect(recommendationForNeed(need)?.products.map((p) => p.itemNumber)).toEqual(itemNumbers);
  });

  it("has an answer for every choice and none for an unknown need", () => {
    expect(STORE_NEED_OPTIONS).toHaveLength(4);
    expect(recommendationForNeed("car-wash")).toBeUndefined();
    expect(recommendationForNeed("toString")).toBeUndefined();
  });
});
