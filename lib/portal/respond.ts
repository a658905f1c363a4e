// Shared by the /api/customer/* route handlers: every answer is the signed-in user's own data, never cached.
import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser, type SessionUser } from "@/lib/auth/session";
import { jsonError } from "@/lib/http/responses";

/** Per-user data: no shared cache may keep it. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

export function privateJson(body: unknown, init: ResponseInit = {}) {
  return NextResponse.json(body, { ...init, headers: { ...PRIVATE_NO_STORE, ...init.headers } });
}

/** Runs `handle` for the signed-in user; a visitor without a session gets 401 JSON { error: "Unauthorized" }. */
export async function withUser(request: Request, handle: (user: SessionUser) => Promise<Response>): Promise<Response> {
  const user = await requireUser(request);
  if (user instanceof Response) {
    user.headers.set("Cache-Control", "private, no-store");
    return user;
  }
  return handle(user);
}

const documentIdSchema = z.coerce
  .number({ error: "id must be a number" })
  .int("id must be a whole number")
  .positive("id must be positive")
  .max(2_147_483_647, "id is too large");

/** A numeric route parameter, or a 400 naming it. */
export function parseDocumentId(raw: string): { ok: true; id: number } | { ok: false; response: Response } {
  const parsed = documentIdSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: jsonError(400, "Invalid request", { id: parsed.error.issues[0]?.message ?? "id is invalid" }) };
  return { ok: true, id: parsed.data };
}

const orderIdSchema = z.string().trim().min(1, "id is required").max(64, "id is too long").regex(/^[A-Za-z0-9_-]+$/, "id is not an order id");

export function parseOrderId(raw: string): { ok: true; id: string } | { ok: false; response: Response } {
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: jsonError(400, "Invalid request", { id: parsed.error.issues[0]?.message ?? "id is invalid" }) };
  return { ok: true, id: parsed.data };
}
