// GET /api/orders/{orderNumber}/invoice[?token=]: the order's invoice as a PDF download, for the signed-in
// owner or for the guest whose e-mailed link carries the token. 404 (like an order that does not exist)
// for anyone else and for an order not paid yet; 400 for a malformed number or token.
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { customerInvoice, invoiceResponse } from "@/lib/orders/invoice";
import { accessTokenSchema, orderNumberSchema } from "@/lib/orders/links";
import { PRIVATE_NO_STORE } from "@/lib/portal/respond";

const params = z.object({ orderNumber: orderNumberSchema });
const query = z.object({ token: accessTokenSchema.optional() });

export const GET = route({ role: "public", params, query, headers: PRIVATE_NO_STORE }, async ({ params, query, session }) => {
  const file = await customerInvoice(params.orderNumber, { userId: session?.user.id ?? null, token: query.token ?? null });
  if (!file) return jsonError(404, "Invoice not found", undefined, { headers: PRIVATE_NO_STORE });
  return invoiceResponse(file);
});
