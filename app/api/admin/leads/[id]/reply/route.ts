// POST /api/admin/leads/{id}/reply { subject, body }: an e-mail to the requester, signed with the staff
// member's name, Reply-To the sales address, sent through the job queue and kept in the lead's e-mail
// history; a new lead becomes contacted. 201 { success, message, emailId, status }; 400 naming the field;
// 404 unknown lead. Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { leadIdParams, leadReplySchema, MAX_REPLY_BODY } from "@/lib/leads/staff-schema";
import { LEAD_TOASTS, type LeadReplyAnswer } from "@/lib/leads/staff-view-model";
import { route } from "@/lib/http/route";
import { replyToLead } from "@/lib/leads/inbox";
import { clientAddress } from "@/lib/rate-limit";

export const POST = route(
  // A reply of the longest length in characters that each take several bytes still fits.
  { role: "staff", area: "sales", idempotency: "key", params: leadIdParams, body: leadReplySchema, maxBytes: 4 * MAX_REPLY_BODY + 4096 },
  async ({ request, params, body, session }) => {
    try {
      const queued = await replyToLead(params.id, body, { actor: session.user, ip: clientAddress(request) });
      const answer: LeadReplyAnswer = { success: true, message: LEAD_TOASTS.replyQueued, ...queued };
      return Response.json(answer, { status: 201, headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
