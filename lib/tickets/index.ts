// Support tickets as a thread both ways: the customer and staff write messages, staff move
// the ticket through open → in progress → resolved → closed and give it an owner.
// - schemas.ts   the inputs of a message, a change of status and an owner; client-safe
// - thread.ts    writing in a ticket: messages, status, owner, each audited with its e-mail (server only)
// - emails.ts    the e-mails to staff (a customer wrote) and to the customer (staff answered)
// - respond.ts   a refusal as the route handlers answer it
// The rules are lib/tickets/status.ts; the customer's reads are lib/portal/tickets.ts, staff's
// lib/tickets/staff-view.ts and lib/tickets/list-search.ts.
import "server-only";

export { addStaffReply, assignTicket, changeTicketStatus, ticketOwnerWhere } from "./thread";
export { ticketRefusalResponse } from "./respond";
