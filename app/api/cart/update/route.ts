import { updateCartItem } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { updateCartSchema } from "@/lib/cart/schemas";

/** Sets the quantity of a line: { productId, sizeId?, quantity }. */
export const POST = cartMutation(updateCartSchema, { natural: "sets the line's quantity: a repeat sets the same" }, (input, request) =>
  updateCartItem(request, input),
);
