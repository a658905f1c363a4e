// POST /api/complete-order (seed 001 §7): no body. Finalizes this visitor's paid order: empties the cart,
// sends the confirmation e-mail once, answers { success: true, order }; { success: false, error } with 404
// when there is no paid order to complete.
import { readCartId } from "@/lib/cart";
import { route } from "@/lib/http/route";
import type { CompleteOrderResponse } from "@/lib/orders/api";
import { completeOrder, NO_PAID_ORDER } from "@/lib/orders/completion";
import { noStore } from "@/lib/orders/respond";
import { toOrderSummary } from "@/lib/orders/summary";

export const POST = route(
  { role: "public", idempotency: { natural: "the visitor's paid order, completed and confirmed once" } },
  async ({ request }) => {
    const order = await completeOrder(readCartId(request));
    const body: CompleteOrderResponse = order ? { success: true, order: toOrderSummary(order) } : { success: false, error: NO_PAID_ORDER };
    return Response.json(body, { status: order ? 200 : 404, headers: noStore });
  },
);
