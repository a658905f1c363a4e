import { describe, expect, it } from "vitest";
import {
  cartProblemMessage,
  checkOrderPrice,
  isPriceStale,
  priceCart,
  priceChangedMessage,
  PRICE_HOLDS_MS,
  type CartLineNow,
  type CartQuoteTerms,
  type OrderPricing,
} from "@/lib/domain/order-pricing";

const PRICED_AT = new Date("2026-11-24T10:00:00Z");
const minutesLater = (minutes: number) => new Date(PRICED_AT.getTime() + minutes * 60_000);

const descaler = (quantity: number, overrides: Partial<CartLineNow> = {}): CartLineNow => ({
  productId: 7,
  sizeId: 70,
  size: "quart",
  name: "Triple Zero Pool & Spa Descaler",
  itemNumber: "TZ-PS-101",
  quantity,
  unitPriceCents: 2995,
  archived: false,
  quoteOnly: false,
  minimumQuantity: 1,
  shippingIncluded: true,
  stockQuantity: null,
  ...overrides,
});

/** A gallon of degreaser at $38.99 with a 2-gallon minimum; shipping is not in its price. */
const degreaser = (quantity: number, overrides: Partial<CartLineNow> = {}): CartLineNow => ({
  productId: 8,
  sizeId: 80,
  size: "gallon",
  name: "Triple Zero Kitchen Degreaser",
  itemNumber: "TZ-KD-101",
  quantity,
  unitPriceCents: 3899,
  archived: false,
  quoteOnly: false,
  minimumQuantity: 2,
  shippingIncluded: false,
  stockQuantity: null,
  ...overrides,
});

/** Two $29.95 bottles to Wisconsin as the order has them: free shipping, 5.5% tax, $63.19. */
const order: OrderPricing = {
  pricedAt: PRICED_AT,
  shippingState: "WI",
  items: [{ sizeId: 70, quantity: 2, unitPriceCents: 2995 }],
  totals: { subtotalCents: 5990, shippingCents: 0, taxCents: 329, totalCents: 6319 },
};

describe("a cart's price", () => {
  it("two $29.95 bottles to Wisconsin: $59.90, free shipping, $3.29 tax, $63.19", () => {
    expect(priceCart([descaler(2)], "WI")).toEqual({
      ok: true,
      lines: [
        {
          productId: 7,
          sizeId: 70,
          size: "quart",
          name: "Triple Zero Pool & Spa Descaler",
          itemNumber: "TZ-PS-101",
          quantity: 2,
          unitPriceCents: 2995,
          lineTotalCents: 5990,
          shippingIncluded: true,
        },
      ],
      totals: { subtotalCents: 5990, shippingCents: 0, taxCents: 329, totalCents: 6319 },
    });
  });

  it("refuses an empty cart, an archived product and a quantity the stock cannot fill, naming the product", () => {
    expect(priceCart([], "WI")).toEqual({ ok: false, problem: "empty" });
    expect(priceCart([descaler(1, { archived: true })], "WI")).toMatchObject({
      ok: false,
      problem: "archived",
      name: "Triple Zero Pool & Spa Descaler",
    });
    expect(priceCart([descaler(3, { stockQuantity: 2 })], "WI")).toMatchObject({ ok: false, problem: "out-of-stock", available: 2 });
    expect(priceCart([descaler(2, { stockQuantity: 2 })], "WI")).toMatchObject({ ok: true });
  });

  it("refuses a line under the product's minimum order and a size now sold on quote only", () => {
    expect(priceCart([degreaser(1)], "WI")).toEqual({
      ok: false,
      problem: "below-minimum",
      minimum: 2,
      productId: 8,
      name: "Triple Zero Kitchen Degreaser",
      size: "gallon",
    });
    expect(priceCart([degreaser(2)], "WI")).toMatchObject({ ok: true });
    expect(priceCart([degreaser(2, { quoteOnly: true, size: "drum" })], "WI")).toMatchObject({ ok: false, problem: "quote-only" });
  });

  it("charges no shipping for lines whose price includes it; the $50 rule applies to the rest", () => {
    // One $29.95 bottle alone: shipping is in its price.
    expect(priceCart([descaler(1)], "IL")).toMatchObject({ ok: true, totals: { subtotalCents: 2995, shippingCents: 0 } });
    // $77.98 of degreaser ships free; with a bottle, still free.
    expect(priceCart([degreaser(2), descaler(1)], "IL")).toMatchObject({ ok: true, totals: { shippingCents: 0 } });
    // $38.99 × 1 is under $50 even with $59.90 of bottles beside it: $9.95.
    expect(priceCart([degreaser(1, { minimumQuantity: 1 }), descaler(2)], "IL")).toMatchObject({
      ok: true,
      totals: { subtotalCents: 9889, shippingCents: 995 },
    });
  });

  it("says what stops the order in the shopper's words", () => {
    expect(cartProblemMessage({ problem: "empty" })).toBe("Your cart is empty");
    expect(cartProblemMessage({ problem: "archived", productId: 7, name: "Triple Zero Pool & Spa Descaler", size: "quart" })).toBe(
      "Triple Zero Pool & Spa Descaler is no longer sold online. Please remove it from your cart.",
    );
    expect(
      cartProblemMessage({ problem: "out-of-stock", productId: 7, name: "Triple Zero Pool & Spa Descaler", size: "quart", available: 0 }),
    ).toBe("Triple Zero Pool & Spa Descaler is out of stock. Please remove it from your cart.");
    expect(
      cartProblemMessage({ problem: "out-of-stock", productId: 7, name: "Triple Zero Pool & Spa Descaler", size: "quart", available: 2 }),
    ).toBe("Only 2 of Triple Zero Pool & Spa Descaler are in stock. Please lower the quantity in your cart.");
    expect(
      cartProblemMessage({ problem: "below-minimum", productId: 8, name: "Triple Zero Kitchen Degreaser", size: "gallon", minimum: 2 }),
    ).toBe("The minimum order of Triple Zero Kitchen Degreaser in the Gallon size is 2 gallons. Please raise the quantity in your cart.");
    expect(cartProblemMessage({ problem: "quote-only", productId: 8, name: "Triple Zero Kitchen Degreaser", size: "drum" })).toBe(
      "The 55-Gallon Drum of Triple Zero Kitchen Degreaser is now sold on quote only. Please remove it from your cart and request a quote.",
    );
  });
});

