// POST /api/admin/quotes/{id}/send { updatedAt }: sends a draft to the customer (an e-mail with the link
// /quotes/{token}); a lead it answers becomes quoted. 200 { revision, message }; 404 unknown quote; 409
// naming "status" (not a draft) or "updatedAt" (changed since it was read). Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { quoteNumber } from "@/lib/quotes/rules";
import { sendQuote } from "@/lib/quotes/send";
import { quoteIdParams, quoteStepSchema } from "@/lib/quotes/schemas";

export const POST = route(
  { role: "staff", area: "sales", idempotency: "key", params: quoteIdParams, body: quoteStepSchema },
  async ({ request, params, body, session }) => {
    try {
      const sent = await sendQuote(params.id, body.updatedAt, {
        actor: session.user,
        ip: clientAddress(request),
        origin: publicOrigin(request.headers),
      });
      return Response.json(
        { revision: sent.revision, message: `Quote ${quoteNumber(params.id)} sent to the customer` },
        { headers: { "Cache-Control": "no-store" } },
      );
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
