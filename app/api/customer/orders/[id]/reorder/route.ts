import { CartError, readCartId, setCartCookie } from "@/lib/cart";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { reorderIntoCart } from "@/lib/portal";
import { CUSTOMER_ROUTE, orderIdParams, PRIVATE_NO_STORE, privateJson } from "@/lib/portal/respond";
import type { ReorderResponse } from "@/lib/portal/schemas";

/** Puts the items of one of the customer's orders into their cart; answers the cart and what was left out. */
export const POST = route({ ...CUSTOMER_ROUTE, idempotency: "key", params: orderIdParams }, async ({ request, params, session }) => {
  let result;
  try {
    result = await reorderIntoCart(session.user.id, params.id, readCartId(request));
  } catch (error) {
    if (error instanceof CartError) {
      return jsonError(error.status, error.message, { [error.field]: error.message }, { headers: PRIVATE_NO_STORE });
    }
    throw error;
  }
  if (!result) return jsonError(404, "Order not found", undefined, { headers: PRIVATE_NO_STORE });
  if (result.added.length === 0) {
    const names = result.skipped.map((s) => `${s.name} (${s.reason})`).join(", ");
    return jsonError(
      409,
      "None of the products in this order can be ordered online any more",
      { id: names },
      { headers: PRIVATE_NO_STORE },
    );
  }
  const body: ReorderResponse = { items: result.items, added: result.added, skipped: result.skipped };
  const response = privateJson(body);
  if (result.newCartId) setCartCookie(response, result.newCartId);
  return response;
});
