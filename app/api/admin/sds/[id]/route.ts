// PUT /api/admin/sds/{id}: save a draft revision's sections and revision date ({ content, revisionDate,
// updatedAt }: 409 when someone saved it since it was read). DELETE: throw a draft away. A published
// revision refuses both (409): it never changes.
import { staffErrorResponse } from "@/lib/admin/errors";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { deleteSdsDraft, saveSdsDraft } from "@/lib/sds/drafts";
import { sdsDraftSchema, sdsRevisionIdParams } from "@/lib/sds/schemas";

const noStore = { "Cache-Control": "no-store" };
const params = sdsRevisionIdParams;

export const PUT = route(
  { role: "staff", area: "content", idempotency: "key", params, body: sdsDraftSchema, maxBytes: 256 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      return Response.json(await saveSdsDraft(params.id, body, { actor: session.user, ip: clientAddress(request) }), { headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);

export const DELETE = route({ role: "staff", area: "content", idempotency: "key", params }, async ({ request, params, session }) => {
  try {
    await deleteSdsDraft(params.id, { actor: session.user, ip: clientAddress(request) });
    return new Response(null, { status: 204, headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});
