// GET /api/admin/orders[?q=&status=&fulfilment=&method=&from=&to=&cursor=&dir=]: a page of the orders list
// as its rows, newest first; without a cursor the first page, which the table polls every 5 s. The query
// is the page's (lib/orders/list-filters.ts); a bad value is a 400 naming the field. Staff only.
import { orderListQuerySchema } from "@/lib/orders/list-filters";
import { searchOrders } from "@/lib/orders/list-search";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ role: "staff", area: "orders", query: orderListQuerySchema }, async ({ query }) =>
  Response.json((await searchOrders(query)).rows, { headers: { "Cache-Control": "no-store" } }),
);
