// GET /api/customer/tickets/{id}: one of the signed-in customer's tickets with its thread, oldest message
// first (the Support tab's ticket view). 404 for a ticket that is not theirs, 400 naming id for a malformed one.
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { customerTicket } from "@/lib/portal";
import { CUSTOMER_ROUTE, PRIVATE_NO_STORE, privateJson } from "@/lib/portal/respond";
import { ticketIdParams } from "@/lib/tickets/schemas";

export const GET = route({ ...CUSTOMER_ROUTE, params: ticketIdParams }, async ({ params, session }) => {
  const thread = await customerTicket(session.user.id, params.id);
  if (!thread) return jsonError(404, "Ticket not found", undefined, { headers: PRIVATE_NO_STORE });
  return privateJson(thread);
});
