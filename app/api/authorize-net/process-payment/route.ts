// POST /api/authorize-net/process-payment (seed 001 §7): { idempotencyKey, customer, opaqueData } →
// 200 { success: true, orderId, orderNumber, message, order } when approved; 402 { success: false,
// message } when declined; 502 when the gateway failed; 202 { success: false, confirming: true, message }
// while the outcome of a charge is not known yet (nothing more is charged: the payment is being
// confirmed with the gateway, lib/orders/settle-payments.ts); 409 while the same checkout or the same cart is
// being charged, and 409 { total } when the order was priced again and its total changed (nothing
// charged); 400 on opaqueData for card details already used for another order; 503 when no card
// gateway is configured.
// The amount is the server's total of the visitor's cart; any amount a client sends is ignored.
import { cardPaymentRequestSchema, type CardPaymentResponse } from "@/lib/orders/api";
import { payByCard } from "@/lib/orders/card-payment";
import { checkoutRoute, noStore, orderErrorResponse } from "@/lib/orders/respond";
import { toOrderSummary } from "@/lib/orders/summary";

const STATUS = { approved: 200, declined: 402, error: 502, busy: 409, confirming: 202 } as const;

export const POST = checkoutRoute(cardPaymentRequestSchema, async (input) => {
  const { idempotencyKey, customer, opaqueData } = input.value;
  try {
    const outcome = await payByCard({ cartId: input.cartId, userId: input.userId, idempotencyKey, customer, opaqueData });
    if (outcome.kind === "unavailable") {
      return Response.json({ success: false, message: outcome.message } satisfies CardPaymentResponse, { status: 503, headers: noStore });
    }
    const { order, message } = outcome;
    const body: CardPaymentResponse =
      outcome.kind === "approved"
        ? { success: true, orderId: order.id, orderNumber: order.orderNumber, message, order: toOrderSummary(order) }
        : {
            success: false,
            orderId: order.id,
            orderNumber: order.orderNumber,
            message,
            ...(outcome.kind === "confirming" ? { confirming: true as const } : {}),
          };
    return Response.json(body, { status: STATUS[outcome.kind], headers: noStore });
  } catch (error) {
    return orderErrorResponse(error, { success: false });
  }
});
