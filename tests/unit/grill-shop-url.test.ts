import { describe, expect, it } from "vitest";
import { GRILL_PRODUCTS } from "@/lib/content/grill";
import { grillQuoteMailto, grillShopUrl } from "@/lib/domain/grill-shop-url";

describe("grill products", () => {
  it("are the catalog's four grill items at 89.99, 59.99, 79.99 and 69.99 a gallon", () => {
    expect(GRILL_PRODUCTS.map((p) => p.price)).toEqual(["89.99", "59.99", "79.99", "69.99"]);
  });

  it("each come in sizes whose first is 1 Gallon at the catalog price", () => {
    for (const product of GRILL_PRODUCTS) {
      expect(product.sizes.map((s) => s.label)).toEqual(["1 Gallon", "5 Gallon Pail", "55 Gallon Drum"]);
      expect(product.sizes[0]?.price).toBe(product.price);
      for (const size of product.sizes) expect(size.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("include one out of stock, to show that state", () => {
    expect(GRILL_PRODUCTS.filter((p) => !p.inStock)).toHaveLength(1);
  });
});

describe("Buy Now: the grill store's /shop URL", () => {
  it("carries product, size, quantity and price", () => {
    const url = new URL(
      grillShopUrl("https://grill.triplezero.example", {
        product: "Triple Zero Smoker Cleaner",
        size: "5 Gallon Pail",
        quantity: 3,
        price: "269.95",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://grill.triplezero.example/shop");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product: "Triple Zero Smoker Cleaner",
      size: "5 Gallon Pail",
      quantity: "3",
      price: "269.95",
    });
  });

  it("encodes names with & and keeps a store URL's path, without doubling a trailing slash", () => {
    const url = grillShopUrl("https://shops.example/grill/", {
      product: "Triple Zero Grill & Oven Cleaner Concentrate",
      size: "1 Gallon",
      quantity: 1,
      price: "89.99",
    });
    expect(url).toBe(
      "https://shops.example/grill/shop?product=Triple+Zero+Grill+%26+Oven+Cleaner+Concentrate&size=1+Gallon&quantity=1&price=89.99",
    );
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses quantity %s", (quantity) => {
    expect(() => grillShopUrl("https://grill.example", { product: "X", size: "1 Gallon", quantity, price: "1.00" })).toThrow(RangeError);
  });

  it("refuses a price that is not dollars and cents", () => {
    expect(() => grillShopUrl("https://grill.example", { product: "X", size: "1 Gallon", quantity: 1, price: "$89.99" })).toThrow(
      RangeError,
    );
  });
});

describe("Request Quote: the mail draft", () => {
  const href = grillQuoteMailto("sales@triplezero.example", {
    product: "Triple Zero Grill & Oven Cleaner Concentrate",
    size: "55 Gallon Drum",
    quantity: 2,
  });
  const [address, query = ""] = href.replace(/^mailto:/, "").split("?");
  const params = Object.fromEntries(query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)));

  it("is addressed to the sales e-mail with subject 'Quote Request: {product}'", () => {
    expect(href.startsWith("mailto:")).toBe(true);
    expect(address).toBe("sales@triplezero.example");
    expect(params.subject).toBe("Quote Request: Triple Zero Grill & Oven Cleaner Concentrate");
  });

  it("lists product, size and quantity in the body", () => {
    expect(params.body).toContain("Product: Triple Zero Grill & Oven Cleaner Concentrate");
    expect(params.body).toContain("Size: 55 Gallon Drum");
    expect(params.body).toContain("Quantity: 2");
  });

  it("encodes spaces as %20, not +, so mail clients show them as spaces", () => {
    expect(query).not.toContain("+");
    expect(query).toContain("%20");
  });
});
