// PATCH /api/admin/staff/members/{id} { staffRole?, active? } (owner only): a new role,
// deactivation (active false: the member's sessions end at once) or reactivation. 200 with the member;
// 400 naming the field; 404 no staff member has this id; 409 naming the field when the change would
// leave no active owner ("staffRole" or "active") or deactivate the owner's own account ("active").
import { staffErrorResponse } from "@/lib/admin/errors";
import { changeStaffMember } from "@/lib/staff/accounts";
import { staffChangeSchema, staffMemberParams, type StaffMemberResponse } from "@/lib/staff/schema";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

export const PATCH = route(
  { role: "staff", area: "owner", idempotency: "key", params: staffMemberParams, body: staffChangeSchema, maxBytes: 1024 },
  async ({ request, params, body, session }) => {
    try {
      const member = await changeStaffMember(params.id, body, { actor: session.user, ip: clientAddress(request) });
      const answer: StaffMemberResponse = { success: true, member };
      return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
