// GET /api/admin/products/{id}/sizes: a product's pack sizes. PUT: replace them with the list sent
// ({ sizes: [{ size, itemNumber, price, quoteOnly, stockQuantity }] }). Staff only.
import { staffErrorResponse } from "@/lib/admin/errors";
import { productIdParams } from "@/lib/catalog/product-schema";
import { productSizesSchema } from "@/lib/catalog/size-schema";
import { productSizes, replaceProductSizes } from "@/lib/catalog/edit-sizes";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

const noStore = { "Cache-Control": "no-store" };
const params = productIdParams;

export const GET = route({ role: "staff", area: "content", params }, async ({ params }) => {
  try {
    return Response.json(await productSizes(params.id), { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});

export const PUT = route(
  { role: "staff", area: "content", idempotency: "key", params, body: productSizesSchema, maxBytes: 16 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      const sizes = await replaceProductSizes(params.id, body, { actor: session.user, ip: clientAddress(request) });
      return Response.json(sizes, { headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
