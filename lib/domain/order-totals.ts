// The totals of a cart or an order, always computed on the server from catalog prices.
import { linesShippingCents } from "./shipping";
import { taxCents } from "./tax";

export type PricedLine = { unitPriceCents: number; quantity: number; shippingIncluded?: boolean };

export type Totals = {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
};

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/**
 * Total = subtotal + shipping + tax (seed 001 §9). `quotedShippingCents` is the shipping of an accepted
 * quote (lib/quotes/rules.ts), which replaces the shop's rule for the cart that holds it.
 */
export function orderTotals(lines: readonly PricedLine[], state: string, quotedShippingCents?: number): Totals {
  const subtotal = subtotalCents(lines);
  const shipping =
    quotedShippingCents ??
    linesShippingCents(lines.map((line) => ({ lineTotalCents: lineTotalCents(line), shippingIncluded: line.shippingIncluded })));
  const tax = taxCents(subtotal, state);
  return { subtotalCents: subtotal, shippingCents: shipping, taxCents: tax, totalCents: subtotal + shipping + tax };
}
