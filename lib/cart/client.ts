// The browser's side of the cart: the calls of seed 001 §7 and an event that tells every cart button
// to refresh. Each call answers the cart's lines, or the failure (lib/client/api.ts). Client-safe.
import { api, type ApiResult } from "@/lib/client/api";
import { cartSchema, type CartItemView } from "./schemas";

export const CART_CHANGED_EVENT = "triple-zero:cart-changed";
/** The localStorage key whose change tells the browser's other tabs that the cart changed (a storage event). */
export const CART_BROADCAST_KEY = "tripleZero.cartChanged";
/** Seed 001 §9: cart data stays fresh for 30 s. */
export const CART_FRESH_MS = 30_000;

/** Tells the browser's other tabs to fetch the cart again: they share its cookie, and so its lines. */
export function broadcastCartChange(): void {
  try {
    window.localStorage.setItem(CART_BROADCAST_KEY, String(Date.now()));
  } catch {
    // Without storage the other tabs catch up when they next fetch the cart.
  }
}

/** Tells this tab's cart buttons the new lines, and the other tabs to fetch them. */
function changed(result: ApiResult<CartItemView[]>): ApiResult<CartItemView[]> {
  if (result.ok) {
    window.dispatchEvent(new CustomEvent<CartItemView[]>(CART_CHANGED_EVENT, { detail: result.data }));
    broadcastCartChange();
  }
  return result;
}

export const fetchCart = () => api.get("/api/cart", cartSchema);

/** What to add: a product's size by ids, or a size by its item number. */
export type CartProduct = { productId: number; sizeId?: number } | { itemNumber: string };
/** A cart line: its product and size. */
export type CartLineKey = { productId: number; sizeId: number };

export async function addToCart(product: CartProduct, quantity: number) {
  return changed(await api.post("/api/cart", cartSchema, { ...product, quantity }));
}

export async function updateCartItem({ productId, sizeId }: CartLineKey, quantity: number) {
  return changed(await api.post("/api/cart/update", cartSchema, { productId, sizeId, quantity }));
}

export async function removeCartItem({ productId, sizeId }: CartLineKey) {
  return changed(await api.post("/api/cart/remove", cartSchema, { productId, sizeId }));
}

export function totalQuantity(items: readonly CartItemView[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
