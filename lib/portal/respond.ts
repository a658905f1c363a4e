// Shared by the /api/customer/* route handlers: every answer is the signed-in user's own data, never cached.
import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";

/** Per-user data: no shared cache may keep it. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

export function privateJson(body: unknown, init: ResponseInit = {}) {
  return NextResponse.json(body, { ...init, headers: { ...PRIVATE_NO_STORE, ...init.headers } });
}

/** The route spec's part for every customer route: signed-in callers only, and refusals kept private too. */
export const CUSTOMER_ROUTE = { role: "customer", headers: PRIVATE_NO_STORE } as const;

/** The [id] of a document. */
export const documentIdParams = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int("id must be a whole number")
    .positive("id must be positive")
    .max(2_147_483_647, "id is too large"),
});

/** The [id] of an order. */
export const orderIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, "id is required")
    .max(64, "id is too long")
    .regex(/^[A-Za-z0-9_-]+$/, "id is not an order id"),
});
