import { updateCartItem } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { updateCartSchema } from "@/lib/cart/schemas";

/** Sets the quantity of a line: { productId, quantity }. */
export const POST = cartMutation(updateCartSchema, ({ productId, quantity }, request) => updateCartItem(request, productId, quantity));
