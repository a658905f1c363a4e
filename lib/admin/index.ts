// The staff area (issue 8): product admin, orders, audit log.
// - product-schema.ts  the product form's zod schema, shared by the form and the API (client-safe)
// - products.ts        create, update, delete-or-archive, each with its audit row (server-only)
// - orders.ts          Recent Orders rows and one order's detail (server-only)
// - order-view.ts      the order shapes and toasts the orders table reads (client-safe)
// - refund-schema.ts   inputs of refund and void (client-safe); the actions are lib/orders/staff-actions.ts
// - audit.ts           the audit log page (server-only); audit-diff.ts its compact before/after (pure)
// - page-guard.ts      the pages' own staff check; errors.ts the refusals the route handlers answer
export type { AdminProduct, ProductInput, ProductPatch } from "./product-schema";
export type { AdminOrderRow } from "./order-view";
