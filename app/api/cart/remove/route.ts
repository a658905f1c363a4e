import { removeCartItem } from "@/lib/cart";
import { cartMutation } from "@/lib/cart/respond";
import { removeFromCartSchema } from "@/lib/cart/schemas";

/** Removes a line: { productId, sizeId? } (without sizeId, every size of the product). */
export const POST = cartMutation(removeFromCartSchema, { natural: "removes the line: a repeat finds it gone" }, (input, request) =>
  removeCartItem(request, input),
);
