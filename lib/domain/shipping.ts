// Shipping on the shop's orders (seed 001 §9): free from $50, otherwise a flat $9.95. Lines whose price
// includes shipping (the pool line, "shipping included") never cause a charge: the rule applies to the
// subtotal of the other lines, and an order of only such lines ships free.

export const FREE_SHIPPING_THRESHOLD_CENTS = 50_00;
export const FLAT_SHIPPING_CENTS = 9_95;

/** The shipping of an order whose lines without shipping in their price come to `subtotalCents`. */
export function shippingCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}

export type ShippedLine = { lineTotalCents: number; shippingIncluded?: boolean };

/** The part of the subtotal the shipping rule applies to: the lines whose price does not include shipping. */
export function shippableSubtotalCents(lines: readonly ShippedLine[]): number {
  return lines.reduce((sum, line) => (line.shippingIncluded ? sum : sum + line.lineTotalCents), 0);
}

/** The shipping of these lines. */
export function linesShippingCents(lines: readonly ShippedLine[]): number {
  return shippingCents(shippableSubtotalCents(lines));
}
