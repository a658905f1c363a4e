// GET /api/customer/tickets/{id}/messages: the thread of one of the signed-in customer's tickets, oldest
// first. POST { message }: the customer's reply, e-mailed to staff; a resolved ticket opens again. 201 with
// the ticket and its thread; 404 a ticket that is not theirs; 409 naming message when it is closed; 429
// over the hourly limit.
import { jsonError } from "@/lib/http/responses";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { customerTicket, replyToTicket } from "@/lib/portal";
import { CUSTOMER_ROUTE, PRIVATE_NO_STORE, privateJson } from "@/lib/portal/respond";
import { clientAddress } from "@/lib/rate-limit";
import { ticketRefusalResponse } from "@/lib/tickets";
import { ticketIdParams, ticketMessageSchema } from "@/lib/tickets/schemas";

// Every message e-mails staff: a runaway script must not flood their inbox.
const MESSAGES_PER_HOUR = 60;

export const GET = route({ ...CUSTOMER_ROUTE, params: ticketIdParams }, async ({ params, session }) => {
  const thread = await customerTicket(session.user.id, params.id);
  if (!thread) return jsonError(404, "Ticket not found", undefined, { headers: PRIVATE_NO_STORE });
  return privateJson(thread.messages);
});

export const POST = route(
  { ...CUSTOMER_ROUTE, idempotency: "key", params: ticketIdParams, body: ticketMessageSchema, maxBytes: 16 * 1024 },
  async ({ request, params, body, session }) => {
    const user = session.user;
    const result = await replyToTicket(user, params.id, body.message, {
      origin: publicOrigin(request.headers),
      ip: clientAddress(request),
      limit: { key: `ticket-message:user:${user.id}`, limit: MESSAGES_PER_HOUR, windowMs: 60 * 60 * 1000 },
    });
    if (!result.ok) return ticketRefusalResponse(result, PRIVATE_NO_STORE);
    return privateJson(result.thread, { status: 201 });
  },
);
