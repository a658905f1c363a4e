import { describe, expect, it } from "vitest";
import { orderTotals } from "@/lib/domain/order-totals";
import { shippingCents } from "@/lib/domain/shipping";
import { fallbackTaxCents, STATE_TAX_RATES, taxCents, taxRateFor, toStateCode, US_STATES } from "@/lib/domain/tax";

describe("shipping", () => {
  it("is free when the subtotal is $50 or more", () => {
    expect(shippingCents(5000)).toBe(0);
    expect(shippingCents(12000)).toBe(0);
  });

  it("costs $9.95 below $50", () => {
    expect(shippingCents(4999)).toBe(995);
    expect(shippingCents(2995)).toBe(995);
  });

  it("costs nothing on an empty cart", () => {
    expect(shippingCents(0)).toBe(0);
  });
});

describe("tax", () => {
  it("lists the 50 states plus DC, each with a rate", () => {
    expect(US_STATES).toHaveLength(51);
    for (const [code] of US_STATES) expect(STATE_TAX_RATES[code]).toBeGreaterThanOrEqual(0);
  });

  it("knows a state by its code or its name", () => {
    expect(toStateCode("wi")).toBe("WI");
    expect(toStateCode("Wisconsin")).toBe("WI");
    expect(toStateCode("Atlantis")).toBeUndefined();
    expect(taxRateFor("OR")).toBe(0);
  });

  it("charges 5.5% in Wisconsin", () => {
    expect(taxCents(10000, "WI")).toBe(550);
  });

  it("refuses an unknown state", () => {
    expect(() => taxCents(10000, "ZZ")).toThrow(RangeError);
  });

  it("falls back to 5.5% for Wisconsin only when the tax call fails", () => {
    expect(fallbackTaxCents(10000, "Wisconsin")).toBe(550);
    expect(fallbackTaxCents(10000, "WI")).toBe(550);
    expect(fallbackTaxCents(10000, "IL")).toBe(0);
  });
});

describe("order totals", () => {
  it("adds shipping below $50: one $29.95 bottle to Illinois is $29.95 + $9.95 + $1.87", () => {
    expect(orderTotals([{ unitPriceCents: 2995, quantity: 1 }], "IL")).toEqual({
      subtotalCents: 2995,
      shippingCents: 995,
      taxCents: 187,
      totalCents: 2995 + 995 + 187,
    });
  });

  it("ships two bottles free: $59.90 to Oregon is $59.90 with no tax", () => {
    expect(orderTotals([{ unitPriceCents: 2995, quantity: 2 }], "OR")).toEqual({
      subtotalCents: 5990,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 5990,
    });
  });
});
