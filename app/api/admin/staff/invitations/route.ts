// POST /api/admin/staff/invitations { firstName, lastName, email, staffRole } (owner only):
// invites a new staff member with an e-mailed set-password link (single use, 72 hours); inviting an
// address again replaces the invitation still waiting. 201 with the invitation; 400 naming the field;
// 409 on "email" when the address already has a customer or staff account.
import { staffErrorResponse } from "@/lib/admin/errors";
import { inviteStaff } from "@/lib/staff/accounts";
import { inviteStaffSchema, type InvitationResponse } from "@/lib/staff/schema";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

export const POST = route(
  { role: "staff", area: "owner", idempotency: "key", body: inviteStaffSchema, maxBytes: 4 * 1024 },
  async ({ request, body, session }) => {
    try {
      const invitation = await inviteStaff(body, {
        actor: session.user,
        ip: clientAddress(request),
        origin: publicOrigin(request.headers),
      });
      const answer: InvitationResponse = { success: true, invitation };
      return Response.json(answer, { status: 201, headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
