// The restaurant, food service and professional / DIY pages' products: the catalog's, as staff keep it.
import { describe, expect, it } from "vitest";
import { BREWERY_ITEM_NUMBERS } from "@/lib/content/brewery";
import { CONVENIENCE_ITEM_NUMBERS } from "@/lib/content/convenience";
import { FOOD_SERVICE_ITEM_NUMBERS, foodServiceApplications } from "@/lib/content/food-service";
import { GRILL_ITEM_NUMBERS } from "@/lib/content/grill";
import { RESTAURANT_CLEANING_ITEM_NUMBERS, priceParts, restaurantCleaningProducts, teakFeature } from "@/lib/content/restaurant-cleaning";
import { RESTAURANT_ITEM_NUMBERS, kitchenDegreaser, restaurantApplications } from "@/lib/content/restaurants";
import type { ProductView } from "@/lib/catalog/read";
import { catalogWith, seededCatalog } from "../support/catalog-fixture";

const SEEDED = seededCatalog();

/** A staff price change: the list price and the base size's price. */
const repriced = (itemNumber: string, price: string) =>
  catalogWith(itemNumber, (p: ProductView) => ({
    ...p,
    pricePerGallon: price,
    sizes: p.sizes.map((size) => (size.itemNumber === itemNumber ? { ...size, price } : size)),
  }));

describe("the item numbers the pages name", () => {
  it.each([
    ["convenience store", CONVENIENCE_ITEM_NUMBERS, "CONVENIENCE_STORE"],
    ["grill", GRILL_ITEM_NUMBERS, "GRILL_CLEANING"],
    ["brewery", BREWERY_ITEM_NUMBERS, "BEER_LINE_BREWERY"],
  ])("are %s products of the seeded catalog", (_page, itemNumbers, category) => {
    expect(itemNumbers.map((itemNumber) => SEEDED.get(itemNumber)?.categoryId)).toEqual(itemNumbers.map(() => category));
  });

  it("are seeded products on the restaurant, food service and professional / DIY pages", () => {
    const named = [...RESTAURANT_ITEM_NUMBERS, ...FOOD_SERVICE_ITEM_NUMBERS, ...RESTAURANT_CLEANING_ITEM_NUMBERS];
    expect(named.filter((itemNumber) => !SEEDED.has(itemNumber))).toEqual([]);
  });
});

describe("the restaurant page", () => {
  it("recommends for each of its four jobs the catalog product, and features the kitchen degreaser", () => {
    const applications = restaurantApplications(SEEDED);
    expect(applications.map((a) => [a.id, a.product?.itemNumber])).toEqual([
      ["kitchen-degreasing", "TZ-KD-101"],
      ["hood-cleaning", "TZ-HC-101"],
      ["kitchen-descaling", "TZ-DS-101"],
      ["floor-cleaning", "TZ-FC-101"],
    ]);
    expect(applications[0]?.product).toMatchObject({
      name: "Triple Zero Restaurant Kitchen Degreaser",
      chemicalType: "caustic",
      offer: { href: "/products/triple-zero-restaurant-kitchen-degreaser", size: "gallon", minimumOrder: 2, price: "44.99" },
    });
    expect(kitchenDegreaser(SEEDED)?.itemNumber).toBe("TZ-KD-101");
  });

  it("offers the price staff set; a job whose product staff archived is shown without it, and the feature is left out", () => {
    expect(restaurantApplications(repriced("TZ-HC-101", "52.00"))[1]?.product?.offer.price).toBe("52.00");
    const archived = catalogWith("TZ-KD-101", null);
    expect(restaurantApplications(archived).map((a) => [a.id, a.product?.itemNumber])).toEqual([
      ["kitchen-degreasing", undefined],
      ["hood-cleaning", "TZ-HC-101"],
      ["kitchen-descaling", "TZ-DS-101"],
      ["floor-cleaning", "TZ-FC-101"],
    ]);
    expect(kitchenDegreaser(archived)).toBeUndefined();
  });
});

