// POST /api/admin/quotes/{id}/withdraw { updatedAt }: the quote can no longer be accepted or paid; its link
// says so, an accepted quote leaves the customer's cart, and a customer who was sent it is e-mailed.
// 200 { message }; 404 unknown quote; 409 naming "status" (paid, being paid, expired or withdrawn already)
// or "updatedAt" (changed since it was read). Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { quoteNumber } from "@/lib/quotes/rules";
import { withdrawQuote } from "@/lib/quotes/withdraw";
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
