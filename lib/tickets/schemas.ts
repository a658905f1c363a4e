// The inputs of a ticket's thread, shared by the forms (quick hints) and the route handlers (the check that
// counts): a message of the customer or of staff, a change of status from the state staff saw, and an
// owner. Client-safe.
import { z } from "zod";
import { TICKET_ID_PATTERN } from "@/lib/tickets/id";
import { TICKET_STATUSES } from "@/lib/tickets/status";
import { messageText } from "@/lib/portal/schemas";

/** "2026-0042" (lib/tickets/id.ts). */
export const ticketIdSchema = z.string({ error: "id is required" }).regex(TICKET_ID_PATTERN, "id is not a ticket number such as 2026-0042");

/** The [id] of a ticket's routes. */
export const ticketIdParams = z.object({ id: ticketIdSchema });

/** A message in the thread, the customer's or staff's. */
export const ticketMessageSchema = z.object({ message: messageText(2, "Write your message") });
export type TicketMessageInput = z.infer<typeof ticketMessageSchema>;

const statusSchema = (error: string) => z.enum(TICKET_STATUSES, { error });

/**
 * Staff's change of status. `from` is the state the page showed: the change is made only if the ticket is
 * still in it, so two staff changing one ticket at once cannot overwrite each other unseen.
 */
export const ticketStatusChangeSchema = z.object({
  status: statusSchema("Choose a status from the list"),
  from: statusSchema("Say which status the ticket had"),
});
export type TicketStatusChange = z.infer<typeof ticketStatusChangeSchema>;

/** The staff member who answers the ticket; null (or "" from a form's first choice) for nobody. */
export const ticketOwnerSchema = z.object({
  ownerId: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .string({ error: "Choose a staff member from the list" })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a staff member from the list")
      .nullable(),
  ),
});
export type TicketOwnerInput = z.infer<typeof ticketOwnerSchema>;
