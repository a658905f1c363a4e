// The customer portal (seed 000 "Customer portal dialog", DESIGN §6): everything a signed-in customer
// reads and does in the header's portal dialog, always scoped to that customer.
// - schemas.ts           inputs and answer shapes of /api/customer/*; client-safe
// - status.ts            order and ticket status labels and colours; client-safe
// - client.ts            the browser's calls
// - orders.ts, tickets.ts, stats.ts, documents.ts   data access (server only); a ticket's thread is
//   written by lib/tickets
// - links.ts             the link that opens the portal at a ticket; client-safe
// - pdf.ts, document-content.ts                     the downloadable documents, rendered on demand
// - respond.ts           shared by the route handlers
import "server-only";

export { customerOrders, reorderIntoCart } from "./orders";
export { customerTicket, customerTickets, createTicket, replyToTicket } from "./tickets";
export { customerStats } from "./stats";
export { customerDocuments, customerDocumentFile } from "./documents";
