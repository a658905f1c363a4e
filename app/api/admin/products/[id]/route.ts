// PATCH /api/admin/products/{id}: change any of a product's fields. DELETE: remove it; one that has been
// ordered is archived instead (it leaves the shop, old orders keep it). Staff only.
import { staffErrorResponse } from "@/lib/admin/errors";
import { productIdParams, productPatchSchema } from "@/lib/catalog/product-schema";
import { removeProduct, updateProduct } from "@/lib/catalog/edit-product";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

const noStore = { "Cache-Control": "no-store" };
const params = productIdParams;

export const PATCH = route(
  { role: "staff", area: "content", idempotency: "key", params, body: productPatchSchema, maxBytes: 64 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      const product = await updateProduct(params.id, body, { actor: session.user, ip: clientAddress(request) });
      return Response.json({ product }, { headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);

export const DELETE = route({ role: "staff", area: "content", idempotency: "key", params }, async ({ request, params, session }) => {
  try {
    const removed = await removeProduct(params.id, { actor: session.user, ip: clientAddress(request) });
    return Response.json(removed, { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});
