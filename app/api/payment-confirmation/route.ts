// GET /api/payment-confirmation (seed 001 §7): { confirmed } — whether this visitor's checkout has a paid
// order waiting for "Complete Order", with its summary, so /checkout?payment=confirmed can show it again.
import type { NextRequest } from "next/server";
import { readCartId } from "@/lib/cart";
import type { PaymentConfirmationResponse } from "@/lib/orders/api";
import { awaitingCompletion } from "@/lib/orders/completion";
import { noStore } from "@/lib/orders/respond";
import { toOrderSummary } from "@/lib/orders/summary";

export async function GET(request: NextRequest) {
  const order = await awaitingCompletion(readCartId(request));
  const body: PaymentConfirmationResponse = order ? { confirmed: true, order: toOrderSummary(order) } : { confirmed: false };
  return Response.json(body, { headers: noStore });
}
