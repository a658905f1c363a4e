// The portal's "YTD Savings" card: the hazmat freight fees a customer did not pay this calendar year
// because Triple Zero products ship as ordinary freight. The site claims "typically $60+ saved per
// shipment" (siteConfig.claims.shippingSavings); the portal counts that claimed figure, not more,
// once per completed order, since each completed order ships as one shipment.
import type { OrderStatus } from "@/lib/generated/prisma/enums";

/** Dollars of hazmat fees avoided per shipment: the lower bound of the site's "$60+" claim. */
export const HAZMAT_FEE_PER_SHIPMENT = 60;

export type SavingsOrder = {
  status: OrderStatus;
  /** When the payment went through; older rows may only carry createdAt. */
  completedAt: Date | null;
  createdAt: Date;
};

/** Only completed orders shipped: pending and failed never left, voided and refunded were taken back. */
export function isShipment(order: Pick<SavingsOrder, "status">): boolean {
  return order.status === "completed";
}

/** Timestamps are stored in UTC, so the calendar year is the UTC one. */
function utcYear(date: Date): number {
  return date.getUTCFullYear();
}

/** Whole dollars of hazmat fees avoided on this calendar year's shipments, as of `now`. */
export function ytdSavings(orders: readonly SavingsOrder[], now: Date): number {
  const year = utcYear(now);
  const shipments = orders.filter((order) => {
    if (!isShipment(order)) return false;
    const shippedAt = order.completedAt ?? order.createdAt;
    return utcYear(shippedAt) === year && shippedAt.getTime() <= now.getTime();
  }).length;
  return shipments * HAZMAT_FEE_PER_SHIPMENT;
}
