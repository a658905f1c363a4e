// Shared by the checkout's route handlers: read and check the body, map order errors to their 4xx.
import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { readCartId } from "@/lib/cart";
import { jsonError, validationError } from "@/lib/http/responses";
import { readJsonBody } from "@/lib/http/read-json";
import { siteConfig } from "@/lib/site-config";
import { OrderError } from "./index";

const MAX_BODY_BYTES = 16 * 1024;

export type Parsed<T> = { ok: true; value: T; cartId: string } | { ok: false; response: Response };

/** The body parsed with `schema`, and the visitor's cart (a checkout without a cart is a 400 on "cart"). */
export async function readCheckoutRequest<S extends z.ZodType>(request: NextRequest, schema: S): Promise<Parsed<z.infer<S>>> {
  const body = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: validationError(parsed.error) };
  const cartId = readCartId(request);
  if (!cartId) return { ok: false, response: jsonError(400, "Your cart is empty", { cart: "Your cart is empty" }) };
  return { ok: true, value: parsed.data, cartId };
}

/** An OrderError as its JSON answer; anything else is rethrown. */
export function orderErrorResponse(error: unknown, extra: Record<string, unknown> = {}): Response {
  if (error instanceof OrderError) {
    return Response.json({ ...extra, error: error.message, message: error.message, fields: { [error.field]: error.message } }, { status: error.status });
  }
  throw error;
}

/**
 * Where PayPal sends the shopper back: the configured SITE_URL, or else the host the browser asked for
 * (the embedded demo and the tests run on whatever host and port they were given; Next's own
 * request URL names "localhost" there, which would land the shopper in another cookie jar).
 */
export function siteOrigin(request: NextRequest): string {
  if (process.env.SITE_URL) return siteConfig.url;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return request.nextUrl.origin;
  const proto = request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:" ? "https" : "http";
  return `${proto}://${host}`;
}

export const noStore = { "Cache-Control": "no-store" } as const;
