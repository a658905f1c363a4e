// POST /api/admin/emails/{id}/resend (no body): staff's "Resend" of a message, as a new queued copy that
// points to it (the original keeps its status and reason), recorded in the audit log. 200 with the new
// message's id and status; 400 an id that is not a whole number; 404 no message has this id; 409 the
// message is still being delivered (queued or sending).
import { z } from "zod";
import { resendEmailAsStaff } from "@/lib/email/staff-view";
import { staffErrorResponse } from "@/lib/admin/errors";
import { emailIdSchema } from "@/lib/email/list-filters";
import type { ResendEmailResponse } from "@/lib/email/staff-view-model";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { clientAddress } from "@/lib/rate-limit";

const params = z.object({ id: emailIdSchema });
const noStore = { "Cache-Control": "no-store" };

export const POST = route({ role: "staff", area: "any", idempotency: "key", params }, async ({ request, params, session }) => {
  const address = clientAddress(request);
  let email;
  try {
    email = await resendEmailAsStaff(params.id, {
      actor: { id: session.user.id, email: session.user.email },
      ip: address === "unknown" ? null : address,
    });
  } catch (error) {
    return staffErrorResponse(error);
  }
  if (!email) return jsonError(404, "E-mail not found", { id: "No e-mail has this id" }, { headers: noStore });
  const answer: ResendEmailResponse = { success: true, email };
  return Response.json(answer, { headers: noStore });
});
