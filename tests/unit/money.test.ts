import { describe, expect, it } from "vitest";
import { centsToDecimalString, formatInteger, formatUsd, formatWholeDollars, percentOf, toCents } from "@/lib/domain/money";

describe("money", () => {
  it("reads a price with or without the dollar sign", () => {
    expect(toCents("$29.95")).toBe(2995);
    expect(toCents("29.95")).toBe(2995);
    expect(toCents("1,029.5")).toBe(102950);
    expect(toCents("42")).toBe(4200);
  });

  it("counts a missing price as zero, as the seed says", () => {
    expect(toCents(undefined)).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(toCents("")).toBe(0);
  });

  it("refuses text that is not an amount", () => {
    expect(() => toCents("abc")).toThrow(RangeError);
    expect(() => toCents("1.234")).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it("avoids floating point drift: 0.1 + 0.2 dollars is 30 cents", () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
  });

  it("prints cents as a two-decimal string and as dollars", () => {
    expect(centsToDecimalString(2995)).toBe("29.95");
    expect(centsToDecimalString(5)).toBe("0.05");
    expect(centsToDecimalString(-1050)).toBe("-10.50");
    expect(formatUsd(102950)).toBe("$1,029.50");
  });

  it("rounds a percentage half away from zero", () => {
    expect(percentOf(1000, 5.5)).toBe(55);
    expect(percentOf(2995, 5.5)).toBe(165); // 164.725
    expect(percentOf(10, 5)).toBe(1); // 0.5 rounds up
  });
  describe("writes what Intl.NumberFormat writes for en-US, without it", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const wholeUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const cents = [0, 1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 102950, 123456789, 987654321012, -1, -5, -1050, -123456789];
    const amounts = [0, 0.4, 0.5, 1.5, 2.5, 62.5, 99.49, 999.5, 1000, 6720, 180000, 1234567.5, -0.5, -2.5, -1234.5, 28.499999999999996];

    it.each(cents)("formatUsd(%d)", (value) => {
      expect(formatUsd(value)).toBe(usd.format(value / 100));
    });

    it.each(amounts)("formatWholeDollars(%d) and formatInteger(%d)", (value) => {
      // Intl writes "-$0" and "-0" for a negative amount that rounds to nothing; a price never shows a minus zero.
      const expectedDollars = wholeUsd.format(value).replace(/^-(\$?0)$/, "$1");
      expect(formatWholeDollars(value)).toBe(expectedDollars);
      expect(formatInteger(value)).toBe(integer.format(value).replace(/^-0$/, "0"));
    });

    it("rounds a fraction of a cent to the nearest cent", () => {
      expect(formatUsd(1234.5)).toBe("$12.35");
      expect(formatUsd(-0.4)).toBe("$0.00");
    });

    it("refuses what is not a number", () => {
      expect(() => formatInteger(Number.NaN)).toThrow(RangeError);
      expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    });
  });
});