describe("a pending order's price before it is paid", () => {
  it("holds for 30 minutes", () => {
    expect(PRICE_HOLDS_MS).toBe(30 * 60 * 1000);
    expect(isPriceStale(PRICED_AT, minutesLater(30))).toBe(false);
    expect(isPriceStale(PRICED_AT, minutesLater(31))).toBe(true);
  });

  it("is paid as it is when it is recent and the cart prices the same", () => {
    expect(checkOrderPrice(order, [descaler(2)], minutesLater(5))).toEqual({ kind: "current" });
  });

  it("is priced again after 30 minutes; the same amount only gets a new pricing time", () => {
    expect(checkOrderPrice(order, [descaler(2)], minutesLater(45))).toMatchObject({
      kind: "refreshed",
      pricing: { totals: { totalCents: 6319 } },
    });
  });

  it("changes to $69.52 when the price went up to $32.95, however recent the order", () => {
    const check = checkOrderPrice(order, [descaler(2, { unitPriceCents: 3295 })], minutesLater(1));
    expect(check).toMatchObject({
      kind: "changed",
      cartChanged: false,
      pricing: { totals: { subtotalCents: 6590, taxCents: 362, totalCents: 6952 } },
    });
  });

  it("changes when the cart changed: another quantity, another product, a line more", () => {
    expect(checkOrderPrice(order, [descaler(3)], minutesLater(1))).toMatchObject({
      kind: "changed",
      cartChanged: true,
      pricing: { totals: { totalCents: 9479 } },
    });
    const other = degreaser(2);
    expect(checkOrderPrice(order, [other], minutesLater(1))).toMatchObject({ kind: "changed", cartChanged: true });
    expect(checkOrderPrice(order, [descaler(2), { ...other, quantity: 3 }], minutesLater(1))).toMatchObject({
      kind: "changed",
      cartChanged: true,
    });
  });

  it("cannot be paid when a product was archived, the stock ran short or the cart was emptied", () => {
    expect(checkOrderPrice(order, [descaler(2, { archived: true })], minutesLater(1))).toEqual({
      kind: "unavailable",
      reason: { problem: "archived", productId: 7, name: "Triple Zero Pool & Spa Descaler", size: "quart" },
    });
    expect(checkOrderPrice(order, [descaler(2, { stockQuantity: 1 })], minutesLater(1))).toMatchObject({
      kind: "unavailable",
      reason: { problem: "out-of-stock", available: 1 },
    });
    expect(checkOrderPrice(order, [], minutesLater(1))).toEqual({ kind: "unavailable", reason: { problem: "empty" } });
  });

  it("tells the shopper the new total and why", () => {
    expect(priceChangedMessage(6952, false)).toBe(
      "The total of your order changed to $69.52 because our prices changed since this checkout began. Nothing was charged. Please check your order and pay again.",
    );
    expect(priceChangedMessage(9479, true)).toContain("changed to $94.79 because your cart changed");
  });
});

