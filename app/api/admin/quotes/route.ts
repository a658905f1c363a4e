// GET /api/admin/quotes[?status=&q=&lead=]: the newest quotes matching (at most 100) { rows, more }.
// POST /api/admin/quotes { leadId?, customer…, shipping, validUntil, notes, lines }: a new draft; 201
// { id, number, message }; 400 naming the field (a line's field as "lines.0.unitPrice"). Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { createQuote } from "@/lib/quotes/create";
import { searchQuotes } from "@/lib/quotes/read";
import { quoteInputSchema, quoteListQuerySchema } from "@/lib/quotes/schemas";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export const GET = route({ role: "staff", area: "sales", query: quoteListQuerySchema }, async ({ query }) =>
  Response.json(await searchQuotes({ status: query.status ?? null, search: query.q ?? "", leadId: query.lead ?? null }), {
    headers: NO_STORE,
  }),
);

export const POST = route(
  { role: "staff", area: "sales", idempotency: "key", body: quoteInputSchema, maxBytes: 64 * 1024 },
  async ({ request, body, session }) => {
    try {
      const quote = await createQuote(body, { actor: session.user, ip: clientAddress(request) });
      return Response.json({ ...quote, message: `Quote ${quote.number} saved as a draft` }, { status: 201, headers: NO_STORE });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
