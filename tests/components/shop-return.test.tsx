// Back to Shopping and Continue Shopping return to the shop page the shopper last visited in this tab,
// which the shop pages record with <RememberShopPage />; /pool-spa without one.
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { ShopReturnLink } from "@/components/cart/shop-return-link";
import { EmptyCart } from "@/components/checkout/checkout-status";
import { GenericThankYou } from "@/components/thank-you/generic-thank-you";
import { SHOP_RETURN_KEY } from "@/lib/checkout/shop-return";
import { navigation } from "./support/module-mocks";

function visit(pathname: string, search = "") {
  navigation.setPathname(pathname);
  navigation.setSearch(search);
  return render(<RememberShopPage />);
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe("the shop page Continue Shopping returns to", () => {
  it("is /pool-spa when no shop page was visited", () => {
    render(<EmptyCart />);
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/pool-spa");
  });

  it("is the product page visited last, from the empty cart and the thank-you page alike", () => {
    visit("/products/triple-zero-hull-cleaner").unmount();
    expect(window.sessionStorage.getItem(SHOP_RETURN_KEY)).toBe("/products/triple-zero-hull-cleaner");
    render(<EmptyCart />);
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/products/triple-zero-hull-cleaner");
    render(<GenericThankYou />);
    expect(screen.getAllByRole("link", { name: "Continue Shopping" }).map((link) => link.getAttribute("href"))).toEqual([
      "/products/triple-zero-hull-cleaner",
      "/products/triple-zero-hull-cleaner",
    ]);
  });

  it("keeps the catalog's category and is replaced by the next shop page, but not by other pages", () => {
    visit("/products", "category=HVAC").unmount();
    expect(window.sessionStorage.getItem(SHOP_RETURN_KEY)).toBe("/products?category=HVAC");
    visit("/pool-spa-descaler", "payment=failed").unmount();
    expect(window.sessionStorage.getItem(SHOP_RETURN_KEY)).toBe("/pool-spa-descaler");
    visit("/checkout").unmount();
    expect(window.sessionStorage.getItem(SHOP_RETURN_KEY)).toBe("/pool-spa-descaler");
  });

  it("records a change of the catalog's category made without leaving the page", () => {
    const page = visit("/products");
    expect(window.sessionStorage.getItem(SHOP_RETURN_KEY)).toBe("/products");
    navigation.setSearch("category=MARINE");
    page.rerender(<RememberShopPage />);
    expect(window.sessionStorage.getItem(SHOP_RETURN_KEY)).toBe("/products?category=MARINE");
  });

  it("ignores what storage holds when it is not a shop page of this site", () => {
    for (const stored of ["//evil.example/products", "/admin", "https://evil.example/", "not a path"]) {
      window.sessionStorage.setItem(SHOP_RETURN_KEY, stored);
      const { unmount } = render(<ShopReturnLink>Back to Shopping</ShopReturnLink>);
      expect(screen.getByRole("link", { name: "Back to Shopping" }).getAttribute("href"), stored).toBe("/pool-spa");
      unmount();
    }
  });
});
