import type { NextRequest } from "next/server";
import { readCartId, setCartCookie } from "@/lib/cart";
import { jsonError } from "@/lib/http/responses";
import { reorderIntoCart } from "@/lib/portal";
import { parseOrderId, PRIVATE_NO_STORE, privateJson, withUser } from "@/lib/portal/respond";
import type { ReorderResponse } from "@/lib/portal/schemas";

type Context = { params: Promise<{ id: string }> };

/** Puts the items of one of the customer's orders into their cart; answers the cart and what was left out. */
export async function POST(request: NextRequest, { params }: Context) {
  return withUser(request, async (user) => {
    const id = parseOrderId((await params).id);
    if (!id.ok) return id.response;
    const result = await reorderIntoCart(user.id, id.id, readCartId(request));
    if (!result) return jsonError(404, "Order not found", undefined, { headers: PRIVATE_NO_STORE });
    if (result.added.length === 0) {
      const names = result.skipped.map((s) => `${s.name} (${s.reason})`).join(", ");
      return jsonError(409, "None of the products in this order can be ordered online any more", { id: names }, { headers: PRIVATE_NO_STORE });
    }
    const body: ReorderResponse = { items: result.items, added: result.added, skipped: result.skipped };
    const response = privateJson(body);
    if (result.newCart) setCartCookie(response, result.cartId);
    return response;
  });
}
