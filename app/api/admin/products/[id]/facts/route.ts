// GET /api/admin/products/{id}/facts: a product's technical facts (null until given). PUT: replace them
// ({ components: [{ name, appearance, odor, ph: {min, max}, specificGravity: {min, max} }], flashPoint, … }).
import { staffErrorResponse } from "@/lib/admin/errors";
import { productFacts, replaceProductFacts } from "@/lib/catalog/edit-facts";
import { productIdParams } from "@/lib/catalog/product-schema";
import { productFactsSchema } from "@/lib/catalog/facts";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

const noStore = { "Cache-Control": "no-store" };
const params = productIdParams;

export const GET = route({ role: "staff", area: "content", params }, async ({ params }) => {
  try {
    return Response.json(await productFacts(params.id), { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});

export const PUT = route(
  { role: "staff", area: "content", idempotency: "key", params, body: productFactsSchema, maxBytes: 16 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      return Response.json(await replaceProductFacts(params.id, body, { actor: session.user, ip: clientAddress(request) }), {
        headers: noStore,
      });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
