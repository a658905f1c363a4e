// The pool page states what a bottle costs as the catalog holds it, in its cards and its sentences.
import { describe, expect, it } from "vitest";
import { poolBottlePrice, poolFaqs, poolHero, poolProducts, poolSeo, poolWhyChoose } from "@/lib/content/pool-spa";
import type { ProductView } from "@/lib/catalog/read";
import { seededCatalog } from "../support/catalog-fixture";

/** The seeded catalog with the descaler's price changed by staff. */
function withDescalerAt(price: string): ReadonlyMap<string, ProductView> {
  const catalog = new Map(seededCatalog());
  const descaler = catalog.get("TZ-PS-101")!;
  catalog.set("TZ-PS-101", { ...descaler, pricePerGallon: price });
  return catalog;
}

describe("the pool page's prices", () => {
  it("shows both bottles at the catalog's $29.95 and says '$29.95 a bottle'", () => {
    const products = poolProducts(seededCatalog());
    expect(products.map((product) => [product.itemNumber, product.price, product.href])).toEqual([
      ["TZ-PS-101", "$29.95", "/products/triple-zero-pool-and-spa-descaler"],
      ["TZ-PS-102", "$29.95", "/products/triple-zero-pool-and-spa-oil-and-scum-remover"],
    ]);
    const price = poolBottlePrice(products);
    expect(price).toBe("$29.95");
    expect(poolHero(price).highlights[0]).toBe("$29.95 a bottle, shipping included");
    expect(poolSeo(price).description).toContain("cost $29.95 a bottle with shipping included");
  });

  it("follows a staff change, and says 'from' the lower price once the two bottles differ", () => {
    const products = poolProducts(withDescalerAt("26.62"));
    expect(products[0]!.price).toBe("$26.62");
    const price = poolBottlePrice(products);
    expect(price).toBe("from $26.62");
    expect(poolHero(price).highlights[0]).toBe("From $26.62 a bottle, shipping included");
    expect(poolWhyChoose(price).reasons.find((reason) => reason.title === "Shipping included")?.text).toBe(
      "From $26.62 a bottle delivered: no hazmat surcharges and no trip to the pool store.",
    );
    expect(
      poolFaqs(price)
        .map((faq) => faq.answer)
        .join(" "),
    ).toContain("The price, from $26.62 a bottle, includes the delivery.");
  });

  it("leaves out a bottle staff took off sale", () => {
    const catalog = new Map(seededCatalog());
    catalog.delete("TZ-PS-102");
    expect(poolProducts(catalog).map((product) => product.itemNumber)).toEqual(["TZ-PS-101"]);
  });
});
