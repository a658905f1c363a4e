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
import { quoteNumber } from "@/lib/quotes/rules";
import { releaseEndedQuoteCart } from "@/lib/quotes/cart";
import { minimumOrderMessage, minimumQuantity, PACK_SIZE_INFO, packSizeLabel } from "@/lib/catalog/pack-sizes";
import { MAX_LINE_QUANTITY, type AddToCartInput, type CartItemView, type RemoveFromCartInput, type UpdateCartInput } from "./schemas";

export const CART_COOKIE = "tz_cart";
const CART_ID = /^[A-Za-z0-9_-]{43}$/;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export const isCartId = (value: string): boolean => CART_ID.test(value);

/** The visitor's cart id, when the request's cookie holds a well-formed one. */
export function readCartId(request: NextRequest): string | undefined {
  const value = request.cookies.get(CART_COOKIE)?.value;
  return value && isCartId(value) ? value : undefined;
}

/** The same from a server component's cookie store (`cookies()` of next/headers). */
export function cartIdFromCookies(store: { get(name: string): { value: string } | undefined }): string | undefined {
  const value = store.get(CART_COOKIE)?.value;
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
    readonly status: 400 | 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const lineInclude = { product: true, size: true } satisfies Prisma.CartItemInclude;
type LineRow = Prisma.CartItemGetPayload<{ include: typeof lineInclude }>;

/** The accepted quote a cart holds, as its lines show it. */
type HeldQuote = NonNullable<CartItemView["quote"]>;

function toView(item: LineRow, quote: HeldQuote | null): CartItemView {
  const { product, size } = item;
  const quoted = quote !== null && item.quotedUnitPrice !== null;
  return {
    id: item.id,
    productId: item.productId,
    sizeId: item.sizeId,
    quantity: item.quantity,
    // A quoted line is fixed: its quantity buttons stop where it is.
    minimumQuantity: quoted ? item.quantity : minimumQuantity(product.minimumOrder, product.baseSize, size.size),
    size: { id: size.id, code: size.size, label: packSizeLabel(size.size) },
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      itemNumber: size.itemNumber,
      pricePerGallon: `$${(quoted ? item.quotedUnitPrice! : size.price).toFixed(2)}`,
      priceUnit: size.size === product.baseSize ? product.priceUnit : PACK_SIZE_INFO[size.size].unit,
      shippingIncluded: product.shippingIncluded,
    },
    ...(quoted ? { quote } : {}),
  };
}

async function heldQuote(cartId: string): Promise<HeldQuote | null> {
  const cart = await db().cart.findUnique({
    where: { id: cartId },
    select: { quote: { select: { id: true, token: true, shipping: true } } },
  });
  if (!cart?.quote) return null;
  return { number: quoteNumber(cart.quote.id), token: cart.quote.token, shipping: cart.quote.shipping.toFixed(2) };
}

