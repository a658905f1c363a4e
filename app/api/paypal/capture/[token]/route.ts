// POST /api/paypal/capture/{token} (seed 001 §7): { checkoutState? } → { status, orderId, orderNumber,
// total, order? }. status "COMPLETED" means the money was taken and the order is complete (confirmation
// e-mailed); another status is a failure the shopper is told about. The order comes from the token,
// never from the saved checkout state.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { payPalCaptureRequestSchema, type PayPalCaptureResponse } from "@/lib/orders/api";
import { capturePayPalPayment } from "@/lib/orders/paypal-payment";
import { noStore, orderErrorResponse } from "@/lib/orders/respond";
import { toOrderSummary } from "@/lib/orders/summary";
import { readJsonBody } from "@/lib/http/read-json";

const tokenSchema = z.string().regex(/^[A-Za-z0-9-]{6,64}$/, "token must be a PayPal order id");

export async function POST(request: NextRequest, context: RouteContext<"/api/paypal/capture/[token]">) {
  const token = tokenSchema.safeParse((await context.params).token);
  if (!token.success) return jsonError(400, "Invalid request", { token: token.error.issues[0]?.message ?? "Invalid token" });
  const body = await readJsonBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) return body.response;
  const parsed = payPalCaptureRequestSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, "Invalid request", { checkoutState: "checkoutState must be an object" });

  try {
    const result = await capturePayPalPayment(token.data);
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
    }
    return Response.json(answer, { status, headers: noStore });
  } catch (error) {
    return orderErrorResponse(error);
  }
}
