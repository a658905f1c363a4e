// How often one address may send lead forms: five per form in ten minutes, twenty an hour
// across forms, and a refusal that says when to try again.
import { describe, expect, it } from "vitest";
import { leadRateLimitKeys, PER_ADDRESS_LIMIT, PER_FORM_LIMIT, tooManyLeadsMessage, waitText } from "@/lib/leads/rate-limits";

describe("the lead forms' limits", () => {
  it("allow five requests per form in ten minutes and twenty an hour from one address", () => {
    expect(PER_FORM_LIMIT).toEqual({ limit: 5, windowMs: 600_000 });
    expect(PER_ADDRESS_LIMIT).toEqual({ limit: 20, windowMs: 3_600_000 });
  });

  it("count each form on its own, and all forms of an address together", () => {
    const quote = leadRateLimitKeys("198.51.100.7", "grill-quote");
    const sample = leadRateLimitKeys("198.51.100.7", "sample-request");
    expect(quote.perForm).not.toBe(sample.perForm);
    expect(quote.perAddress).toBe(sample.perAddress);
    expect(leadRateLimitKeys("198.51.100.8", "grill-quote").perAddress).not.toBe(quote.perAddress);
  });

  it("say when to try again, rounded up to the second or the minute", () => {
    expect(waitText(0.2)).toBe("in 1 second");
    expect(waitText(45)).toBe("in 45 seconds");
    expect(waitText(60)).toBe("in 1 minute");
    expect(waitText(61)).toBe("in 2 minutes");
    expect(waitText(3600)).toBe("in 60 minutes");
    expect(tooManyLeadsMessage(412)).toBe("Too many requests from your address. Please try again in 7 minutes.");
  });
});
