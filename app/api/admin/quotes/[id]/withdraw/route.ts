// POST /api/admin/quotes/{id}/withdraw { updatedAt }: the quote can no longer be accepted; its link says
// so. 200 { message }; 404 unknown quote; 409 naming "status" (accepted or withdrawn already) or
// "updatedAt" (changed since it was read). Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { quoteNumber, withdrawQuote } from "@/lib/quotes";
import { quoteIdParams, quoteStepSchema } from "@/lib/quotes/schemas";

export const POST = route(
  { role: "staff", area: "sales", idempotency: "key", params: quoteIdParams, body: quoteStepSchema },
  async ({ request, params, body, session }) => {
    try {
      await withdrawQuote(params.id, body.updatedAt, { actor: session.user, ip: clientAddress(request) });
      return Response.json({ message: `Quote ${quoteNumber(params.id)} withdrawn` }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
