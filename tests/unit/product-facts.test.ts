// Every product states its facts on its page and its sheets, and a lot is measured against their ranges:
// they must exist for the whole catalog, in the ranges a lot is released against.
import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { PRODUCT_FACTS, factsFor } from "@/prisma/seed-data/product-facts";
import {
  factLines,
  formatPh,
  formatSpecificGravity,
  phOf,
  productFactsSchema,
  specificGravityOf,
  type ProductFacts,
} from "@/lib/catalog/facts";

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const kit = CATALOG.find((product) => product.priceUnit === "kit");

describe("the product facts", () => {
  it("has facts for exactly the catalog's products", () => {
    expect(Object.keys(PRODUCT_FACTS).sort()).toEqual(CATALOG.map((product) => product.itemNumber).sort());
  });

  it.each(CATALOG.map((product) => [product.itemNumber, product] as const))("gives %s facts that pass the schema", (itemNumber) => {
    const parsed = productFactsSchema.safeParse(factsFor(itemNumber));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(CATALOG.map((product) => [product.itemNumber, product] as const))(
    "gives %s a release range of pH ± 0.5 and specific gravity ± 0.02, on its chemistry's side of neutral",
    (itemNumber, product) => {
      const facts = factsFor(itemNumber)!;
      for (const component of facts.components) {
        expect(round(component.ph.max - component.ph.min, 1)).toBe(1);
        expect(round(component.specificGravity.max - component.specificGravity.min, 2)).toBe(0.04);
      }
      // The near-neutral pool descaler and multi-purpose cleaner aside, an acid is below 7 and a caustic above.
      if (facts.components.length === 1 && !["TZ-PS-101", "TZ-MP-101"].includes(itemNumber)) {
        const { ph } = facts.components[0]!;
        if (product.chemicalType === "acid") expect(ph.max).toBeLessThan(7);
        else expect(ph.min).toBeGreaterThan(7);
      }
    },
  );

  it("states the catalog's flash point and biodegradability claims", () => {
    for (const facts of Object.values(PRODUCT_FACTS)) {
      expect(facts.flashPoint).toBe("None up to 200 °F (93 °C), closed cup");
      expect(facts.biodegradability).toMatch(/10 days or less/);
    }
  });

  it("gives the draft line kit a caustic and an acid component, alkaline and acidic", () => {
    expect(kit?.itemNumber).toBe("TZ-BK-401");
    const components = factsFor(kit!.itemNumber)!.components;
    expect(components.map((component) => component.name)).toEqual(["Caustic line cleaner", "Acid line cleaner"]);
    expect(components[0]!.ph.min).toBeGreaterThan(11);
    expect(components[1]!.ph.max).toBeLessThan(3);
  });

  it("names no component of a product of one concentrate", () => {
    for (const [itemNumber, facts] of Object.entries(PRODUCT_FACTS)) {
      if (itemNumber === kit?.itemNumber) continue;
      expect(facts.components.map((component) => component.name)).toEqual([null]);
    }
  });

  it("finds no facts for an unknown item number, nor for a name every object has", () => {
    expect(factsFor("TZ-XX-999")).toBeUndefined();
    expect(factsFor("toString")).toBeUndefined();
  });
});

describe("the facts' wording", () => {
  const oneComponent = factsFor("TZ-KD-101")!;
  const kitFacts = factsFor("TZ-BK-401")!;

  it("writes a pH range with one decimal and an en dash, and a single value alone", () => {
    expect(formatPh({ min: 6.7, max: 7.7 })).toBe("6.7–7.7");
    expect(formatPh({ min: 12, max: 13 })).toBe("12.0–13.0");
    expect(formatPh({ min: 7, max: 7 })).toBe("7.0");
    expect(formatSpecificGravity({ min: 1.1, max: 1.14 })).toBe("1.10–1.14");
  });

  it("states a product of one concentrate's pH and specific gravity plainly", () => {
    expect(phOf(oneComponent)).toBe("12.0–13.0");
    expect(specificGravityOf(oneComponent)).toBe("1.10–1.14");
  });

  it("states each of a kit's components by name", () => {
    expect(phOf(kitFacts)).toBe("12.3–13.3 (Caustic line cleaner) / 1.7–2.7 (Acid line cleaner)");
    expect(specificGravityOf(kitFacts)).toBe("1.12–1.16 (Caustic line cleaner) / 1.07–1.11 (Acid line cleaner)");
  });

  it("lists the technical block in its order, every line saying something", () => {
    const lines = factLines(oneComponent);
    expect(lines.map((line) => line.label)).toEqual([
      "pH",
      "Specific gravity",
      "Appearance",
      "Odor",
      "Flash point",
      "Biodegradability",
      "Solubility in water",
      "Shelf life",
      "Storage",
    ]);
    expect(lines[0]!.value).toBe("12.0–13.0");
    expect(lines[2]!.value).toBe("Clear, amber liquid");
    for (const line of lines) expect(line.value.trim()).not.toBe("");
  });

  it("refuses facts whose pH range is upside down or off the scale", () => {
    const broken: ProductFacts = { ...oneComponent, components: [{ ...oneComponent.components[0]!, ph: { min: 13, max: 12 } }] };
    expect(productFactsSchema.safeParse(broken).error?.issues[0]?.path).toEqual(["components", 0, "ph", "max"]);
    const offScale: ProductFacts = { ...oneComponent, components: [{ ...oneComponent.components[0]!, ph: { min: 13, max: 14.5 } }] };
    expect(productFactsSchema.safeParse(offScale).success).toBe(false);
  });
});
