import { describe, expect, it } from "vitest";
import { toCents } from "@/lib/domain/money";
import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS, shippingCents } from "@/lib/domain/shipping";
import { sectionsText } from "@/lib/content/policy";
import {
  DELIVERY,
  RETURN_DAYS,
  SHIPPING_HIGHLIGHTS,
  SHIPPING_RETURNS_DESCRIPTION,
  SHIPPING_RETURNS_SECTIONS,
} from "@/lib/content/shipping-returns";
import { TERMS_SECTIONS } from "@/lib/content/terms-of-sale";

const page = sectionsText(SHIPPING_RETURNS_SECTIONS);

/** The amount a sentence of the page states, in cents: "$50" → 5000. */
function amountIn(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`${pattern} not found in the page`);
  return toCents(match[1]);
}

describe("the shipping and returns page", () => {
  it("states the free-shipping threshold and the flat charge checkout uses", () => {
    const freeFrom = amountIn(page, /Orders of (\$[\d.,]+) or more: Shipping is free/);
    const flat = amountIn(page, /Orders under \$[\d.,]+: A flat (\$[\d.,]+) shipping charge/);
    expect(freeFrom).toBe(FREE_SHIPPING_THRESHOLD_CENTS);
    expect(amountIn(page, /Orders under (\$[\d.,]+)/)).toBe(FREE_SHIPPING_THRESHOLD_CENTS);
    expect(flat).toBe(FLAT_SHIPPING_CENTS);
    // And checkout charges what the page says: nothing from the threshold, the flat charge below it.
    expect(shippingCents(freeFrom)).toBe(0);
    expect(shippingCents(freeFrom - 1)).toBe(flat);
  });

  it("says $50 and $9.95 in the description and the highlights too", () => {
    expect(SHIPPING_RETURNS_DESCRIPTION).toContain("Orders of $50 or more ship free, smaller orders pay a flat $9.95");
    expect(SHIPPING_HIGHLIGHTS[0]).toEqual({
      title: "Free shipping from $50",
      text: "Orders of $50 or more ship free; smaller orders pay a flat $9.95.",
    });
  });

  it("says the pool and spa bottles never add a shipping charge, and no order pays hazmat fees", () => {
    expect(page).toContain("Pool & Spa 32 oz bottles: The price of each bottle includes shipping");
    expect(page).toContain("never add a shipping charge");
    expect(page).toMatch(/rated 0-0-0 for hazmat, so no order carries a hazmat fee/);
    expect(page).toMatch(/drums, 275-gallon totes and larger loads ship by freight carrier, and they are sold on quote/);
  });

  it("states the delivery times of DELIVERY, which structured data reads too", () => {
    expect(DELIVERY).toMatchObject({ handlingDays: [1, 2], transitDays: [2, 5] });
    expect(page).toContain("We prepare and pack your order within 1-2 business days.");
    expect(page).toContain("Ground delivery takes 2-5 business days to addresses in the contiguous United States.");
    expect(page).toContain("Most orders therefore arrive 3-7 business days after they are placed.");
  });

  it("offers the seeds' 30-day money-back trial, refunded within 3-5 business days of the return", () => {
    expect(RETURN_DAYS).toBe(30);
    expect(page).toContain("30-day money-back trial");
    expect(page).toContain("Within 30 days of the day your order was delivered.");
    expect(page).toMatch(
      /refund the product's price to the payment you used: your card or your PayPal account\. The refund appears in your account within 3-5 business days\./,
    );
  });
});

describe("the terms of sale", () => {
  const terms = sectionsText(TERMS_SECTIONS);

  it("send returns to the shipping and returns page rather than repeat it", () => {
    const returns = TERMS_SECTIONS.find((section) => section.id === "returns");
    expect(JSON.stringify(returns)).toContain('"href":"/shipping-and-returns#money-back-trial"');
    expect(terms).toContain("30-day money-back trial");
  });

  it("name USD, card and PayPal, the quote's date and the technical data sheet warranty", () => {
    expect(terms).toContain("All prices are in US dollars (USD)");
    expect(terms).toContain("by credit or debit card, or with PayPal");
    expect(terms).toContain("A quote is valid until the date written on it");
    expect(terms).toContain("conforms to its technical data sheet");
    expect(terms).toContain("as directed on its label and in its Safety Data Sheet (SDS)");
  });
});
