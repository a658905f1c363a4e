import { describe, expect, it } from "vitest";
import { grillProducts } from "@/lib/content/grill";
import { grillQuoteMailto, grillShopUrl } from "@/lib/domain/grill-shop-url";
import { catalogWith, seededCatalog } from "../support/catalog-fixture";

const GRILL_PRODUCTS = grillProducts(seededCatalog());

describe("grill products", () => {
  it("are the catalog's four grill items at 89.99, 59.99, 79.99 and 69.99 a gallon", () => {
    expect(GRILL_PRODUCTS.map((p) => [p.itemNumber, p.price])).toEqual([
      ["TZ-GR-101", "89.99"],
      ["TZ-GR-102", "59.99"],
      ["TZ-GR-103", "79.99"],
      ["TZ-GR-104", "69.99"],
    ]);
  });

  it("each come in the gallon, pail and drum the catalog sells, the first the gallon at the catalog price", () => {
    for (const product of GRILL_PRODUCTS) {
      expect(product.sizes.map((s) => s.label)).toEqual(["1 Gallon", "5 Gallon Pail", "55 Gallon Drum"]);
      expect(product.sizes[0]?.price).toBe(product.price);
      for (const size of product.sizes) expect(size.price).toMatch(/^\d+\.\d{2}$/);
    }
    expect(GRILL_PRODUCTS[1]?.sizes).toEqual([
      { label: "1 Gallon", price: "59.99" },
      { label: "5 Gallon Pail", price: "269.99" },
      { label: "55 Gallon Drum", price: "2639.99" },
    ]);
  });

  it("are in stock as seeded, and out of stock once staff count none of their sizes", () => {
    expect(GRILL_PRODUCTS.every((p) => p.inStock)).toBe(true);
    const soldOut = grillProducts(
      catalogWith("TZ-GR-104", (p) => ({ ...p, inStock: false, sizes: p.sizes.map((size) => ({ ...size, inStock: false })) })),
    );
    expect(soldOut.filter((p) => !p.inStock).map((p) => p.itemNumber)).toEqual(["TZ-GR-104"]);
  });

  it("show the prices and sizes staff set, and leave out a product staff archived", () => {
    const changed = grillProducts(
      catalogWith("TZ-GR-102", (p) => ({
        ...p,
        pricePerGallon: "61.50",
        sizes: p.sizes.filter((size) => size.size !== "drum").map((size) => (size.size === "gallon" ? { ...size, price: "61.50" } : size)),
      })),
    );
    expect(changed[1]).toMatchObject({
      price: "61.50",
      sizes: [
        { label: "1 Gallon", price: "61.50" },
        { label: "5 Gallon Pail", price: "269.99" },
      ],
    });
    expect(grillProducts(catalogWith("TZ-GR-103", null)).map((p) => p.itemNumber)).toEqual(["TZ-GR-101", "TZ-GR-102", "TZ-GR-104"]);
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
