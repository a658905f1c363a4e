// GET /api/admin/products/{id}/sds: the product's safety data sheet revisions, newest first, with the
// current one. POST: start a new draft revision (its sections copied from the current authored one).
import { staffErrorResponse } from "@/lib/admin/errors";
import { productIdParams } from "@/lib/catalog/product-schema";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { createSdsDraft } from "@/lib/sds/drafts";
import { staffProductSds } from "@/lib/sds/staff-view";

const noStore = { "Cache-Control": "no-store" };
const params = productIdParams;

export const GET = route({ role: "staff", area: "content", params }, async ({ params }) => {
  try {
    return Response.json(await staffProductSds(params.id), { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});

export const POST = route({ role: "staff", area: "content", idempotency: "key", params }, async ({ request, params, session }) => {
  try {
    const draft = await createSdsDraft(params.id, new Date(), { actor: session.user, ip: clientAddress(request) });
    return Response.json(draft, { status: 201, headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});
