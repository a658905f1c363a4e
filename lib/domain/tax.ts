// Sales tax on shop orders: a rate per state (statewide base rate; Wisconsin with its common 0.5% county
// tax, the seed's 5.5%). The client falls back to WI_FALLBACK_RATE only when the tax call fails.
import { percentOf } from "./money";

export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const;

export type StateCode = (typeof US_STATES)[number][0];

/** Percent. */
export const STATE_TAX_RATES: Readonly<Record<StateCode, number>> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5.5,
  WY: 4,
};

export const WI_FALLBACK_RATE = 5.5;

/** Accepts "WI", "wi" or "Wisconsin". */
export function toStateCode(value: string): StateCode | undefined {
  const wanted = value.trim().toLowerCase();
  const found = US_STATES.find(([code, name]) => code.toLowerCase() === wanted || name.toLowerCase() === wanted);
  return found?.[0];
}

export function taxRateFor(state: string): number | undefined {
  const code = toStateCode(state);
  return code ? STATE_TAX_RATES[code] : undefined;
}

/** Tax on the goods only; shipping is not taxed here. */
export function taxCents(subtotalCents: number, state: string): number {
  const rate = taxRateFor(state);
  if (rate === undefined) throw new RangeError(`Unknown state: ${state}`);
  return percentOf(subtotalCents, rate);
}

/** What the checkout shows when the tax call fails (seed 001 §8): 5.5% in Wisconsin, otherwise nothing. */
export function fallbackTaxCents(subtotalCents: number, state: string): number {
  return toStateCode(state) === "WI" ? percentOf(subtotalCents, WI_FALLBACK_RATE) : 0;
}
