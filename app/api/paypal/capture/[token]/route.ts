// POST /api/paypal/capture/{token} (seed 001 §7): { checkoutState? } → { status, orderId, orderNumber,
// total, order? }. status "COMPLETED" means the money was taken and the order is complete (confirmation
// e-mailed); another status is a failure the shopper is told about. The order comes from the token and
// the visitor's cart cookie, never from the saved checkout state: a token of another cart is a 404 that
// says nothing of the order. 409 { status: "PRICE_CHANGED", total } when the order's total changed since
// PayPal approved it (nothing captured); 202 { status: "CONFIRMING", message } while the outcome of a
// capture is not known yet (nothing more is captured until PayPal tells); 503 when no PayPal gateway is configured.
import { z } from "zod";
import { readCartId } from "@/lib/cart";
import { route } from "@/lib/http/route";
import { OrderError } from "@/lib/orders";
import { payPalCaptureRequestSchema, type PayPalCaptureResponse } from "@/lib/orders/api";
import { capturePayPalPayment } from "@/lib/orders/paypal-payment";
import { noStore, orderErrorResponse } from "@/lib/orders/respond";
import { toOrderSummary } from "@/lib/orders/summary";

const params = z.object({ token: z.string().regex(/^[A-Za-z0-9-]{6,64}$/, "token must be a PayPal order id") });

export const POST = route(
  {
    role: "public",
    params,
    body: payPalCaptureRequestSchema,
    maxBytes: 32 * 1024,
    idempotency: { natural: "the PayPal order token: captured once (PayPal-Request-Id), its order completed once" },
  },
  async ({ request, params }) => {
    try {
      const result = await capturePayPalPayment(params.token, readCartId(request));
      if (result.kind === "unavailable")
        return Response.json({ error: result.message, message: result.message }, { status: 503, headers: noStore });
      const { order } = result;
      const common = { orderId: order.id, orderNumber: order.orderNumber, total: order.total.toFixed(2) };
      let answer: PayPalCaptureResponse;
      let status = 200;
      switch (result.kind) {
        case "completed":
          answer = { status: "COMPLETED", ...common, order: toOrderSummary(order) };
          break;
        case "not-completed":
          answer = { status: result.status, ...common, message: result.message };
          break;
        case "busy":
          answer = { status: "IN_PROGRESS", ...common, message: result.message };
          status = 409;
          break;
        case "error":
          answer = { status: "ERROR", ...common, message: result.message };
          status = 502;
          break;
        case "confirming":
          answer = { status: "CONFIRMING", ...common, message: result.message };
          status = 202;
          break;
      }
      return Response.json(answer, { status, headers: noStore });
    } catch (error) {
      const priceChanged = error instanceof OrderError && error.details.total !== undefined;
      return orderErrorResponse(error, priceChanged ? { status: "PRICE_CHANGED" } : {});
    }
  },
);
