// The shopping cart (seed 001 §7): stored in the database, bound to an anonymous httpOnly cookie.
// - schemas.ts  inputs and the answer's shape; client-safe
// - client.ts   the browser's calls and the cart-changed event
// - this file   cookie and data access (server only)
import "server-only";
import { randomBytes } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { siteConfig } from "@/lib/site-config";
import { MAX_LINE_QUANTITY, type AddToCartInput, type CartItemView } from "./schemas";

export const CART_COOKIE = "tz_cart";
const CART_ID = /^[A-Za-z0-9_-]{43}$/;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export const isCartId = (value: string): boolean => CART_ID.test(value);

/** The visitor's cart id, when the request's cookie holds a well-formed one. */
export function readCartId(request: NextRequest): string | undefined {
  const value = request.cookies.get(CART_COOKIE)?.value;
  return value && isCartId(value) ? value : undefined;
}

/** A new cart under an id only the server makes: 32 random bytes. */
export async function createCart(client: Pick<ReturnType<typeof db>, "cart"> = db()): Promise<string> {
  const cartId = randomBytes(32).toString("base64url");
  await client.cart.create({ data: { id: cartId } });
  return cartId;
}

/** The cookie's cart id when that cart exists. */
export async function existingCartId(cartId: string | undefined): Promise<string | undefined> {
  if (!cartId) return undefined;
  const cart = await db().cart.findUnique({ where: { id: cartId }, select: { id: true } });
  return cart?.id;
}

/**
 * The cart of this request, created on first use; `isNew` means the answer must set the cookie. A
 * cookie naming no cart (a deleted one, or an id someone chose) gets a new cart with a new id: a cart
 * id is only ever one the server made, so nobody can plant a known id in another's browser and read
 * the cart filled under it.
 */
async function ensureCart(request: NextRequest): Promise<{ cartId: string; isNew: boolean }> {
  const existing = await existingCartId(readCartId(request));
  if (existing) return { cartId: existing, isNew: false };
  return { cartId: await createCart(), isNew: true };
}

export function cartCookieOptions() {
  return { httpOnly: true, sameSite: "lax", secure: siteConfig.url.startsWith("https://"), path: "/", maxAge: THIRTY_DAYS_S } as const;
}

export function setCartCookie(response: NextResponse, cartId: string): void {
  response.cookies.set(CART_COOKIE, cartId, cartCookieOptions());
}

export type CartResult = { items: CartItemView[]; newCartId?: string };

export class CartError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export async function cartItems(cartId: string | undefined): Promise<CartItemView[]> {
  if (!cartId) return [];
  const items = await db().cartItem.findMany({
    where: { cartId },
    include: { product: true },
    orderBy: { createdAt: "asc" },
  });
  return items.map((item) => ({
    id: item.id,
    productId: item.productId,
    quantity: item.quantity,
    product: {
      id: item.product.id,
      name: item.product.name,
      itemNumber: item.product.itemNumber,
      pricePerGallon: `$${item.product.pricePerGallon.toFixed(2)}`,
      priceUnit: item.product.priceUnit,
    },
  }));
}

async function findProduct(input: AddToCartInput) {
  const byId = input.productId !== undefined;
  const product = await db().product.findFirst({
    where: byId ? { id: input.productId } : { itemNumber: input.itemNumber },
  });
  const field = byId ? "productId" : "itemNumber";
  if (!product || product.archivedAt) throw new CartError(404, field, "This product is not sold online");
  if (product.stockQuantity !== null && product.stockQuantity <= 0) {
    throw new CartError(400, field, "This product is out of stock");
  }
  return product;
}

/** Adds to the line of that product (creating it); one statement, so two quick adds both count. */
export async function addToCart(request: NextRequest, input: AddToCartInput): Promise<CartResult> {
  const product = await findProduct(input);
  const { cartId, isNew } = await ensureCart(request);
  const rows = await db().$queryRaw<{ quantity: number }[]>(Prisma.sql`
    INSERT INTO "CartItem" ("cartId", "productId", "quantity", "updatedAt")
    VALUES (${cartId}, ${product.id}, ${input.quantity}, now())
    ON CONFLICT ("cartId", "productId")
    DO UPDATE SET "quantity" = "CartItem"."quantity" + EXCLUDED."quantity", "updatedAt" = now()
    WHERE "CartItem"."quantity" + EXCLUDED."quantity" <= ${MAX_LINE_QUANTITY}
    RETURNING "quantity"`);
  if (rows.length === 0) {
    throw new CartError(400, "quantity", `A cart line can hold at most ${MAX_LINE_QUANTITY}; ask us for a quote for more`);
  }
  return { items: await cartItems(cartId), newCartId: isNew ? cartId : undefined };
}

export async function updateCartItem(request: NextRequest, productId: number, quantity: number): Promise<CartResult> {
  const cartId = readCartId(request);
  const updated = cartId ? await db().cartItem.updateMany({ where: { cartId, productId }, data: { quantity } }) : { count: 0 };
  if (updated.count === 0) throw new CartError(404, "productId", "This product is not in your cart");
  return { items: await cartItems(cartId) };
}

/** Removing a line that is already gone is not an error: the cart ends as asked. */
export async function removeCartItem(request: NextRequest, productId: number): Promise<CartResult> {
  const cartId = readCartId(request);
  if (cartId) await db().cartItem.deleteMany({ where: { cartId, productId } });
  return { items: await cartItems(cartId) };
}
