import { removeCartItem } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { removeFromCartSchema } from "@/lib/cart/schemas";

/** Removes a line: { productId }. */
export const POST = cartMutation(removeFromCartSchema, ({ productId }, request) => removeCartItem(request, productId));
