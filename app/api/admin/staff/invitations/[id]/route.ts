// DELETE /api/admin/staff/invitations/{id} (owner only): withdraws an invitation, so that
// its link stops working. 200; 400 an id that is not a whole number; 404 unknown invitation; 409 used
// or withdrawn already.
import { staffErrorResponse } from "@/lib/admin/errors";
import { revokeInvitation } from "@/lib/staff/accounts";
import { invitationParams } from "@/lib/staff/schema";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

export const DELETE = route(
  { role: "staff", area: "owner", idempotency: "key", params: invitationParams },
  async ({ request, params, session }) => {
    try {
      await revokeInvitation(params.id, { actor: session.user, ip: clientAddress(request) });
      return Response.json({ success: true }, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
