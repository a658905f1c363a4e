import type { NextRequest } from "next/server";
import { updateCartItem } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { updateCartSchema } from "@/lib/cart/schemas";

/** Sets the quantity of a line: { productId, quantity }. */
export async function POST(request: NextRequest) {
  return cartMutation(request, updateCartSchema, ({ productId, quantity }) => updateCartItem(request, productId, quantity));
}
