// POST /api/payment/void { transactionId } (seed 001 §7): cancels an unsettled card charge through the
// gateway, once. 200 with the order's new row; 404 unknown transaction; 409 already voided or refunded,
// settled (refund instead), a PayPal payment, or in progress; 502 gateway refused. Staff only.
import { staffErrorResponse } from "@/lib/admin/errors";
import { toAdminOrderRow } from "@/lib/orders/staff-view";
import { ORDER_TOASTS, type VoidResponse } from "@/lib/orders/staff-view-model";
import { voidRequestSchema } from "@/lib/orders/refund-schema";
import { route } from "@/lib/http/route";
import { voidTransaction } from "@/lib/orders/staff-actions";
import { clientAddress } from "@/lib/rate-limit";

export const POST = route(
  { role: "staff", area: "orders", idempotency: "key", body: voidRequestSchema, maxBytes: 4 * 1024 },
  async ({ request, body, session }) => {
    try {
      const order = await voidTransaction(body, { actor: session.user, ip: clientAddress(request) });
      const answer: VoidResponse = { success: true, message: ORDER_TOASTS.voided.title, order: toAdminOrderRow(order) };
      return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
