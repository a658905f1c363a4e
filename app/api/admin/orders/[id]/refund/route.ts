// POST /api/admin/orders/{orderId}/refund { amount?, lines?, reason? } (seed 001 §7): refunds an
// amount, chosen lines, or all that remains through the order's gateway, once. 200 with the order's new
// row; 400 an amount over what remains or a line quantity over what is left of it (naming the field); 404
// unknown order; 409 nothing left, voided, not settled yet (void instead) or another refund in progress;
// 502 gateway refused.
import { z } from "zod";
import { staffErrorResponse } from "@/lib/admin/errors";
import { toAdminOrderRow } from "@/lib/orders/staff-view";
import { ORDER_TOASTS, type RefundResponse } from "@/lib/orders/staff-view-model";
import { refundRequestSchema } from "@/lib/orders/refund-schema";
import { route } from "@/lib/http/route";
import { refundOrder } from "@/lib/orders/staff-actions";
import { clientAddress } from "@/lib/rate-limit";

// The segment is [id]; a wrong one is reported as "orderId", as the request body's errors are about the order.
const params = z
  .object({ id: z.string() })
  .transform(({ id }) => ({ orderId: id }))
  .pipe(z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The order id is not valid") }));

export const POST = route(
  { role: "staff", area: "orders", idempotency: "key", params, body: refundRequestSchema, maxBytes: 8 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      const { order, refund } = await refundOrder(
        { orderId: params.orderId, amountCents: body.amount, lines: body.lines, reason: body.reason },
        { actor: session.user, ip: clientAddress(request) },
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
  },
);
