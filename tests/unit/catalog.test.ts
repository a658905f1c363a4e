// The static catalog and demo history are seeded as-is, so their promises to the seeds are checked here.
import { describe, it, expect } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { CATEGORIES } from "@/lib/content/categories";
import { DEMO_ORDERS, DEMO_TICKETS } from "@/prisma/seed-data/demo-account";
import type { CatalogProduct } from "@/prisma/seed-data/catalog-types";

function byName(name: string): CatalogProduct {
  const found = CATALOG.find((p) => p.name === name);
  if (!found) throw new Error(`No product named ${name}`);
  return found;
}

function inCategory(id: CatalogProduct["category"]): CatalogProduct[] {
  return CATALOG.filter((p) => p.category === id);
}

describe("the catalog", () => {
  it("has at least 36 products", () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(36);
  });

  it("has a unique item number for every product", () => {
    const numbers = CATALOG.map((p) => p.itemNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^TZ-[A-Z]{2,3}-\d{3}$/);
  });

  it("has a unique name for every product, each in the Triple Zero line", () => {
    const names = CATALOG.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n.startsWith("Triple Zero ")).toBe(true);
  });

  it("uses only known categories and stocks every one of them", () => {
    const known = new Set(CATEGORIES.map((c) => c.id));
    for (const p of CATALOG) expect(known.has(p.category)).toBe(true);
    for (const c of CATEGORIES) expect(inCategory(c.id).length).toBeGreaterThan(0);
  });

  it("prices every product with two decimals between $1 and $500", () => {
    for (const p of CATALOG) {
      expect(p.pricePerGallon).toMatch(/^\d+\.\d{2}$/);
      const price = Number(p.pricePerGallon);
      expect(price).toBeGreaterThanOrEqual(1);
      expect(price).toBeLessThanOrEqual(500);
    }
  });

  it("asks for a whole-number minimum order of 1 to 10", () => {
    for (const p of CATALOG) {
      expect(Number.isInteger(p.minimumOrder)).toBe(true);
      expect(p.minimumOrder).toBeGreaterThanOrEqual(1);
      expect(p.minimumOrder).toBeLessThanOrEqual(10);
    }
  });

  it("describes every product with 3-5 benefits, 3-5 applications and a specs line", () => {
    for (const p of CATALOG) {
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.benefits.length).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length).toBeLessThanOrEqual(5);
      expect(p.applications.length).toBeGreaterThanOrEqual(3);
      expect(p.applications.length).toBeLessThanOrEqual(5);
      expect(p.concentration).toBeTruthy();
    }
  });

  it("claims no certifications the company does not hold", () => {
    for (const p of CATALOG) {
      const text = [p.description, ...p.benefits, ...p.applications].join(" ");
      expect(text, p.name).not.toMatch(/\bNSF\b|\bEPA\b|certified|registered/i);
    }
  });

  it("sells the pool and spa descaler and oil and scum remover at $29.95", () => {
    for (const name of ["Triple Zero Pool & Spa Descaler", "Triple Zero Pool & Spa Oil & Scum Remover"]) {
      const p = byName(name);
      expect(p.category).toBe("POOL_SPA");
      expect(p.pricePerGallon).toBe("29.95");
      expect(p.priceUnit).toBe("32 oz bottle");
      expect(p.minimumOrder).toBe(1);
    }
    expect(byName("Triple Zero Pool & Spa Descaler").concentration).toContain("15%-100%");
    expect(byName("Triple Zero Pool & Spa Oil & Scum Remover").concentration).toContain("1%-99%");
  });

  it("lists the five convenience products with their seed prices and minimums", () => {
    const expected: [string, string, number][] = [
      ["Triple Zero Fuel System Cleaner", "42.99", 5],
      ["Triple Zero C-Store Kitchen Degreaser", "38.99", 4],
      ["Triple Zero Restroom Cleaner", "29.99", 6],
      ["Triple Zero Coffee Equipment Cleaner", "35.99", 3],
      ["Triple Zero Floor & Surface Cleaner", "24.99", 8],
    ];
    for (const [name, price, minimum] of expected) {
      const p = byName(name);
      expect(p.category).toBe("CONVENIENCE_STORE");
      expect(p.pricePerGallon).toBe(price);
      expect(p.minimumOrder).toBe(minimum);
    }
    expect(byName("Triple Zero Fuel Pump Residue Remover").category).toBe("CONVENIENCE_STORE");
  });

  it("prices the four grill products at the grill store's prices", () => {
    const prices = inCategory("GRILL_CLEANING")
      .map((p) => p.pricePerGallon)
      .sort();
    expect(prices).toEqual(["59.99", "69.99", "79.99", "89.99"]);
  });

  it("keeps brewery prices inside the brewery store's ranges", () => {
    for (const p of inCategory("BEER_LINE_BREWERY")) {
      const price = Number(p.pricePerGallon);
      if (p.priceUnit === "kit") {
        expect(price).toBeGreaterThanOrEqual(84.99);
        expect(price).toBeLessThanOrEqual(149.99);
      } else {
        expect(price).toBeGreaterThanOrEqual(89.99);
        expect(price).toBeLessThanOrEqual(124.99);
      }
    }
    expect(inCategory("BEER_LINE_BREWERY").some((p) => p.priceUnit === "kit")).toBe(true);
  });

  it("names a product for every recommendation of the home wizard", () => {
    const wanted = [
      "acid beer-line",
      "caustic beer-line",
      "tank",
      "kitchen degreaser",
      "hood",
      "floor",
      "toilet",
      "descaler",
      "membrane",
      "resin",
      "hull",
      "teak",
      "deck",
      "coil",
      "boiler",
      "heat exchanger",
      "dairy",
      "poultry",
      "livestock",
      "irrigation",
      "fuel pump",
      "smoker",
      "grill",
    ];
    const names = CATALOG.map((p) => p.name.toLowerCase());
    const missing = wanted.filter((w) => !names.some((n) => n.includes(w)));
    expect(missing).toEqual([]);
  });

  it("marks descalers and acid cleaners as acid and degreasers as caustic", () => {
    for (const p of CATALOG) {
      const name = p.name.toLowerCase();
      if (name.includes("descaler") || name.includes("acid") || name.includes("membrane")) {
        expect(p.chemicalType, p.name).toBe("acid");
      }
      if (name.includes("degreaser") || name.includes("caustic") || name.includes("hood")) {
        expect(p.chemicalType, p.name).toBe("caustic");
      }
    }
  });
});