export async function cartItems(cartId: string | undefined): Promise<CartItemView[]> {
  if (!cartId) return [];
  const [items, quote] = await Promise.all([
    db().cartItem.findMany({ where: { cartId }, include: lineInclude, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    heldQuote(cartId),
  ]);
  return items.map((item) => toView(item, quote));
}

/**
 * A cart that holds an accepted quote cannot be changed: its lines and prices are the quote's. Every
 * path that writes a cart's lines (the cart API, a reorder) asks here first; a cart gets its quote only
 * when it is made (acceptQuote), so a cart that passes cannot come to hold one before the write. A quote
 * past its date, which can no longer be paid, lets go of the cart instead, and the change goes ahead.
 */
export async function refuseHeldQuote(cartId: string | undefined): Promise<void> {
  const quote = cartId ? await heldQuote(cartId) : null;
  if (!quote) return;
  if (await releaseEndedQuoteCart(cartId!)) return;
  throw new CartError(409, "cart", heldQuoteMessage(quote.number));
}

export function heldQuoteMessage(number: string): string {
  return `Your cart holds quote ${number} at its quoted prices, so it cannot be changed. Check out the quote first: the cart you had before comes back afterwards.`;
}

const sizeInclude = { product: true } satisfies Prisma.ProductSizeInclude;
type SizeRow = Prisma.ProductSizeGetPayload<{ include: typeof sizeInclude }>;

/** The size an add names: by item number (any size's), by product and size, or the product's base size. */
async function findSize(input: AddToCartInput): Promise<{ size: SizeRow | null; field: string }> {
  if (input.itemNumber !== undefined) {
    return {
      size: await db().productSize.findUnique({ where: { itemNumber: input.itemNumber }, include: sizeInclude }),
      field: "itemNumber",
    };
  }
  if (input.sizeId !== undefined) {
    const size = await db().productSize.findFirst({ where: { id: input.sizeId, productId: input.productId }, include: sizeInclude });
    return { size, field: "sizeId" };
  }
  const product = await db().product.findUnique({ where: { id: input.productId }, select: { baseSize: true } });
  const size = product
    ? await db().productSize.findFirst({ where: { productId: input.productId, size: product.baseSize }, include: sizeInclude })
    : null;
  return { size, field: "productId" };
}

/** The size to add, when it may be added: on sale, sold online (not on quote only) and in stock. */
async function purchasableSize(input: AddToCartInput): Promise<SizeRow> {
  const { size, field } = await findSize(input);
  if (!size || size.product.archivedAt) throw new CartError(404, field, "This product is not sold online");
  const label = `The ${packSizeLabel(size.size)} of ${size.product.name}`;
  if (size.quoteOnly) throw new CartError(400, field, `${label} is sold on quote only: please request a quote`);
  if (size.stockQuantity !== null && size.stockQuantity <= 0) throw new CartError(400, field, `${label} is out of stock`);
  return size;
}

function minimumOf(size: SizeRow): number {
  return minimumQuantity(size.product.minimumOrder, size.product.baseSize, size.size);
}

function belowMinimum(size: SizeRow, minimum: number): CartError {
  return new CartError(400, "quantity", minimumOrderMessage(size.product.name, minimum, size.size));
}

/**
 * Adds to the line of that size (creating it); one statement, so two quick adds both count. A line
 * must end at or above the size's minimum order; without a quantity, the minimum is added.
 */
export async function addToCart(request: NextRequest, input: AddToCartInput): Promise<CartResult> {
  const size = await purchasableSize(input);
  const minimum = minimumOf(size);
  const quantity = input.quantity ?? minimum;
  const { cartId, isNew } = await ensureCart(request);
  if (!isNew) await refuseHeldQuote(cartId);
  if (quantity < minimum) {
    const line = await db().cartItem.findUnique({ where: { cartId_sizeId: { cartId, sizeId: size.id } }, select: { quantity: true } });
    if ((line?.quantity ?? 0) + quantity < minimum) throw belowMinimum(size, minimum);
  }
  const rows = await db().$queryRaw<{ quantity: number }[]>(Prisma.sql`
    INSERT INTO "CartItem" ("cartId", "productId", "sizeId", "quantity", "updatedAt")
    VALUES (${cartId}, ${size.productId}, ${size.id}, ${quantity}, now())
    ON CONFLICT ("cartId", "sizeId")
    DO UPDATE SET "quantity" = "CartItem"."quantity" + EXCLUDED."quantity", "updatedAt" = now()
    WHERE "CartItem"."quantity" + EXCLUDED."quantity" <= ${MAX_LINE_QUANTITY}
    RETURNING "quantity"`);
  if (rows.length === 0) {
    throw new CartError(400, "quantity", `A cart line can hold at most ${MAX_LINE_QUANTITY}; ask us for a quote for more`);
  }
  return { items: await cartItems(cartId), newCartId: isNew ? cartId : undefined };
}

/** The one line an update names; a product in the cart in several sizes needs its sizeId. */
async function namedLine(cartId: string | undefined, input: { productId: number; sizeId?: number }) {
  const lines = cartId
    ? await db().cartItem.findMany({
        where: { cartId, productId: input.productId, ...(input.sizeId !== undefined ? { sizeId: input.sizeId } : {}) },
        include: { product: true, size: true },
      })
    : [];
  if (lines.length === 0) throw new CartError(404, input.sizeId !== undefined ? "sizeId" : "productId", "This product is not in your cart");
  if (lines.length > 1) throw new CartError(400, "sizeId", "This product is in your cart in more than one size: name the size (sizeId)");
  return lines[0]!;
}

export async function updateCartItem(request: NextRequest, input: UpdateCartInput): Promise<CartResult> {
  const cartId = readCartId(request);
  await refuseHeldQuote(cartId);
  const line = await namedLine(cartId, input);
  const minimum = minimumQuantity(line.product.minimumOrder, line.product.baseSize, line.size.size);
  if (input.quantity < minimum) throw belowMinimum({ ...line.size, product: line.product }, minimum);
  await db().cartItem.update({ where: { id: line.id }, data: { quantity: input.quantity } });
  return { items: await cartItems(cartId) };
}

/** Removing a line that is already gone is not an error: the cart ends as asked. */
export async function removeCartItem(request: NextRequest, input: RemoveFromCartInput): Promise<CartResult> {
  const cartId = readCartId(request);
  await refuseHeldQuote(cartId);
  if (cartId) {
    await db().cartItem.deleteMany({
      where: { cartId, productId: input.productId, ...(input.sizeId !== undefined ? { sizeId: input.sizeId } : {}) },
    });
  }
  return { items: await cartItems(cartId) };
}
