// The browser's side of the cart: the calls of seed 001 §7 and an event that tells every cart button
// to refresh. Client-safe.
import { sendAction } from "@/lib/http/idempotent-fetch";
import type { CartItemView } from "./schemas";

export const CART_CHANGED_EVENT = "triple-zero:cart-changed";
/** The localStorage key whose change tells the browser's other tabs that the cart changed (a storage event). */
export const CART_BROADCAST_KEY = "tripleZero.cartChanged";
/** Seed 001 §9: cart data stays fresh for 30 s. */
export const CART_FRESH_MS = 30_000;

/** Any non-OK answer becomes an error "status: body" (seed 001 §7). */
async function call(path: string, body?: unknown): Promise<CartItemView[]> {
  const response = await sendAction(path, {
    method: body === undefined ? "GET" : "POST",
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as CartItemView[];
}

/** Tells the browser's other tabs to fetch the cart again: they share its cookie, and so its lines. */
export function broadcastCartChange(): void {
  try {
    window.localStorage.setItem(CART_BROADCAST_KEY, String(Date.now()));
  } catch {
    // Without storage the other tabs catch up when they next fetch the cart.
  }
}

function changed(items: CartItemView[]): CartItemView[] {
  window.dispatchEvent(new CustomEvent<CartItemView[]>(CART_CHANGED_EVENT, { detail: items }));
  broadcastCartChange();
  return items;
}

export const fetchCart = () => call("/api/cart");

/** What to add: a product's size by ids, or a size by its item number. */
export type CartProduct = { productId: number; sizeId?: number } | { itemNumber: string };
/** A cart line: its product and size. */
export type CartLineKey = { productId: number; sizeId: number };

export async function addToCart(product: CartProduct, quantity: number) {
  return changed(await call("/api/cart", { ...product, quantity }));
}

export async function updateCartItem({ productId, sizeId }: CartLineKey, quantity: number) {
  return changed(await call("/api/cart/update", { productId, sizeId, quantity }));
}

export async function removeCartItem({ productId, sizeId }: CartLineKey) {
  return changed(await call("/api/cart/remove", { productId, sizeId }));
}

export function totalQuantity(items: readonly CartItemView[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The message of a failed call, for a toast: the server's `error` when it sent one. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" ? parsed.error : fallback;
  } catch {
    return fallback;
  }
}