describe("the food service page", () => {
  it("recommends for each of its five jobs the catalog product", () => {
    expect(foodServiceApplications(SEEDED).map((a) => [a.id, a.product?.name])).toEqual([
      ["kitchen-degreasing", "Triple Zero Restaurant Kitchen Degreaser"],
      ["kitchen-descaling", "Triple Zero Kitchen Descaler"],
      ["hood-cleaning", "Triple Zero Hood Cleaner"],
      ["floor-cleaning", "Triple Zero Kitchen Floor Cleaner"],
      ["toilet-urinal", "Triple Zero Toilet & Urinal Cleaner"],
    ]);
  });

  it("follows staff: a new price and name, and no product for a job whose product was archived", () => {
    const renamed = catalogWith("TZ-TU-101", (p) => ({
      ...p,
      name: "Triple Zero Restroom Bowl Cleaner",
      slug: "triple-zero-restroom-bowl-cleaner",
    }));
    expect(foodServiceApplications(renamed)[4]?.product?.offer).toMatchObject({
      name: "Triple Zero Restroom Bowl Cleaner",
      href: "/products/triple-zero-restroom-bowl-cleaner",
    });
    expect(foodServiceApplications(repriced("TZ-DS-101", "41.00"))[1]?.product?.offer.price).toBe("41.00");
    expect(foodServiceApplications(catalogWith("TZ-FC-101", null))[3]).toMatchObject({ id: "floor-cleaning", product: undefined });
  });
});

describe("the professional / DIY page", () => {
  const products = restaurantCleaningProducts(SEEDED);

  it("sells the catalog's gallons at their prices and minimums, and quotes its own at its static prices", () => {
    const grill = products.professional.find((p) => p.id === "grill-oven-concentrate");
    expect(grill).toMatchObject({
      name: "Triple Zero Grill & Oven Cleaner Concentrate",
      price: "89.99",
      unit: "gallon",
      purchase: { kind: "cart", itemNumber: "TZ-GR-101", minimumOrder: 1 },
      formula: { href: "/products/triple-zero-grill-and-oven-cleaner-concentrate" },
    });
    expect(priceParts(grill!)).toEqual({ amount: "$89.99", per: "per gallon" });
    expect(products.professional.map((p) => p.purchase.kind)).toEqual(["cart", "quote", "quote", "cart", "cart", "quote"]);
    const quart = products.diy.find((p) => p.id === "degreaser-quart");
    expect(quart).toMatchObject({ price: "24.99", unit: "quart", purchase: { kind: "quote", size: "1 quart", itemNumber: "TZ-KD-101" } });
    expect(quart?.formula?.itemNumber).toBe("TZ-KD-101");
    expect(products.diy).toHaveLength(6);
  });

  it("shows the price staff set, leaves out a catalog product staff archived, and quotes a base size staff put on quote only", () => {
    expect(restaurantCleaningProducts(repriced("TZ-BL-102", "96.50")).professional[3]?.price).toBe("96.50");
    expect(restaurantCleaningProducts(catalogWith("TZ-BL-101", null)).professional.map((p) => p.id)).not.toContain("acid-line-cleaner");
    const onQuote = catalogWith("TZ-GR-101", (p) => ({
      ...p,
      sizes: p.sizes.map((size) => (size.itemNumber === "TZ-GR-101" ? { ...size, quoteOnly: true } : size)),
    }));
    expect(restaurantCleaningProducts(onQuote).professional[0]?.purchase).toEqual({
      kind: "quote",
      size: "1 gallon",
      itemNumber: "TZ-GR-101",
    });
    // A quart made from a formula no longer on sale is still quoted, without a link to the formula.
    const quart = restaurantCleaningProducts(catalogWith("TZ-DS-101", null)).diy.find((p) => p.id === "descaler-quart");
    expect(quart).toMatchObject({ purchase: { kind: "quote", itemNumber: "TZ-DS-101" } });
    expect(quart?.formula).toBeUndefined();
  });

  it("features the teak cleaner: the DIY quart quoted at $34.99, the catalog's gallon in the cart; none once archived", () => {
    const teak = teakFeature(SEEDED);
    expect(teak?.diy).toMatchObject({ name: "Triple Zero Teak Furniture Cleaner, DIY Quart", price: "34.99", purchase: { kind: "quote" } });
    expect(teak?.professional).toMatchObject({ price: "79.99", unit: "gallon", purchase: { kind: "cart", itemNumber: "TZ-MT-101" } });
    expect(teakFeature(catalogWith("TZ-MT-101", null))).toBeUndefined();
  });
});
