// The cart's id changes at sign-in and sign-out, keeping its lines: whoever knew the id before (a cookie
// planted or copied on a shared computer) cannot follow the cart into the signed-in session or out of it.
// One UPDATE of the primary key; the cart's lines and orders follow it (ON UPDATE CASCADE).
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { CART_COOKIE, cartCookieOptions, isCartId } from "./index";

/** Gives the cart `cartId` a new id and answers it; undefined when there is no such cart. */
export async function rotateCartId(cartId: string): Promise<string | undefined> {
  const next = randomBytes(32).toString("base64url");
  const updated = await db().$executeRaw`UPDATE "Cart" SET "id" = ${next}, "updatedAt" = now() WHERE "id" = ${cartId}`;
  return updated === 1 ? next : undefined;
}

/** In a request that may set cookies (a server action, a route handler): moves the visitor's cart to a new id. */
export async function rotateCartCookie(): Promise<void> {
  let jar: Awaited<ReturnType<typeof import("next/headers").cookies>>;
  try {
    const { cookies } = await import("next/headers");
    jar = await cookies();
  } catch {
    // Outside a request (Auth.js driven by the tests): there is no cookie to move.
    return;
  }
  const current = jar.get(CART_COOKIE)?.value;
  if (!current || !isCartId(current)) return;
  const next = await rotateCartId(current);
  try {
    if (next) jar.set(CART_COOKIE, next, cartCookieOptions());
    else jar.delete(CART_COOKIE);
  } catch {
    // A server component cannot set cookies; sign-in and sign-out run in actions and route handlers, which can.
  }
}
