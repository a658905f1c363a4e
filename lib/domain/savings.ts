// The shipping savings calculator of seed 000 §9: what a customer stops paying in hazmat freight
// when the same containers ship as ordinary freight. Numbers and formulas are the seed's, exactly.

export type ContainerRates = {
  id: string;
  label: string;
  /** Dollars per shipment when the load is hazmat-rated. */
  hazmat: number;
  /** Dollars per shipment as ordinary freight (a 0-0-0 product). */
  standard: number;
};

export const CONTAINER_SIZES = [
  { id: "tanker-loads", label: "Tanker loads (6,000+ gallons)", hazmat: 450, standard: 180 },
  { id: "truck-loads", label: "Truck loads (3,000-6,000 gallons)", hazmat: 350, standard: 140 },
  { id: "330-gallon-totes", label: "330-gallon totes", hazmat: 250, standard: 95 },
  { id: "275-gallon-totes", label: "275-gallon totes", hazmat: 200, standard: 85 },
  { id: "55-gallon-drums", label: "55-gallon drums", hazmat: 125, standard: 55 },
  { id: "15-gallon-carboys", label: "15-gallon carboys", hazmat: 85, standard: 35 },
  { id: "5-gallon-pails", label: "5-gallon pails", hazmat: 48, standard: 12 },
  { id: "case-2-gallons", label: "Case of 2 gallons", hazmat: 48, standard: 12 },
  { id: "case-4-gallons", label: "Case of 4 gallons", hazmat: 48, standard: 12 },
  { id: "case-12-quarts", label: "Case of 12 quarts", hazmat: 48, standard: 12 },
] as const satisfies readonly ContainerRates[];

export type ContainerSizeId = (typeof CONTAINER_SIZES)[number]["id"];

export const DEFAULT_CONTAINER_SIZE: ContainerSizeId = "55-gallon-drums";
export const DEFAULT_SHIPMENTS = 8;
/** The input's bounds (seed 000 §5); they are attribute bounds, the formulas take any count. */
export const MIN_SHIPMENTS = 1;
export const MAX_SHIPMENTS = 100;
/** The calculator waits this long after the last change before it shows new figures (seed 000 §4). */
export const RECALCULATE_DELAY_MS = 1_500;

const FALLBACK_RATES: ContainerRates = CONTAINER_SIZES.find((c) => c.id === DEFAULT_CONTAINER_SIZE) ?? CONTAINER_SIZES[4];

/** The rates of a container size; an unknown size is priced as 55-gallon drums, as the live site does. */
export function ratesFor(containerSize: string): ContainerRates {
  return CONTAINER_SIZES.find((c) => c.id === containerSize) ?? FALLBACK_RATES;
}

/** Reads the shipments field: empty (or unreadable) counts as 0, as the seed says; never negative. */
export function parseShipments(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === "") return 0;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, value);
}

export type SavingsInput = { shipments: number; containerSize: string };

export type SavingsResult = {
  monthlyShippingSavings: number;
  annualShippingSavings: number;
  /** Shown as "new monthly cost": what the same shipments cost as ordinary freight. */
  standardShippingCost: number;
  hazmatCostPerShipment: number;
};

export function calculateSavings({ shipments, containerSize }: SavingsInput): SavingsResult {
  const rates = ratesFor(containerSize);
  const monthly = shipments * (rates.hazmat - rates.standard);
  return {
    monthlyShippingSavings: Math.round(monthly),
    // The seed rounds the annual figure from the unrounded monthly one, not from the shown one.
    annualShippingSavings: Math.round(monthly * 12),
    standardShippingCost: shipments * rates.standard,
    hazmatCostPerShipment: rates.hazmat,
  };
}
