import { NextResponse, type NextRequest } from "next/server";
import { addToCart, cartItems, readCartId } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { addToCartSchema } from "@/lib/cart/schemas";

export async function GET(request: NextRequest) {
  return NextResponse.json(await cartItems(readCartId(request)), { headers: { "Cache-Control": "no-store" } });
}

/** Adds { productId | itemNumber, quantity } to the visitor's cart; answers the whole cart. */
export const POST = cartMutation(addToCartSchema, "key", (input, request) => addToCart(request, input));
