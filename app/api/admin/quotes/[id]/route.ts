// PUT /api/admin/quotes/{id} { …the quote's content, updatedAt }: replaces a draft's content, or revises a
// sent quote and e-mails the customer the new revision at once. 200 { status, revision, message }; 400
// naming the field; 404 unknown quote; 409 naming "status" (accepted, expired, withdrawn) or "updatedAt"
// (changed by someone else since it was read). Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { updateQuote } from "@/lib/quotes/edit";
import { quoteNumber } from "@/lib/quotes/rules";
import { quoteIdParams, quoteUpdateSchema } from "@/lib/quotes/schemas";

export const PUT = route(
  { role: "staff", area: "sales", idempotency: "key", params: quoteIdParams, body: quoteUpdateSchema, maxBytes: 64 * 1024 },
  async ({ request, params, body, session }) => {
    try {
      const saved = await updateQuote(params.id, body, {
        actor: session.user,
        ip: clientAddress(request),
        origin: publicOrigin(request.headers),
      });
      const number = quoteNumber(params.id);
      const message =
        saved.status === "sent" ? `Revision ${saved.revision} of quote ${number} sent to the customer` : `Quote ${number} saved`;
      return Response.json({ ...saved, message }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
