import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/leads/schemas";
import { PREFILL_MESSAGE_MAX, contactHref, prefilledMessage } from "@/lib/leads/contact-prefill";

describe("the message another page writes into the contact form", () => {
  const message =
    "I am interested in Triple Zero Hull Cleaner (TZ-MH-101) for Hull Cleaning in Marine & Shipping.\nWe use 1-50 gallons per month.";

  it("travels in /contact?message=, with the industry when there is one, and reads back unchanged", () => {
    const href = contactHref({ industry: "marine", message });
    expect(href.startsWith("/contact?industry=marine&message=")).toBe(true);
    const url = new URL(href, "http://site.test");
    expect(prefilledMessage(url.searchParams.get("message") ?? undefined)).toBe(message);
    expect(contactHref({ message: "Hello" })).toBe("/contact?message=Hello");
  });

  it("is plain text of at most 1500 characters, within what the form itself accepts", () => {
    expect(PREFILL_MESSAGE_MAX).toBeLessThanOrEqual(LIMITS.message);
    expect(prefilledMessage("x".repeat(PREFILL_MESSAGE_MAX))).toHaveLength(PREFILL_MESSAGE_MAX);
    expect(prefilledMessage("x".repeat(PREFILL_MESSAGE_MAX + 1))).toBeUndefined();
    expect(prefilledMessage("  Hello\tthere\r\n  ")).toBe("Hello\tthere");
  });

  it("is left out when missing, blank or holding control characters; a repeated parameter counts by its first value", () => {
    expect(prefilledMessage(undefined)).toBeUndefined();
    expect(prefilledMessage("   ")).toBeUndefined();
    expect(prefilledMessage("bell\u0007")).toBeUndefined();
    expect(prefilledMessage("nul\u0000")).toBeUndefined();
    expect(prefilledMessage(["first", "second"])).toBe("first");
    expect(prefilledMessage([])).toBeUndefined();
  });
});
