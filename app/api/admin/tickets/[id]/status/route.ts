// PUT /api/admin/tickets/{id}/status { status, from }: staff move the ticket from the state their page showed
// (lib/tickets/status.ts). 200 with the ticket; 404 unknown ticket; 409 naming status when the move is
// not allowed or the ticket is no longer in `from` (someone changed it meanwhile).
import { staffTicketDetail } from "@/lib/tickets/staff-view";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { changeTicketStatus, ticketRefusalResponse } from "@/lib/tickets";
import { ticketIdParams, ticketStatusChangeSchema } from "@/lib/tickets/schemas";

export const PUT = route(
  { role: "staff", area: "sales", idempotency: "key", params: ticketIdParams, body: ticketStatusChangeSchema, maxBytes: 1024 },
  async ({ request, params, body, session }) => {
    const result = await changeTicketStatus(session.user, params.id, body, { ip: clientAddress(request) });
    if (!result.ok) return ticketRefusalResponse(result);
    return Response.json(await staffTicketDetail(params.id), { headers: { "Cache-Control": "no-store" } });
  },
);
