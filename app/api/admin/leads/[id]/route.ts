// PATCH /api/admin/leads/{id} { status?, expectedStatus?, lostReason?, ownerId? }: moves the lead to another
// status (lost with a reason; from expectedStatus, the status staff saw) and/or gives it an owner (a sales
// staff member's id, or null). 200 { success, message, status, ownerId }; 400 naming the field; 404 unknown
// lead; 409 naming "status" when the status does not allow the move or moved meanwhile. Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { leadIdParams, leadUpdateSchema } from "@/lib/leads/staff-schema";
import { leadUpdateMessage, type LeadUpdateAnswer } from "@/lib/leads/staff-view-model";
import { route } from "@/lib/http/route";
import { updateLead } from "@/lib/leads/inbox";
import { clientAddress } from "@/lib/rate-limit";

export const PATCH = route(
  { role: "staff", area: "sales", idempotency: "key", params: leadIdParams, body: leadUpdateSchema },
  async ({ request, params, body, session }) => {
    try {
      const updated = await updateLead(params.id, body, { actor: session.user, ip: clientAddress(request) });
      const answer: LeadUpdateAnswer = {
        success: true,
        message: leadUpdateMessage(updated.changed, updated.status),
        status: updated.status,
        ownerId: updated.ownerId,
      };
      return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
