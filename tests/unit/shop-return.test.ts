import { describe, expect, it } from "vitest";
import { POOL_SHEETS } from "@/lib/content/pool-sheets";
import { POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { DEFAULT_SHOP_PATH, MAX_SHOP_QUERY, shopPageToRemember, shopReturnPath } from "@/lib/checkout/shop-return";

describe("the shop page Back to Shopping and Continue Shopping return to", () => {
  it("is /pool-spa, as the seed says, when no shop page was visited", () => {
    expect(DEFAULT_SHOP_PATH).toBe(POOL_SPA_PATH);
    expect(shopReturnPath(null)).toBe("/pool-spa");
    expect(shopReturnPath(undefined)).toBe("/pool-spa");
  });

  it("is recorded by the catalog with its category, a product page, search results with their words, and the pool pages", () => {
    expect(shopPageToRemember("/products", "")).toBe("/products");
    expect(shopPageToRemember("/products", "?category=HVAC")).toBe("/products?category=HVAC");
    expect(shopPageToRemember("/products/triple-zero-hull-cleaner", "")).toBe("/products/triple-zero-hull-cleaner");
    expect(shopPageToRemember("/search", "?q=degreaser")).toBe("/search?q=degreaser");
    expect(shopPageToRemember("/pool-spa", "")).toBe("/pool-spa");
    for (const sheet of Object.values(POOL_SHEETS)) expect(shopPageToRemember(sheet.path, "")).toBe(sheet.path);
  });

  it("leaves out the pool pages' one-time payment notices and a product page's query, and a query too long to keep", () => {
    expect(shopPageToRemember("/pool-spa", "?payment=failed")).toBe("/pool-spa");
    expect(shopPageToRemember("/products/triple-zero-hull-cleaner", "?utm_source=mail")).toBe("/products/triple-zero-hull-cleaner");
    expect(shopPageToRemember("/search", `?q=${"a".repeat(MAX_SHOP_QUERY)}`)).toBe("/search");
    expect(shopPageToRemember("/products", "?")).toBe("/products");
  });

  it("is not recorded by other pages: home, checkout, thank-you, an industry page, an old item-number address", () => {
    for (const path of [
      "/",
      "/checkout",
      "/thank-you",
      "/hvac-chemicals",
      "/products/item/TZ-MH-101",
      "/products/",
      "/pool-spa/x",
      "/searches",
    ]) {
      expect(shopPageToRemember(path, ""), path).toBeNull();
    }
  });

  it("returns to the stored page when it is a shop page", () => {
    expect(shopReturnPath("/products/triple-zero-hull-cleaner")).toBe("/products/triple-zero-hull-cleaner");
    expect(shopReturnPath("/products?category=HVAC")).toBe("/products?category=HVAC");
    expect(shopReturnPath("/search?q=pool%20descaler")).toBe("/search?q=pool%20descaler");
    expect(shopReturnPath("/pool-spa-descaler")).toBe("/pool-spa-descaler");
  });

  it("falls back to /pool-spa for anything else storage may hold: other sites, other pages, odd values", () => {
    for (const stored of [
      "//evil.example/products",
      "/\\evil.example",
      "https://evil.example/products",
      "javascript:alert(1)",
      "/admin",
      "/products/../admin",
      "/products/%2e%2e/admin",
      "products",
      "",
      42,
      { path: "/products" },
      `/search?q=${"a".repeat(2000)}`,
    ]) {
      expect(shopReturnPath(stored), String(stored)).toBe("/pool-spa");
    }
  });

  it("drops what a shop page would not have recorded: a payment notice, a fragment", () => {
    expect(shopReturnPath("/pool-spa?payment=failed")).toBe("/pool-spa");
    expect(shopReturnPath("/products/triple-zero-deck-cleaner#benefits")).toBe("/products/triple-zero-deck-cleaner");
  });
});