describe("the demo account", () => {
  const itemNumbers = new Map(CATALOG.map((p) => [p.itemNumber, p]));

  it("every demo order names products in the catalog", () => {
    for (const order of DEMO_ORDERS) {
      expect(order.items.length).toBeGreaterThan(0);
      for (const item of order.items) {
        const product = itemNumbers.get(item.itemNumber);
        expect(product, item.itemNumber).toBeDefined();
        expect(item.quantity).toBeGreaterThanOrEqual(product?.minimumOrder ?? 1);
      }
    }
  });

  it("has four orders spread over the past five months", () => {
    expect(DEMO_ORDERS).toHaveLength(4);
    expect(new Set(DEMO_ORDERS.map((o) => o.reference)).size).toBe(4);
    for (const o of DEMO_ORDERS) {
      expect(o.daysAgo).toBeGreaterThanOrEqual(10);
      expect(o.daysAgo).toBeLessThanOrEqual(150);
    }
  });

  it("has one resolved, one in-progress and one open ticket, each opened by the customer", () => {
    expect(DEMO_TICKETS.map((t) => t.status).sort()).toEqual(["in_progress", "open", "resolved"]);
    expect(new Set(DEMO_TICKETS.map((t) => t.sequence)).size).toBe(DEMO_TICKETS.length);
    for (const t of DEMO_TICKETS) {
      expect(t.messages[0]?.from).toBe("customer");
      expect(t.messages[0]?.daysAgo).toBe(t.daysAgo);
      for (const m of t.messages) expect(m.daysAgo).toBeLessThanOrEqual(t.daysAgo);
    }
  });
});
