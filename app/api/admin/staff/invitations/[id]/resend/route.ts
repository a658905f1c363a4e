// POST /api/admin/staff/invitations/{id}/resend (no body, owner only): e-mails a new link,
// good for 72 hours from now, for an invitation still waiting or expired; the old link stops working.
// 200 with the new invitation; 404 unknown invitation; 409 used or withdrawn, or the address has an
// account by now (on "email").
import { staffErrorResponse } from "@/lib/admin/errors";
import { resendInvitation } from "@/lib/staff/accounts";
import { invitationParams, type InvitationResponse } from "@/lib/staff/schema";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

export const POST = route(
  { role: "staff", area: "owner", idempotency: "key", params: invitationParams },
  async ({ request, params, session }) => {
    try {
      const invitation = await resendInvitation(params.id, {
        actor: session.user,
        ip: clientAddress(request),
        origin: publicOrigin(request.headers),
      });
      const answer: InvitationResponse = { success: true, invitation };
      return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
