import { jsonError } from "@/lib/http/responses";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { createTicket, customerTickets } from "@/lib/portal";
import { CUSTOMER_ROUTE, PRIVATE_NO_STORE, privateJson } from "@/lib/portal/respond";
import { newTicketSchema } from "@/lib/portal/schemas";
import { clientAddress } from "@/lib/rate-limit";

// Every ticket e-mails staff: a runaway script must not flood their inbox.
const TICKETS_PER_HOUR = 20;

/** The signed-in customer's tickets, newest first. */
export const GET = route(CUSTOMER_ROUTE, async ({ session }) => privateJson(await customerTickets(session.user.id)));

/**
 * Opens a ticket { subject, message, orderId? }: 201 with the numbered ticket; a doubled submit answers 200
 * with the first; 400 naming orderId for an order that is not the customer's own.
 */
export const POST = route(
  { ...CUSTOMER_ROUTE, idempotency: "key", body: newTicketSchema, maxBytes: 16 * 1024 },
  async ({ request, body, session }) => {
    const user = session.user;
    const result = await createTicket(user, body, {
      origin: publicOrigin(request.headers),
      ip: clientAddress(request),
      limit: { key: `ticket:user:${user.id}`, limit: TICKETS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    });
    if (result.outcome === "not_your_order") {
      return jsonError(400, "Invalid request", { [result.field]: result.error }, { headers: PRIVATE_NO_STORE });
    }
    if (result.outcome === "limited") {
      return jsonError(429, "Too many new tickets. Please call us or try again later.", undefined, {
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    }
    return privateJson(result.ticket, { status: result.outcome === "created" ? 201 : 200 });
  },
);
