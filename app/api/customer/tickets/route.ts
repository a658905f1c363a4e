import { consume } from "@/lib/rate-limit";
import { jsonError, validationError } from "@/lib/http/responses";
import { readJsonBody } from "@/lib/http/read-json";
import { createTicket, customerTickets } from "@/lib/portal";
import { privateJson, withUser } from "@/lib/portal/respond";
import { newTicketSchema } from "@/lib/portal/schemas";

const MAX_BODY_BYTES = 16 * 1024;
// Every ticket e-mails staff: a runaway script must not flood their inbox.
const TICKETS_PER_HOUR = 20;

/** The signed-in customer's tickets, newest first. */
export async function GET(request: Request) {
  return withUser(request, async (user) => privateJson(await customerTickets(user.id)));
}

/** Opens a ticket { subject, message }: 201 with the numbered ticket; a doubled submit answers 200 with the first. */
export async function POST(request: Request) {
  return withUser(request, async (user) => {
    const body = await readJsonBody(request, { maxBytes: MAX_BODY_BYTES });
    if (!body.ok) return body.response;
    const parsed = newTicketSchema.safeParse(body.value);
    if (!parsed.success) return validationError(parsed.error);
    const limit = await consume(`ticket:user:${user.id}`, { limit: TICKETS_PER_HOUR, windowMs: 60 * 60 * 1000 });
    if (!limit.allowed) {
      return jsonError(429, "Too many new tickets. Please call us or try again later.", undefined, {
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
    const { ticket, created } = await createTicket(user, parsed.data);
    return privateJson(ticket, { status: created ? 201 : 200 });
  });
}
