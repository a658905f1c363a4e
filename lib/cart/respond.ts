// Shared by the cart's route handlers: parse, run, answer with the cart or a field error.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { jsonError, validationError } from "@/lib/http/responses";
import { readJsonBody } from "@/lib/http/read-json";
import { CartError, setCartCookie, type CartResult } from "./index";

const MAX_BODY_BYTES = 4 * 1024;

export async function cartMutation<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
  run: (input: z.infer<S>) => Promise<CartResult>,
): Promise<Response> {
  const body = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return body.response;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const { items, newCartId } = await run(parsed.data);
    const response = NextResponse.json(items, { headers: { "Cache-Control": "no-store" } });
    if (newCartId) setCartCookie(response, newCartId);
    return response;
  } catch (error) {
    if (error instanceof CartError) return jsonError(error.status, error.message, { [error.field]: error.message });
    throw error;
  }
}
