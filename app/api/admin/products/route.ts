// GET /api/admin/products: the products on sale, as staff edit them. POST: add one (seed 001 Product Admin).
// Staff only: 401 anonymous, 403 customer.
import { staffErrorResponse } from "@/lib/admin/errors";
import { productInputSchema } from "@/lib/catalog/product-schema";
import { createProduct, listAdminProducts } from "@/lib/catalog/edit-product";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export const GET = route({ role: "staff", area: "content" }, async () => Response.json(await listAdminProducts(), { headers: noStore }));

export const POST = route(
  { role: "staff", area: "content", idempotency: "key", body: productInputSchema, maxBytes: 64 * 1024 },
  async ({ request, body, session }) => {
    try {
      const product = await createProduct(body, { actor: session.user, ip: clientAddress(request) });
      return Response.json({ product }, { status: 201, headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
