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

// Made once: building a NumberFormat costs far more than formatting with it, and a product page or a
// cart formats a price per size and line while it renders and hydrates.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,029.95" */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Rounds half away from zero, as sales tax is rounded on an invoice. */
export function percentOf(cents: number, percent: number): number {
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact) + Number.EPSILON);
}
