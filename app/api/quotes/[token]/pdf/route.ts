// GET /api/quotes/{token}/pdf: the quote as the customer's link shows it, as a PDF download ("Quote
// Q-1001.pdf"); the same bytes for the same revision and state. 404 for an unknown link or a draft.
import { quotePdf } from "@/lib/documents/quote-pdf";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { FILE_POLICY } from "@/lib/security/csp";
import { quoteForCustomer, quoteSeller } from "@/lib/quotes/read";
import { quoteTokenParams } from "@/lib/quotes/schemas";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const GET = route({ role: "public", params: quoteTokenParams, headers: NO_STORE }, async ({ params }) => {
  const quote = await quoteForCustomer(params.token);
  if (!quote) return jsonError(404, "Quote not found", undefined, { headers: NO_STORE });
  const bytes = await quotePdf(quote.document, quoteSeller());
  return new Response(bytes.slice().buffer, {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="Quote ${quote.document.number}.pdf"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": FILE_POLICY,
    },
  });
});
