import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { CATALOG_SIZES } from "@/prisma/seed-data/catalog-sizes";
import {
  bySizeOrder,
  firstChoice,
  minimumOrderMessage,
  minimumQuantity,
  orderedSizeLabel,
  PACK_SIZES,
  type PackSize,
  packSizeLabel,
  productSlug,
  unitCount,
} from "@/lib/catalog/pack-sizes";

describe("pack sizes", () => {
  it("are named as buyers read them", () => {
    expect(PACK_SIZES.map(packSizeLabel)).toEqual([
      "Quart (32 oz)",
      "32 oz Trigger Sprayer",
      "Gallon",
      "5-Gallon Pail",
      "55-Gallon Drum",
      "275-Gallon Tote",
      "Kit",
    ]);
    expect(orderedSizeLabel("pail")).toBe("5-Gallon Pail");
    expect(unitCount(1, "drum")).toBe("1 drum");
    expect(unitCount(20, "quart")).toBe("20 quarts");
  });

  it("sort from the smallest to the largest", () => {
    expect(bySizeOrder([{ size: "tote" }, { size: "gallon" }, { size: "quart" }, { size: "pail" }]).map((s) => s.size)).toEqual([
      "quart",
      "gallon",
      "pail",
      "tote",
    ]);
  });

  it("turn a minimum order in the base size into the same amount of product in each size", () => {
    // A 5-gallon minimum: 20 quarts, 5 gallons, 1 pail, 1 drum.
    expect(minimumQuantity(5, "gallon", "quart")).toBe(20);
    expect(minimumQuantity(5, "gallon", "gallon")).toBe(5);
    expect(minimumQuantity(5, "gallon", "pail")).toBe(1);
    expect(minimumQuantity(5, "gallon", "drum")).toBe(1);
    // 6 gallons are more than one pail: 2 pails.
    expect(minimumQuantity(6, "gallon", "pail")).toBe(2);
    // A one-gallon minimum is 4 sprayers of 32 oz.
    expect(minimumQuantity(1, "gallon", "trigger_sprayer")).toBe(4);
    // The pool line is priced per 32 oz bottle: one bottle.
    expect(minimumQuantity(1, "quart", "quart")).toBe(1);
    expect(minimumQuantity(0, "gallon", "gallon")).toBe(1);
    expect(minimumOrderMessage("Triple Zero Hull Cleaner", 20, "quart")).toBe(
      "The minimum order of Triple Zero Hull Cleaner in the Quart (32 oz) size is 20 quarts",
    );
  });

  it("open a product page on the base size when it can be bought, else on the first size that can, else the first", () => {
    const size = (name: PackSize, quoteOnly = false, inStock = true) => ({ size: name, quoteOnly, inStock });
    const quart = size("quart");
    const gallon = size("gallon");
    const drum = size("drum", true);
    expect(firstChoice([quart, gallon, drum], "gallon")).toBe(gallon);
    // The base size out of stock, or on quote only: the first size in the cart's reach.
    expect(firstChoice([quart, size("gallon", false, false), drum], "gallon")).toBe(quart);
    expect(firstChoice([size("quart", true), size("gallon", true), size("pail")], "gallon")?.size).toBe("pail");
    // Nothing can be bought now: the first size listed, whose button asks for a quote.
    expect(firstChoice([drum, size("tote", true)], "gallon")).toBe(drum);
    expect(firstChoice([], "gallon")).toBeUndefined();
  });

  it("make page addresses from names", () => {
    expect(productSlug("Triple Zero Pool & Spa Descaler")).toBe("triple-zero-pool-and-spa-descaler");
    expect(productSlug("Triple Zero RO/UF Membrane Cleaner")).toBe("triple-zero-ro-uf-membrane-cleaner");
    expect(productSlug("  Crème Brûlée Degreaser!  ")).toBe("creme-brulee-degreaser");
  });
});

describe("the catalog's sizes", () => {
  it("give every product a page address of its own", () => {
    const slugs = CATALOG.map((product) => productSlug(product.name));
    expect(new Set(slugs).size).toBe(CATALOG.length);
  });

  it("give every product its sizes with explicit prices, the list price on the size with its item number", () => {
    for (const product of CATALOG) {
      const sizes = CATALOG_SIZES[product.itemNumber];
      expect(sizes, product.itemNumber).toBeDefined();
      const base = sizes!.find((size) => size.itemNumber === product.itemNumber);
      expect(base?.price, product.itemNumber).toBe(product.pricePerGallon);
      for (const size of sizes!) expect(size.price).toMatch(/^\d+\.\d{2}$/);
    }
    const itemNumbers = Object.values(CATALOG_SIZES).flatMap((sizes) => sizes.map((size) => size.itemNumber));
    expect(new Set(itemNumbers).size).toBe(itemNumbers.length);
  });

  it("sell gallon products from a quart to a tote, drums and totes on quote; the pool bottles by the quart", () => {
    expect(CATALOG_SIZES["TZ-GR-101"]!.map((size) => [size.size, size.quoteOnly ?? false])).toEqual([
      ["quart", false],
      ["trigger_sprayer", false],
      ["gallon", false],
      ["pail", false],
      ["drum", true],
      ["tote", true],
    ]);
    expect(CATALOG_SIZES["TZ-PS-101"]).toEqual([{ size: "quart", itemNumber: "TZ-PS-101", price: "29.95" }]);
    // A pail costs less per gallon than single gallons.
    const hull = CATALOG_SIZES["TZ-GR-101"]!;
    expect(Number(hull.find((s) => s.size === "pail")!.price) / 5).toBeLessThan(Number(hull.find((s) => s.size === "gallon")!.price));
  });
});
