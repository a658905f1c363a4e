// POST /api/paypal/order (seed 001 §7, the checkout page's variant): { idempotencyKey, customerInfo,
// intent, currency, amount?, items? } → { approvalUrl, orderId, orderNumber, paypalOrderId }. The PayPal
// order is made for the server's total of the visitor's cart; amount and items from the client are ignored.
import type { NextRequest } from "next/server";
import { payPalOrderRequestSchema, type PayPalOrderResponse } from "@/lib/orders/api";
import { startPayPalPayment } from "@/lib/orders/paypal-payment";
import { noStore, orderErrorResponse, readCheckoutRequest, siteOrigin } from "@/lib/orders/respond";

export async function POST(request: NextRequest) {
  const input = await readCheckoutRequest(request, payPalOrderRequestSchema);
  if (!input.ok) return input.response;
  try {
    const started = await startPayPalPayment({
      cartId: input.cartId,
      idempotencyKey: input.value.idempotencyKey,
      customer: input.value.customerInfo,
      origin: siteOrigin(request),
    });
    if (!started.ok) return Response.json({ error: started.message }, { status: started.status, headers: noStore });
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
}
