// GET /api/orders/{orderNumber}/certificates/{lotNumber}[?token=]: the certificate of analysis of a lot
// shipped in the order, as a PDF, for the signed-in owner or the guest whose e-mailed link carries the
// token. 404 (like a lot that does not exist) for anyone else, and for a lot this order did not ship.
import { z } from "zod";
import { lotNumberSchema } from "@/lib/lots/rules";
import { jsonError, privatePdfDownload } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { certificateFile } from "@/lib/lots";
import { readableOrderId } from "@/lib/orders/customer-view";
import { accessTokenSchema, orderNumberSchema } from "@/lib/orders/links";
import { PRIVATE_NO_STORE } from "@/lib/portal/respond";

const params = z.object({ orderNumber: orderNumberSchema, lotNumber: lotNumberSchema });
const query = z.object({ token: accessTokenSchema.optional() });

export const GET = route({ role: "public", params, query, headers: PRIVATE_NO_STORE }, async ({ params, query, session }) => {
  const notFound = () => jsonError(404, "Certificate not found", undefined, { headers: PRIVATE_NO_STORE });
  const orderId = await readableOrderId(params.orderNumber, { userId: session?.user.id ?? null, token: query.token ?? null });
  if (!orderId) return notFound();
  const file = await certificateFile(params.lotNumber, { id: orderId });
  return file ? privatePdfDownload(file) : notFound();
});
