// POST /api/admin/sds/{id}/publish ({ updatedAt }): publish a draft revision. Every one of the 16 sections
// must say something (400 naming each empty one by its key); the PDF is made once, now, and never again.
import { staffErrorResponse } from "@/lib/admin/errors";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { publishSdsDraft, SdsNotPublishable } from "@/lib/sds/publish";
import { sdsPublishSchema, sdsRevisionIdParams } from "@/lib/sds/schemas";

const noStore = { "Cache-Control": "no-store" };

export const POST = route(
  { role: "staff", area: "content", idempotency: "key", params: sdsRevisionIdParams, body: sdsPublishSchema },
  async ({ request, params, body, session }) => {
    try {
      const published = await publishSdsDraft(params.id, body.updatedAt, { actor: session.user, ip: clientAddress(request) });
      return Response.json(published, { headers: noStore });
    } catch (error) {
      if (error instanceof SdsNotPublishable) return jsonError(400, error.message, error.fields, { headers: noStore });
      return staffErrorResponse(error);
    }
  },
);
