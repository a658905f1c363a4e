// The staff area (issues 8, 19, 20): the sales dashboard, product admin, orders, audit log, staff accounts.
// - product-schema.ts  the product form's zod schema, shared by the form and the API (client-safe)
// - products.ts        create, update, delete-or-archive, each with its audit row (server-only)
// - orders.ts          an orders-table row and one order's detail with its refund panel (server-only)
// - order-filters.ts   the orders list's search, filters and cursor from the URL (client-safe)
// - order-search.ts    the orders list's pages and the export's batches (server-only)
// - order-csv.ts       the export's CSV text (pure); order-export.ts streams it (server-only)
// - keyset-page.ts     cursor paging shared by the orders, e-mail and lead lists, and their (createdAt, id) cursor (pure)
// - list-filters.ts    what the lists filtered in the address share: fields, days, pages, LIKE patterns (client-safe)
// - lead-filters.ts    the leads inbox's search, filters and cursor from the URL (client-safe)
// - lead-search.ts     the inbox's pages, its forms and the count of new leads (server-only)
// - leads.ts           one lead's page: what was sent, notes, history; who may own a lead (server-only)
// - lead-schema.ts     inputs of the lead's status, owner, note and reply (client-safe); the changes are lib/leads/inbox.ts
// - lead-view.ts       the lead shapes, answers and toasts the inbox and the lead page read (client-safe)
// - ticket-filters.ts  the support tickets inbox's search, filters and (updatedAt, id) cursor from the URL (client-safe)
// - ticket-search.ts   the tickets inbox's pages (server-only)
// - tickets.ts         one ticket's page: customer, order, owner, thread; who may own a ticket (server-only)
// - ticket-view.ts     the ticket shapes the inbox, the ticket page and their APIs read (client-safe); the
//                      changes are lib/tickets/thread.ts
// - client.ts          the staff pages' calls from the browser, and a form's call (staffFormCall)
// - dashboard.ts       the sales dashboard's SQL aggregates (server-only); lib/domain/sales-periods.ts its periods
// - order-view.ts      the order shapes and toasts the orders table reads (client-safe)
// - refund-schema.ts   inputs of refund and void (client-safe); the actions are lib/orders/staff-actions.ts
// - audit.ts           the audit log page (server-only); audit-diff.ts its compact before/after (pure)
// - page-guard.ts      the pages' own staff check; errors.ts the refusals the route handlers answer
// - staff.ts          staff accounts: members, invitations, roles, deactivation, each audited (server-only)
// - staff-schema.ts   the staff-account APIs' inputs, answers and toasts (client-safe)
export type { AdminProduct, ProductInput, ProductPatch } from "./product-schema";
export type { AdminOrderRow } from "./order-view";
