// POST /api/paypal/order (seed 001 §7, the checkout page's variant): { idempotencyKey, customerInfo,
// intent, currency, amount?, items? } → { approvalUrl, orderId, orderNumber, paypalOrderId }. The PayPal
// order is made for the server's total of the visitor's cart; amount and items from the client are ignored.
// 409 with { total } when the checkout's order was priced again and its total changed, 409 while another
// window pays the same cart, 503 when no PayPal gateway is configured.
import { payPalOrderRequestSchema, type PayPalOrderResponse } from "@/lib/orders/api";
import { startPayPalPayment } from "@/lib/orders/paypal-payment";
import { checkoutRoute, noStore, orderErrorResponse, siteOrigin } from "@/lib/orders/respond";

export const POST = checkoutRoute(payPalOrderRequestSchema, async ({ request, ...input }) => {
  try {
    const started = await startPayPalPayment({
      cartId: input.cartId,
      userId: input.userId,
      idempotencyKey: input.value.idempotencyKey,
      customer: input.value.customerInfo,
      origin: siteOrigin(request),
    });
    if (!started.ok)
      return Response.json({ error: started.message, message: started.message }, { status: started.status, headers: noStore });
    const body: PayPalOrderResponse = {
      approvalUrl: started.approvalUrl,
      orderId: started.order.id,
      orderNumber: started.order.orderNumber,
      paypalOrderId: started.paypalOrderId,
    };
    return Response.json(body, { headers: noStore });
  } catch (error) {
    return orderErrorResponse(error);
  }
});
