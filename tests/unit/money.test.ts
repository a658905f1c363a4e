import { describe, expect, it } from "vitest";
import { centsToDecimalString, formatUsd, percentOf, toCents } from "@/lib/domain/money";

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
});
