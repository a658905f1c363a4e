// POST /api/payment/void { transactionId } (seed 001 §7): cancels an unsettled card charge through the
// gateway, once. 200 with the order's new row; 404 unknown transaction; 409 already voided or refunded,
// settled (refund instead), a PayPal payment, or in progress; 502 gateway refused. Staff only.
import type { NextRequest } from "next/server";
import { staffErrorResponse } from "@/lib/admin/errors";
import { toAdminOrderRow } from "@/lib/admin/orders";
import { ORDER_TOASTS, type VoidResponse } from "@/lib/admin/order-view";
import { voidRequestSchema } from "@/lib/admin/refund-schema";
import { requireStaff } from "@/lib/auth/session";
import { readJsonBody } from "@/lib/http/read-json";
import { validationError } from "@/lib/http/responses";
import { voidTransaction } from "@/lib/orders/staff-actions";
import { clientAddress } from "@/lib/rate-limit";

export async function POST(request: NextRequest) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const body = await readJsonBody(request, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;
  const parsed = voidRequestSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  try {
    const order = await voidTransaction(parsed.data, { actor: staff, ip: clientAddress(request) });
    const answer: VoidResponse = { success: true, message: ORDER_TOASTS.voided.title, order: toAdminOrderRow(order) };
    return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return staffErrorResponse(error);
  }
}
