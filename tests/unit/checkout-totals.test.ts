import { describe, expect, it } from "vitest";
import type { CartItemView } from "@/lib/cart/schemas";
import {
  amountString,
  cartSignature,
  checkoutLines,
  checkoutTotals,
  fallbackTax,
  payPalItems,
  taxCentsFromAnswer,
  unitPriceCents,
} from "@/lib/checkout/totals";

const item = (productId: number, price: string, quantity: number, shippingIncluded = false): CartItemView => ({
  id: productId,
  productId,
  sizeId: productId * 10,
  quantity,
  minimumQuantity: 1,
  size: { id: productId * 10, code: "gallon", label: "Gallon" },
  product: {
    id: productId,
    name: `Product ${productId}`,
    slug: `product-${productId}`,
    itemNumber: `TZ-${productId}`,
    pricePerGallon: price,
    priceUnit: "gallon",
    shippingIncluded,
  },
});

describe("checkout totals", () => {
  it("reads the cart's dollar prices; a missing or unreadable price counts as 0", () => {
    expect(unitPriceCents("$29.95")).toBe(2995);
    expect(unitPriceCents("")).toBe(0);
    expect(unitPriceCents(undefined)).toBe(0);
    expect(unitPriceCents("call us")).toBe(0);
  });

  it("charges $9.95 shipping at a $49.99 subtotal and says how much more makes it free", () => {
    const totals = checkoutTotals(checkoutLines([item(1, "$49.99", 1)]), null);
    expect(totals).toEqual({
      subtotalCents: 4999,
      shippingCents: 995,
      taxCents: null,
      totalCents: 5994,
      freeShipping: false,
      toFreeShippingCents: 1,
    });
  });

  it("ships free from a $50.00 subtotal and adds the tax to the total", () => {
    const totals = checkoutTotals(checkoutLines([item(1, "$25.00", 2)]), 275);
    expect(totals).toMatchObject({ subtotalCents: 5000, shippingCents: 0, freeShipping: true, totalCents: 5275 });
  });

  it("leaves lines whose price includes shipping out of the shipping rule", () => {
    // A $29.95 bottle with shipping in its price: nothing to add.
    expect(checkoutTotals(checkoutLines([item(1, "$29.95", 1, true)]), null)).toMatchObject({ shippingCents: 0, freeShipping: true });
    // $20 of other goods beside $59.90 of such bottles: $9.95, and $30 more makes it free.
    expect(checkoutTotals(checkoutLines([item(1, "$29.95", 2, true), item(2, "$20.00", 1)]), null)).toMatchObject({
      subtotalCents: 7990,
      shippingCents: 995,
      toFreeShippingCents: 3000,
    });
  });

  it("multiplies the unit price by the quantity per line", () => {
    const [line] = checkoutLines([item(7, "$29.95", 3)]);
    expect(line).toMatchObject({ productId: 7, unitPriceCents: 2995, lineTotalCents: 8985 });
    expect(amountString(8985)).toBe("89.85");
  });

  it("falls back to 5.5% for Wisconsin only when the tax call fails", () => {
    expect(fallbackTax(5990, "WI")).toBe(329);
    expect(fallbackTax(5990, "Wisconsin")).toBe(329);
    expect(fallbackTax(5990, "IL")).toBe(0);
  });

  it("reads the tax call's totalTax as cents", () => {
    expect(taxCentsFromAnswer({ totalTax: 3.29 })).toBe(329);
    expect(taxCentsFromAnswer({ totalTax: "3.29" })).toBe(329);
    expect(taxCentsFromAnswer({ error: "Invalid request" })).toBeUndefined();
    expect(taxCentsFromAnswer({ totalTax: -1 })).toBeUndefined();
  });

  it("lists the PayPal items with 2-decimal prices and fingerprints the cart", () => {
    const lines = checkoutLines([item(1, "$29.95", 2), item(2, "$5", 1)]);
    expect(payPalItems(lines)).toEqual([
      { productId: 1, productName: "Product 1", quantity: 2, price: "29.95" },
      { productId: 2, productName: "Product 2", quantity: 1, price: "5.00" },
    ]);
    expect(cartSignature(lines)).toBe("TZ-1x2,TZ-2x1");
  });
});
