// POST /api/quotes/{token}/accept { revision }: the customer accepts the quote as they read it. Its lines,
// at its prices, become the visitor's cart (their own cart is set aside and comes back after the order);
// the answer sets the cart cookie: 200 { number, redirect: "/checkout" }. Accepting again answers the same
// cart. 404 unknown link or a draft; 409 naming "status" (expired, withdrawn, ordered), "revision" (a newer
// revision was sent meanwhile) or "lines" (a product is no longer sold). Anyone with the link.
import { NextResponse } from "next/server";
import { readCartId, setCartCookie } from "@/lib/cart";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { acceptQuote, QuoteAcceptError } from "@/lib/quotes/accept";
import { quoteAcceptSchema, quoteTokenParams } from "@/lib/quotes/schemas";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const POST = route(
  {
    role: "public",
    params: quoteTokenParams,
    body: quoteAcceptSchema,
    maxBytes: 1024,
    idempotency: { natural: "the quote's token and revision: accepting again answers the same cart" },
  },
  async ({ request, params, body }) => {
    try {
      const accepted = await acceptQuote(params.token, body.revision, readCartId(request));
      const response = NextResponse.json({ number: accepted.number, redirect: "/checkout" }, { headers: NO_STORE });
      setCartCookie(response, accepted.cartId);
      return response;
    } catch (error) {
      if (error instanceof QuoteAcceptError)
        return jsonError(error.status, error.message, { [error.field]: error.message }, { headers: NO_STORE });
      throw error;
    }
  },
);
