// POST /api/admin/orders/{orderId}/refund { amount?, reason? } (seed 001 §7): refunds the whole order
// through its gateway, once. 200 with the order's new row; 400 amount other than the total; 404 unknown
// order; 409 already refunded or voided, not settled yet (void instead) or in progress; 502 gateway refused.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { staffErrorResponse } from "@/lib/admin/errors";
import { toAdminOrderRow } from "@/lib/admin/orders";
import { ORDER_TOASTS, type RefundResponse } from "@/lib/admin/order-view";
import { refundRequestSchema } from "@/lib/admin/refund-schema";
import { requireStaff } from "@/lib/auth/session";
import { readJsonBody } from "@/lib/http/read-json";
import { jsonError, validationError } from "@/lib/http/responses";
import { refundOrder } from "@/lib/orders/staff-actions";
import { clientAddress } from "@/lib/rate-limit";

const orderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The order id is not valid");

export async function POST(request: NextRequest, context: { params: Promise<{ id: string }> }) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const orderId = orderIdSchema.safeParse((await context.params).id);
  if (!orderId.success) return jsonError(400, "Invalid request", { orderId: orderId.error.issues[0]?.message ?? "Invalid order id" });
  const body = await readJsonBody(request, { maxBytes: 8 * 1024 });
  if (!body.ok) return body.response;
  const parsed = refundRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const { order, refund } = await refundOrder(
      { orderId: orderId.data, amountCents: parsed.data.amount, reason: parsed.data.reason },
      { actor: staff, ip: clientAddress(request) },
    );
    const answer: RefundResponse = {
      success: true,
      message: ORDER_TOASTS.refunded.title,
      order: toAdminOrderRow(order),
      refund: { id: refund.id, amount: refund.amount.toFixed(2), reason: refund.reason },
    };
    return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return staffErrorResponse(error);
  }
}
