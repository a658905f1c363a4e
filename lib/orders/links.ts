// Where a customer reads an order and downloads its invoice: the addresses of the order pages and the
// invoice, and the input schemas of the order number and the guest's access token that every page and
// route handler parses them with. Pure and client-safe.
import { z } from "zod";

/** How long a guest's e-mailed link opens the order: long enough for a delivery and a question after it. */
export const ACCESS_TOKEN_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a token made at `now` stops opening its order. */
export function accessTokenExpiresAt(now: Date): Date {
  return new Date(now.getTime() + ACCESS_TOKEN_DAYS * DAY_MS);
}

/**
 * An order number as the address carries it. Looser than lib/orders/number.ts's pattern on
 * purpose: orders made by scripts and tests have other numbers, and an unknown one is a 404 anyway.
 */
export const orderNumberSchema = z
  .string({ error: "orderNumber is required" })
  .trim()
  .min(1, "orderNumber is required")
  .max(40, "orderNumber is too long")
  .regex(/^[A-Za-z0-9-]+$/, "orderNumber is not an order number");

/** 32 random bytes in base64url: 43 characters, no padding. */
export const accessTokenSchema = z
  .string({ error: "token is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "token is not a valid order link token");

/** The signed-in customer's page of one order. */
export function accountOrderPath(orderNumber: string): string {
  return `/account/orders/${encodeURIComponent(orderNumber)}`;
}

/** The guest's page of one order, opened by the token of their e-mail. */
export function guestOrderPath(orderNumber: string, token: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}?token=${encodeURIComponent(token)}`;
}

/** The invoice download for the order's owner (the session decides) or for a guest (the token decides). */
export function invoicePath(orderNumber: string, token?: string): string {
  const path = `/api/orders/${encodeURIComponent(orderNumber)}/invoice`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The certificate of analysis of a lot shipped in the order, for its owner or (with the token) a guest. */
export function certificatePath(orderNumber: string, lotNumber: string, token?: string): string {
  const path = `/api/orders/${encodeURIComponent(orderNumber)}/certificates/${encodeURIComponent(lotNumber)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The invoice download for staff, by the order's id as the staff pages address orders. */
export function staffInvoicePath(orderId: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderId)}/invoice`;
}

/** How an order was paid, as the confirmation e-mail and the invoice say it. */
export function paymentLabel(method: "card" | "paypal", cardLast4: string | null): string {
  return method === "card" ? `Card ending in ${cardLast4 ?? "****"}` : "PayPal";
}
