// Shipping on the shop's orders (seed 001 §9): free from $50, otherwise a flat $9.95.

export const FREE_SHIPPING_THRESHOLD_CENTS = 50_00;
export const FLAT_SHIPPING_CENTS = 9_95;

export function shippingCents(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}
