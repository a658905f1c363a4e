// Shared by the checkout's route handlers: read and check the body, map order errors to their 4xx.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { readCartId } from "@/lib/cart";
import { jsonError } from "@/lib/http/responses";
import { route, type RouteHandler } from "@/lib/http/route";
import { publicOrigin } from "@/lib/http/public-origin";
import { OrderError } from "./index";

const MAX_BODY_BYTES = 16 * 1024;

export type CheckoutInput<T> = { request: NextRequest; value: T; cartId: string; userId: string | null };

/** A checkout route: the body parsed with `schema`, the visitor's cart (a checkout without a cart is a
 *  400 on "cart") and the signed-in customer, whose account the order joins. */
export function checkoutRoute<S extends z.ZodType>(
  schema: S,
  handle: (input: CheckoutInput<z.output<S>>) => Promise<Response>,
): RouteHandler {
  const idempotency = { natural: "the checkout attempt's idempotencyKey in the body: one order and one charge per key" };
  return route({ role: "public", body: schema, maxBytes: MAX_BODY_BYTES, idempotency }, ({ request, body, session }) => {
    const cartId = readCartId(request);
    if (!cartId) return jsonError(400, "Your cart is empty", { cart: "Your cart is empty" });
    return handle({ request, value: body, cartId, userId: session?.user.id ?? null });
  });
}

/** An OrderError as its JSON answer (with its details, e.g. a re-priced order's new `total`); anything else is rethrown. */
export function orderErrorResponse(error: unknown, extra: Record<string, unknown> = {}): Response {
  if (error instanceof OrderError) {
    return Response.json(
      { ...extra, ...error.details, error: error.message, message: error.message, fields: { [error.field]: error.message } },
      { status: error.status, headers: noStore },
    );
  }
  throw error;
}

/** Where PayPal sends the shopper back: the site's own address (lib/http/public-origin.ts). */
export function siteOrigin(request: NextRequest): string {
  return publicOrigin(request.headers);
}

export const noStore = { "Cache-Control": "no-store" } as const;
