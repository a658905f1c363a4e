// What a recommendation offers for a product (lib/catalog/offer.ts): made from the catalog as the database
// holds it, so that a staff change to a price or a minimum shows wherever the product is recommended.
import { describe, expect, it } from "vitest";
import { FINDER_PRODUCT_MATRIX } from "@/lib/content/finder";
import { INDUSTRIES } from "@/lib/content/industries";
import { WIZARD_INDUSTRIES } from "@/lib/content/wizard";
import { offerOf, offerPriceLabel, offerQuantityLabel } from "@/lib/catalog/offer";
import { catalogWith, seededCatalog } from "../support/catalog-fixture";

const offer = (itemNumber: string) => offerOf(seededCatalog().get(itemNumber)!);

describe("an offer", () => {
  it("puts 2 gallons of the restaurant kitchen degreaser in the cart at $44.99 per gallon, and one 32 oz bottle of the pool descaler", () => {
    const degreaser = offer("TZ-KD-101");
    expect(degreaser).toMatchObject({
      size: "gallon",
      minimumOrder: 2,
      quoteOnly: false,
      href: "/products/triple-zero-restaurant-kitchen-degreaser",
    });
    expect(offerQuantityLabel(degreaser)).toBe("2 gallons");
    expect(offerPriceLabel(degreaser)).toBe("$44.99 per gallon");
    const descaler = offer("TZ-PS-101");
    expect(descaler.href).toBe("/products/triple-zero-pool-and-spa-descaler");
    expect(offerQuantityLabel(descaler)).toBe("1 quart");
    expect(offerPriceLabel(descaler)).toBe("$29.95 per quart");
  });

  it("follows what staff change: the base size's price, the minimum, a base size put on quote only", () => {
    const changed = catalogWith("TZ-KD-101", (product) => ({
      ...product,
      minimumOrder: 3,
      sizes: product.sizes.map((size) => (size.size === product.baseSize ? { ...size, price: "47.50", quoteOnly: true } : size)),
    })).get("TZ-KD-101")!;
    const degreaser = offerOf(changed);
    expect(offerPriceLabel(degreaser)).toBe("$47.50 per gallon");
    expect(offerQuantityLabel(degreaser)).toBe("3 gallons");
    expect(degreaser.quoteOnly).toBe(true);
  });

  it("exists for every product the wizard, the finder and the industry pages recommend, on the seeded catalog", () => {
    const named = [
      ...WIZARD_INDUSTRIES.flatMap((industry) => industry.applications.map((a) => a.recommendation.itemNumber)),
      ...Object.values(FINDER_PRODUCT_MATRIX).flatMap((byIndustry) => Object.values(byIndustry).flatMap((p) => (p ? [p.itemNumber] : []))),
      ...INDUSTRIES.flatMap((industry) => industry.applications.map((a) => a.itemNumber)),
    ];
    const catalog = seededCatalog();
    expect(named.filter((itemNumber) => !catalog.has(itemNumber))).toEqual([]);
  });
});
