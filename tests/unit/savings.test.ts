import { describe, expect, it } from "vitest";
import {
  CONTAINER_SIZES,
  DEFAULT_CONTAINER_SIZE,
  DEFAULT_SHIPMENTS,
  calculateSavings,
  parseShipments,
  ratesFor,
} from "@/lib/domain/savings";
import { formatWholeDollars } from "@/lib/domain/money";

function shown(shipments: number, containerSize: string) {
  const r = calculateSavings({ shipments, containerSize });
  return [r.monthlyShippingSavings, r.annualShippingSavings, r.standardShippingCost, r.hazmatCostPerShipment].map(formatWholeDollars);
}

describe("shipping savings calculator", () => {
  it("defaults show $560 monthly savings, $6,720 annual, $440 new monthly cost, $125 hazmat cost per shipment", () => {
    expect(DEFAULT_SHIPMENTS).toBe(8);
    expect(DEFAULT_CONTAINER_SIZE).toBe("55-gallon-drums");
    expect(shown(DEFAULT_SHIPMENTS, DEFAULT_CONTAINER_SIZE)).toEqual(["$560", "$6,720", "$440", "$125"]);
  });

  it("10 shipments of 275-gallon totes show $1,150, $13,800, $850, $200", () => {
    expect(shown(10, "275-gallon-totes")).toEqual(["$1,150", "$13,800", "$850", "$200"]);
  });

  it.each([
    ["tanker-loads", 450, 180],
    ["truck-loads", 350, 140],
    ["330-gallon-totes", 250, 95],
    ["275-gallon-totes", 200, 85],
    ["55-gallon-drums", 125, 55],
    ["15-gallon-carboys", 85, 35],
    ["5-gallon-pails", 48, 12],
    ["case-2-gallons", 48, 12],
    ["case-4-gallons", 48, 12],
    ["case-12-quarts", 48, 12],
  ] as const)("prices %s at $%i hazmat and $%i standard per shipment", (id, hazmat, standard) => {
    expect(ratesFor(id)).toMatchObject({ id, hazmat, standard });
    const r = calculateSavings({ shipments: 3, containerSize: id });
    expect(r).toEqual({
      monthlyShippingSavings: 3 * (hazmat - standard),
      annualShippingSavings: 3 * (hazmat - standard) * 12,
      standardShippingCost: 3 * standard,
      hazmatCostPerShipment: hazmat,
    });
  });

  it("offers exactly the ten container sizes of the table, each with a label", () => {
    expect(CONTAINER_SIZES.map((c) => c.id)).toEqual([
      "tanker-loads",
      "truck-loads",
      "330-gallon-totes",
      "275-gallon-totes",
      "55-gallon-drums",
      "15-gallon-carboys",
      "5-gallon-pails",
      "case-2-gallons",
      "case-4-gallons",
      "case-12-quarts",
    ]);
    for (const c of CONTAINER_SIZES) expect(c.label.length).toBeGreaterThan(0);
  });

  it("unknown size falls back to 55-gallon drums", () => {
    expect(ratesFor("bathtub").id).toBe("55-gallon-drums");
    expect(calculateSavings({ shipments: 8, containerSize: "bathtub" })).toEqual(
      calculateSavings({ shipments: 8, containerSize: "55-gallon-drums" }),
    );
  });

  it("rounds the annual figure from the unrounded monthly savings", () => {
    // 2.5 shipments of drums: monthly 175, annual 2,100; fractional counts must not drift.
    const r = calculateSavings({ shipments: 2.5, containerSize: "55-gallon-drums" });
    expect(r.monthlyShippingSavings).toBe(175);
    expect(r.annualShippingSavings).toBe(2100);
    const odd = calculateSavings({ shipments: 0.3, containerSize: "5-gallon-pails" });
    expect(odd.monthlyShippingSavings).toBe(11); // 10.8
    expect(odd.annualShippingSavings).toBe(130); // 129.6, not 11 × 12
  });

  it("reads an empty shipments field as 0", () => {
    expect(parseShipments("")).toBe(0);
    expect(parseShipments("  ")).toBe(0);
    expect(parseShipments("12")).toBe(12);
    expect(calculateSavings({ shipments: parseShipments(""), containerSize: "55-gallon-drums" })).toMatchObject({
      monthlyShippingSavings: 0,
      annualShippingSavings: 0,
      standardShippingCost: 0,
      hazmatCostPerShipment: 125,
    });
  });
});
