import { describe, expect, it } from "vitest";
import { CATALOG } from "@/lib/content/catalog";
import { CATALOG_SIZES } from "@/lib/content/catalog-sizes";
import { FINDER_PRODUCT_MATRIX } from "@/lib/content/finder";
import { INDUSTRIES } from "@/lib/content/industries";
import { OFFER_ROWS, offerPriceLabel, offerQuantityLabel, productOffer, requireProductOffer } from "@/lib/content/product-offers";
import { WIZARD_INDUSTRIES } from "@/lib/content/wizard";
import { productSlug } from "@/lib/catalog/pack-sizes";

describe("the offers recommendations make", () => {
  it("copy each catalog product's name, base size, minimum order and base-size price exactly", () => {
    const fromCatalog = Object.fromEntries(
      CATALOG.map((product) => {
        const base = CATALOG_SIZES[product.itemNumber]?.find((size) => size.itemNumber === product.itemNumber);
        const row = [product.name, base?.size, product.minimumOrder, base?.price, ...(base?.quoteOnly ? [true] : [])];
        return [product.itemNumber, row];
      }),
    );
    // On failure: copy the expected rows into lib/content/product-offers.ts.
    expect(OFFER_ROWS).toEqual(fromCatalog);
  });

  it("link each product to its page, /products/{slug of its name}", () => {
    expect(productOffer("TZ-PS-101")?.href).toBe("/products/triple-zero-pool-and-spa-descaler");
    for (const product of CATALOG) expect(productOffer(product.itemNumber)?.href).toBe(`/products/${productSlug(product.name)}`);
  });

  it("put 2 gallons of the restaurant kitchen degreaser in the cart at $44.99 per gallon, and one 32 oz bottle of the pool descaler", () => {
    const degreaser = requireProductOffer("TZ-KD-101");
    expect(degreaser).toMatchObject({ size: "gallon", minimumOrder: 2, quoteOnly: false });
    expect(offerQuantityLabel(degreaser)).toBe("2 gallons");
    expect(offerPriceLabel(degreaser)).toBe("$44.99 per gallon");
    const descaler = requireProductOffer("TZ-PS-101");
    expect(offerQuantityLabel(descaler)).toBe("1 quart");
    expect(offerPriceLabel(descaler)).toBe("$29.95 per quart");
  });

  it("know nothing of an item number the catalog does not have, nor of inherited names", () => {
    expect(productOffer("TZ-XX-999")).toBeUndefined();
    expect(productOffer("toString")).toBeUndefined();
    expect(() => requireProductOffer("TZ-XX-999")).toThrow(/TZ-XX-999/);
  });

  it("exist for every product the wizard, the finder and the industry pages recommend", () => {
    const named = [
      ...WIZARD_INDUSTRIES.flatMap((industry) => industry.applications.map((a) => a.recommendation.itemNumber)),
      ...Object.values(FINDER_PRODUCT_MATRIX).flatMap((byIndustry) => Object.values(byIndustry).flatMap((p) => (p ? [p.itemNumber] : []))),
      ...INDUSTRIES.flatMap((industry) => industry.applications.map((a) => a.itemNumber)),
    ];
    expect(named.filter((itemNumber) => !productOffer(itemNumber))).toEqual([]);
  });
});
