// A quote's rules (lib/quotes/rules.ts) and its input (lib/quotes/schemas.ts): prices to the cent, the
// totals, the day a quote stops being acceptable in the shop's time zone, which action each state allows,
// and the fields staff get told about.
import { describe, expect, it } from "vitest";
import {
  defaultValidUntil,
  discountText,
  effectiveQuoteStatus,
  expiresAt,
  isPastValidity,
  netUnitCents,
  quoteActionRefusal,
  quoteCheckoutRefusal,
  quoteEmail,
  quoteNumber,
  quoteTotals,
  quoteWithdrawnEmail,
} from "@/lib/quotes/rules";
import { fieldErrors } from "@/lib/forms/zod-issues";
import { quoteInputSchema, validUntilProblem } from "@/lib/quotes/schemas";

const day = (date: string) => new Date(`${date}T00:00:00Z`);

describe("prices and totals", () => {
  it("takes the discount off the unit price and rounds to the cent, half up", () => {
    expect(netUnitCents(149_500, 12.5)).toBe(130_813); // 1308.125
    expect(netUnitCents(150_000, 10)).toBe(135_000);
    expect(netUnitCents(999, 33.33)).toBe(666); // 666.0333
    expect(netUnitCents(4_000, 0)).toBe(4_000);
    expect(netUnitCents(4_000, 100)).toBe(0);
  });

  it("adds the net lines, the quoted shipping and the state's tax on the subtotal", () => {
    const totals = quoteTotals(
      [
        { unitPriceCents: 150_000, discountPercent: 10, quantity: 2 },
        { unitPriceCents: 4_000, discountPercent: 0, quantity: 4 },
      ],
      18_500,
      "WI",
    );
    expect(totals).toEqual({ subtotalCents: 286_000, discountCents: 30_000, shippingCents: 18_500, taxCents: 15_730, totalCents: 320_230 });
  });

  it("names quotes Q-1001 onwards and says a discount in words", () => {
    expect(quoteNumber(1)).toBe("Q-1001");
    expect(discountText(12.5)).toBe("12.5% off");
    expect(discountText(0)).toBe("");
  });
});

describe("validity", () => {
  it("lasts to the end of the valid-until day in Chicago, in winter and in summer time", () => {
    expect(expiresAt(day("2026-12-24")).toISOString()).toBe("2026-12-25T06:00:00.000Z");
    expect(expiresAt(day("2026-07-04")).toISOString()).toBe("2026-07-05T05:00:00.000Z");
    expect(isPastValidity(day("2026-12-24"), new Date("2026-12-25T05:59:59.999Z"))).toBe(false);
    expect(isPastValidity(day("2026-12-24"), new Date("2026-12-25T06:00:00.000Z"))).toBe(true);
  });

  it("reads a sent quote past its day as expired, and leaves the final states as they are", () => {
    const after = new Date("2026-12-26T00:00:00Z");
    expect(effectiveQuoteStatus({ status: "sent", validUntil: day("2026-12-24") }, after)).toBe("expired");
    expect(effectiveQuoteStatus({ status: "accepted", validUntil: day("2026-12-24") }, after)).toBe("accepted");
    expect(effectiveQuoteStatus({ status: "sent", validUntil: day("2026-12-26") }, after)).toBe("sent");
  });

  it("defaults to 30 days from the shop's today, which is still yesterday in UTC terms before 6 am in winter", () => {
    expect(defaultValidUntil(new Date("2026-11-25T04:00:00Z"))).toBe("2026-12-24");
    expect(defaultValidUntil(new Date("2026-11-25T07:00:00Z"))).toBe("2026-12-25");
  });
});

describe("what each state allows", () => {
  const now = new Date("2026-11-25T18:00:00Z");
  const open = { validUntil: day("2026-12-24") };

  it("accepts only a sent quote within its date", () => {
    expect(quoteActionRefusal({ status: "sent", ...open }, "accept", now)).toBeNull();
    expect(quoteActionRefusal({ status: "accepted", ...open }, "accept", now)?.message).toBe("This quote has already been accepted.");
    expect(quoteActionRefusal({ status: "withdrawn", ...open }, "accept", now)?.message).toBe(
      "This quote was withdrawn. Please ask us for a new quote.",
    );
    expect(quoteActionRefusal({ status: "sent", validUntil: day("2026-11-24") }, "accept", now)?.message).toBe(
      "This quote expired at the end of November 24, 2026. Please ask us for a new quote.",
    );
  });

  it("lets staff change, send and withdraw drafts and sent quotes; a quote past its date may only be withdrawn", () => {
    for (const action of ["edit", "send", "withdraw"] as const) {
      expect(quoteActionRefusal({ status: "draft", ...open }, action, now), action).toBeNull();
    }
    for (const action of ["edit", "send"] as const) {
      expect(quoteActionRefusal({ status: "accepted", ...open }, action, now)?.field, action).toBe("status");
    }
    const past = { status: "sent" as const, validUntil: day("2026-11-01") };
    expect(quoteActionRefusal(past, "edit", now)?.message).toBe("This quote expired at the end of November 1, 2026.");
    expect(quoteActionRefusal(past, "withdraw", now)).toBeNull();
  });
});

