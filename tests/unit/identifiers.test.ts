import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN, orderNumber } from "@/lib/orders/number";
import { ticketId } from "@/lib/tickets/id";

describe("order numbers", () => {
  it("read TZ, the date and six unambiguous characters", () => {
    const number = orderNumber(new Date("2026-11-22T10:00:00Z"), (n) => new Uint8Array(n).fill(0));
    expect(number).toBe("TZ-261122-222222");
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("never contain 0, O, 1, I or L", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    let offset = 0;
    for (let i = 0; i < 40; i++) {
      const number = orderNumber(new Date(), (n) => bytes.slice(offset, (offset += n)));
      expect(number.slice(10)).not.toMatch(/[01OIL]/);
    }
  });
});

describe("ticket ids", () => {
  it("read year-sequence with four digits", () => {
    expect(ticketId(2026, 42)).toBe("2026-0042");
    expect(ticketId(2026, 12345)).toBe("2026-12345");
  });

  it("refuse a sequence below 1", () => {
    expect(() => ticketId(2026, 0)).toThrow(RangeError);
  });
});