describe("a cart that holds an accepted quote", () => {
  const now = new Date("2026-11-25T18:00:00Z");
  /** Q-1001: one drum of degreaser (quote-only, above the gallon minimum) at 50 % off, $1.00 of bottles, $85 shipping. */
  const quote: CartQuoteTerms = {
    number: "Q-1001",
    status: "accepted",
    validUntil: new Date("2026-12-24T00:00:00Z"),
    shippingCents: 8500,
    lines: [
      { sizeId: 81, quantity: 1, unitPriceCents: 60_000 },
      { sizeId: 70, quantity: 2, unitPriceCents: 50 },
    ],
  };
  const drum = (quantity: number) =>
    degreaser(quantity, {
      sizeId: 81,
      size: "drum",
      itemNumber: "TZ-KD-101-D",
      unitPriceCents: 120_000,
      quoteOnly: true,
      minimumQuantity: 1,
    });

  it("is priced at the quote's prices and shipping for exactly its lines, quote-only sizes included", () => {
    expect(priceCart([drum(1), descaler(2)], "IL", quote, now)).toMatchObject({
      ok: true,
      lines: [
        { sizeId: 81, quantity: 1, unitPriceCents: 60_000, lineTotalCents: 60_000 },
        { sizeId: 70, quantity: 2, unitPriceCents: 50, lineTotalCents: 100 },
      ],
      totals: { subtotalCents: 60_100, shippingCents: 8500 },
    });
  });

  it("is not paid at the quoted price in another quantity: four pails of a one-pail quote stop the checkout", () => {
    expect(priceCart([drum(4), descaler(2)], "IL", quote, now)).toEqual({ ok: false, problem: "quote-changed", number: "Q-1001" });
    expect(priceCart([drum(1), descaler(9)], "IL", quote, now)).toMatchObject({ ok: false, problem: "quote-changed" });
  });

  it("takes no line the quote does not have, and misses none of its lines", () => {
    expect(priceCart([drum(1), descaler(2), degreaser(2)], "IL", quote, now)).toMatchObject({ ok: false, problem: "quote-changed" });
    expect(priceCart([drum(1)], "IL", quote, now)).toMatchObject({ ok: false, problem: "quote-changed" });
    expect(cartProblemMessage({ problem: "quote-changed", number: "Q-1001" })).toBe(
      "Your cart no longer holds exactly quote Q-1001, so it cannot be paid at the quoted prices. Please ask us for a new quote.",
    );
  });

  it("is refused after the quote's valid-until day and once it is withdrawn", () => {
    const after = new Date("2026-12-25T06:00:00Z");
    const expired = priceCart([drum(1), descaler(2)], "IL", quote, after);
    expect(expired).toMatchObject({ ok: false, problem: "quote-ended", number: "Q-1001" });
    expect(cartProblemMessage(expired as Parameters<typeof cartProblemMessage>[0])).toMatch(
      /^Quote Q-1001 expired at the end of December 24, 2026/,
    );
    expect(priceCart([drum(1), descaler(2)], "IL", { ...quote, status: "withdrawn" }, now)).toMatchObject({
      ok: false,
      problem: "quote-ended",
    });
    expect(checkOrderPrice(order, [drum(1), descaler(2)], after, quote)).toMatchObject({
      kind: "unavailable",
      reason: { problem: "quote-ended" },
    });
  });

  it("without the quote, its lines are priced at the catalog's prices and rules", () => {
    expect(priceCart([descaler(2)], "WI")).toMatchObject({ ok: true, lines: [{ unitPriceCents: 2995 }] });
    expect(priceCart([drum(1)], "WI")).toMatchObject({ ok: false, problem: "quote-only" });
  });
});