describe("an accepted quote", () => {
  const now = new Date("2026-11-25T18:00:00Z");

  it("may be withdrawn by staff until its order is paid", () => {
    expect(quoteActionRefusal({ status: "accepted", validUntil: day("2026-12-24") }, "withdraw", now)).toBeNull();
    expect(quoteActionRefusal({ status: "accepted", validUntil: day("2026-11-01"), paid: false }, "withdraw", now)).toBeNull();
    expect(quoteActionRefusal({ status: "accepted", validUntil: day("2026-12-24"), paid: true }, "withdraw", now)).toEqual({
      status: 409,
      field: "status",
      message: "This quote has been paid, so it cannot be withdrawn: refund its order instead.",
    });
    expect(quoteActionRefusal({ status: "withdrawn", validUntil: day("2026-12-24") }, "withdraw", now)?.field).toBe("status");
  });

  it("can be paid until the end of its valid-until day and not once withdrawn", () => {
    expect(quoteCheckoutRefusal({ status: "accepted", validUntil: day("2026-11-25") }, "Q-1001", now)).toBeNull();
    expect(quoteCheckoutRefusal({ status: "accepted", validUntil: day("2026-11-24") }, "Q-1001", now)).toBe(
      "Quote Q-1001 expired at the end of November 24, 2026, so it can no longer be paid at its prices. Please ask us for a new quote.",
    );
    expect(quoteCheckoutRefusal({ status: "withdrawn", validUntil: day("2026-12-24") }, "Q-1001", now)).toBe(
      "Quote Q-1001 was withdrawn, so it can no longer be paid. Please ask us for a new quote.",
    );
  });

  it("tells the buyer by e-mail when it is withdrawn, and that its products left the cart", () => {
    const message = quoteWithdrawnEmail({ number: "Q-1001", customerName: "Dana", wasAccepted: true, staffName: "Sam" });
    expect(message.subject).toBe("Quote Q-1001 from Triple Zero Chemical Co. was withdrawn");
    expect(message.text).toContain("We have withdrawn quote Q-1001: it can no longer be accepted or paid");
    expect(message.text).toContain("Its products have left your cart; nothing was charged");
    const sent = quoteWithdrawnEmail({ number: "Q-1001", customerName: "Dana", wasAccepted: false, staffName: "Sam" });
    expect(sent.text).not.toContain("cart");
  });
});

describe("the quote's e-mail", () => {
  it("links the quote, says the total and the date, and calls a revision a revision", () => {
    const base = {
      number: "Q-1001",
      customerName: "Dana",
      totalCents: 320_230,
      validUntil: "2026-12-24",
      link: "https://x/quotes/abc",
      staffName: "Sam",
    };
    const first = quoteEmail({ ...base, revision: 1 });
    expect(first.subject).toBe("Your quote Q-1001 from Triple Zero Chemical Co.");
    expect(first.text).toContain("Total: $3,202.30\nValid until: December 24, 2026");
    expect(first.text).toContain("https://x/quotes/abc");
    expect(quoteEmail({ ...base, revision: 2 }).subject).toBe("Revised quote Q-1001 from Triple Zero Chemical Co.");
  });
});

describe("the editor's input", () => {
  const valid = {
    customerName: "Dana Brewer",
    customerEmail: "Dana@Example.com",
    customerState: "wisconsin",
    shipping: "$1,250.5",
    validUntil: "2026-12-24",
    lines: [{ sizeId: 7, quantity: "2", unitPrice: "1500", discountPercent: "12.5%" }],
  };

  it("reads amounts as staff type them", () => {
    const parsed = quoteInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      customerEmail: "dana@example.com",
      customerState: "WI",
      shipping: 125_050,
      customerCompany: null,
      notes: null,
    });
    expect(parsed.lines).toEqual([{ sizeId: 7, quantity: 2, unitPrice: 150_000, discountPercent: 12.5 }]);
  });

  it("names each wrong field, and never throws on a date that is not one", () => {
    const result = quoteInputSchema.safeParse({
      ...valid,
      validUntil: "",
      shipping: "-1",
      lines: [
        { sizeId: 7, quantity: "1.5", unitPrice: "0", discountPercent: "101" },
        { sizeId: 7, quantity: "1", unitPrice: "1.999" },
      ],
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      validUntil: "Choose a date (YYYY-MM-DD)",
      shipping: "Shipping cannot be negative",
      "lines.0.quantity": "Quantity must be a whole number",
      "lines.0.unitPrice": "Unit price must be greater than 0",
      "lines.0.discountPercent": "Discount must be a percent from 0 to 100, at most 2 decimals",
      "lines.1.unitPrice": "Unit price can have at most 2 decimals",
    });
    expect(fieldErrors(quoteInputSchema.safeParse({ ...valid, validUntil: "2026-02-30" }).error!)).toEqual({
      validUntil: "Choose a date (YYYY-MM-DD)",
    });
  });

  it("refuses a size twice and a date in the past or more than a year ahead", () => {
    const twice = quoteInputSchema.safeParse({ ...valid, lines: [valid.lines[0], valid.lines[0]] });
    expect(fieldErrors(twice.error!)).toEqual({ "lines.1.sizeId": "This size is already on the quote" });
    expect(validUntilProblem("2026-11-24", "2026-11-25")).toBe("Valid until cannot be in the past");
    expect(validUntilProblem("2026-11-25", "2026-11-25")).toBeNull();
    expect(validUntilProblem("2027-11-26", "2026-11-25")).toBe("Valid until can be at most 365 days from today");
  });
});
