import type { NextRequest } from "next/server";
import { removeCartItem } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { removeFromCartSchema } from "@/lib/cart/schemas";

/** Removes a line: { productId }. */
export async function POST(request: NextRequest) {
  return cartMutation(request, removeFromCartSchema, ({ productId }) => removeCartItem(request, productId));
}
