// POST /api/admin/leads/{id}/notes { body }: an internal note on the lead, seen by staff only. 201
// { success, message, noteId }; 400 naming the field; 404 unknown lead. Sales staff.
import { staffErrorResponse } from "@/lib/admin/errors";
import { leadIdParams, leadNoteSchema } from "@/lib/leads/staff-schema";
import { LEAD_TOASTS, type LeadNoteAnswer } from "@/lib/leads/staff-view-model";
import { route } from "@/lib/http/route";
import { addLeadNote } from "@/lib/leads/inbox";
import { clientAddress } from "@/lib/rate-limit";

export const POST = route(
  { role: "staff", area: "sales", idempotency: "key", params: leadIdParams, body: leadNoteSchema },
  async ({ request, params, body, session }) => {
    try {
      const note = await addLeadNote(params.id, body.body, { actor: session.user, ip: clientAddress(request) });
      const answer: LeadNoteAnswer = { success: true, message: LEAD_TOASTS.noteAdded, noteId: note.id };
      return Response.json(answer, { status: 201, headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
