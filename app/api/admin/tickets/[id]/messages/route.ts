// POST /api/admin/tickets/{id}/messages { message }: staff's reply, e-mailed to the customer and shown in
// their portal; an open ticket is in progress after it. 201 with the ticket; 404 unknown ticket; 409
// naming message when the ticket is closed (reopen it first).
import { staffTicketDetail } from "@/lib/tickets/staff-view";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";
import { addStaffReply, ticketRefusalResponse } from "@/lib/tickets";
import { ticketIdParams, ticketMessageSchema } from "@/lib/tickets/schemas";

export const POST = route(
  { role: "staff", area: "sales", idempotency: "key", params: ticketIdParams, body: ticketMessageSchema, maxBytes: 16 * 1024 },
  async ({ request, params, body, session }) => {
    const result = await addStaffReply(session.user, params.id, body.message, {
      origin: publicOrigin(request.headers),
      ip: clientAddress(request),
    });
    if (!result.ok) return ticketRefusalResponse(result);
    return Response.json(await staffTicketDetail(params.id), { status: 201, headers: { "Cache-Control": "no-store" } });
  },
);
