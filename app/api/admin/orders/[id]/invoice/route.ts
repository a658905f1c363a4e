// GET /api/admin/orders/{orderId}/invoice: any order's invoice as a PDF download, for staff. 404 for an
// unknown order or one not paid yet (no invoice number).
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { invoiceResponse, staffInvoice } from "@/lib/orders/invoice";
import { PRIVATE_NO_STORE } from "@/lib/portal/respond";

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The order id is not valid") });

export const GET = route({ role: "staff", area: "orders", params, headers: PRIVATE_NO_STORE }, async ({ params }) => {
  const file = await staffInvoice(params.id);
  if (!file) return jsonError(404, "Invoice not found", undefined, { headers: PRIVATE_NO_STORE });
  return invoiceResponse(file);
});
