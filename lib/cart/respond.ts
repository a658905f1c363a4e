// Shared by the cart's route handlers: parse, run, answer with the cart or a field error.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import type { Idempotency } from "@/lib/http/idempotency";
import { jsonError } from "@/lib/http/responses";
import { route, type RouteHandler } from "@/lib/http/route";
import { CartError, setCartCookie, type CartResult } from "./index";

const MAX_BODY_BYTES = 4 * 1024;

/**
 * A route that changes the visitor's cart with the body `schema` reads; answers the whole cart.
 * `idempotency`: adding takes the caller's key; setting a quantity or removing a line is the same when repeated.
 */
export function cartMutation<S extends z.ZodType>(
  schema: S,
  idempotency: Idempotency,
  run: (input: z.output<S>, request: NextRequest) => Promise<CartResult>,
): RouteHandler {
  return route({ role: "public", body: schema, maxBytes: MAX_BODY_BYTES, idempotency }, async ({ request, body }) => {
    try {
      const { items, newCartId } = await run(body, request);
      const response = NextResponse.json(items, { headers: { "Cache-Control": "no-store" } });
      if (newCartId) setCartCookie(response, newCartId);
      return response;
    } catch (error) {
      if (error instanceof CartError) return jsonError(error.status, error.message, { [error.field]: error.message });
      throw error;
    }
  });
}
