// GET /api/admin/products/{id}/images: the library pictures attached to a product. PUT: replace them
// with the list sent ({ imageIds: [primary, ...gallery] }). Staff only.
import { staffErrorResponse } from "@/lib/admin/errors";
import { productIdParams } from "@/lib/catalog/product-schema";
import { productImagesSchema } from "@/lib/catalog/image-schema";
import { productImages, setProductImages } from "@/lib/catalog/edit-images";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

const noStore = { "Cache-Control": "no-store" };
const params = productIdParams;

export const GET = route({ role: "staff", area: "content", params }, async ({ params }) => {
  try {
    return Response.json(await productImages(params.id), { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});

export const PUT = route(
  { role: "staff", area: "content", idempotency: "key", params, body: productImagesSchema, maxBytes: 16 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      const images = await setProductImages(params.id, body, { actor: session.user, ip: clientAddress(request) });
      return Response.json(images, { headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
