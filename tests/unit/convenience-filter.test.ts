import { describe, expect, it } from "vitest";
import { convenienceFaqs, convenienceProducts, recommendationForNeed, storeNeedOptions } from "@/lib/content/convenience";
import { CONVENIENCE_FILTERS, filterConvenienceProducts, matchesConvenienceFilter } from "@/lib/domain/convenience-filter";
import { catalogWith, seededCatalog } from "../support/catalog-fixture";

const CONVENIENCE_PRODUCTS = convenienceProducts(seededCatalog());

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
    expect(CONVENIENCE_PRODUCTS[0]?.offer).toEqual({
      itemNumber: "TZ-CS-101",
      name: "Triple Zero Fuel System Cleaner",
      href: "/products/triple-zero-fuel-system-cleaner",
      size: "gallon",
      minimumOrder: 5,
      price: "42.99",
      quoteOnly: false,
    });
  });

  it("show the price and minimum staff set, and leave out a product staff archived", () => {
    const repriced = catalogWith("TZ-CS-105", (p) => ({
      ...p,
      pricePerGallon: "26.49",
      minimumOrder: 10,
      sizes: p.sizes.map((size) => (size.size === "gallon" ? { ...size, price: "26.49" } : size)),
    }));
    expect(convenienceProducts(repriced).find((p) => p.itemNumber === "TZ-CS-105")).toMatchObject({
      pricePerGallon: "26.49",
      minimumOrder: 10,
    });
    expect(convenienceProducts(catalogWith("TZ-CS-103", null)).map((p) => p.itemNumber)).toEqual([
      "TZ-CS-101",
      "TZ-CS-102",
      "TZ-CS-104",
      "TZ-CS-105",
    ]);
  });
});

describe("the minimum order question", () => {
  const answer = (products: typeof CONVENIENCE_PRODUCTS) =>
    convenienceFaqs(products).find((faq) => faq.question === "What is the minimum order?")?.answer;

  it("gives the range of the minimums on the cards, 3 to 8 gallons as seeded", () => {
    expect(convenienceFaqs(CONVENIENCE_PRODUCTS)).toHaveLength(6);
    expect(answer(CONVENIENCE_PRODUCTS)).toBe(
      "Minimums range from 3 to 8 gallons depending on the product, as listed on each product card. Ask for a quote for larger or mixed orders.",
    );
  });

  it("follows a minimum staff change, and names no range when no product is on sale", () => {
    const products = convenienceProducts(catalogWith("TZ-CS-105", (p) => ({ ...p, minimumOrder: 12 })));
    expect(answer(products)).toMatch(/^Minimums range from 3 to 12 gallons/);
    expect(answer([])).toBe("Minimums depend on the product, as listed on each product card. Ask for a quote for larger or mixed orders.");
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
    expect(recommendationForNeed(need, CONVENIENCE_PRODUCTS)?.products.map((p) => p.itemNumber)).toEqual(itemNumbers);
  });

  it("has an answer for every choice and none for an unknown need", () => {
    expect(storeNeedOptions(CONVENIENCE_PRODUCTS)).toHaveLength(4);
    expect(recommendationForNeed("car-wash", CONVENIENCE_PRODUCTS)).toBeUndefined();
    expect(recommendationForNeed("toString", CONVENIENCE_PRODUCTS)).toBeUndefined();
  });

  it("recommends only products on sale, and offers no choice whose products all are not", () => {
    const products = convenienceProducts(catalogWith("TZ-CS-104", null));
    expect(recommendationForNeed("hot-food-coffee", products)?.products.map((p) => p.itemNumber)).toEqual(["TZ-CS-102"]);
    const withoutRestroom = convenienceProducts(catalogWith("TZ-CS-103", null));
    expect(storeNeedOptions(withoutRestroom).map((option) => option.id)).toEqual(["fuel-islands", "hot-food-coffee", "floors"]);
  });
});
