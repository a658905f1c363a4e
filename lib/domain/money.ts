// Money as whole cents, so that sums and rounding are exact; strings only at the edges.

/** Parses "29.95", "$29.95" or "1,029.5" into cents; the seed's rule: strip the dollar sign, missing counts as 0. */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
    return Math.round(value * 100);
  }
  const cleaned = value.replace(/[$,\s]/g, "");
  if (cleaned === "") return 0;
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) throw new RangeError(`Not an amount: ${value}`);
  const [, minus, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return minus ? -cents : cents;
}

/** "29.95" */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// Written out rather than with Intl.NumberFormat: the first Intl formatter a browser tab makes loads ICU's
// locale data, a long task on a phone, and the cart button that
// imports this module is on every page. en-US dollars are only digits, commas and a point, so the text is
// the same as Intl's (tests/unit/money.test.ts compares the two).

/** Rounds half away from zero to a whole number (Intl's "halfExpand"). */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** 1029 → "1,029"; -1234567 → "-1,234,567". Rounds to a whole number first. */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  const whole = roundHalfAway(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** "$1,029.95"; "-$5.00". */
export function formatUsd(cents: number): string {
  const whole = roundHalfAway(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? "-" : ""}$${formatInteger(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** "$6,720": whole dollars, rounded half away from zero. */
export function formatWholeDollars(dollars: number): string {
  const whole = roundHalfAway(dollars);
  return `${whole < 0 ? "-" : ""}$${formatInteger(Math.abs(whole))}`;
}

/** Rounds half away from zero, as sales tax is rounded on an invoice. */
export function percentOf(cents: number, percent: number): number {
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact) + Number.EPSILON);
}
