// GET /api/admin/tickets/{id}: one ticket with its customer, order, owner and thread. 404 unknown ticket,
// 400 naming id for a malformed one. Staff of the sales desk only.
import { staffTicketDetail } from "@/lib/tickets/staff-view";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { ticketIdParams } from "@/lib/tickets/schemas";

export const GET = route({ role: "staff", area: "sales", params: ticketIdParams }, async ({ params }) => {
  const detail = await staffTicketDetail(params.id);
  if (!detail) return jsonError(404, "Ticket not found");
  return Response.json(detail, { headers: { "Cache-Control": "no-store" } });
});
