// PUT /api/admin/tickets/{id}/owner { ownerId }: give the ticket to an active owner or sales member, or to
// nobody (null). 200 with the ticket; 400 naming ownerId for anyone else; 404 unknown ticket.
import { staffTicketDetail } from "@/lib/tickets/staff-view";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { assignTicket, ticketRefusalResponse } from "@/lib/tickets";
import { ticketIdParams, ticketOwnerSchema } from "@/lib/tickets/schemas";

export const PUT = route(
  { role: "staff", area: "sales", idempotency: "key", params: ticketIdParams, body: ticketOwnerSchema, maxBytes: 1024 },
  async ({ request, params, body, session }) => {
    const result = await assignTicket(session.user, params.id, body.ownerId, { ip: clientAddress(request) });
    if (!result.ok) return ticketRefusalResponse(result);
    return Response.json(await staffTicketDetail(params.id), { headers: { "Cache-Control": "no-store" } });
  },
);
