// GET /api/admin/tickets[?status=&customer=&owner=&cursor=&dir=]: a page of the support tickets inbox as its
// rows, latest activity first. The query is the page's (lib/tickets/list-filters.ts); a bad value is a 400
// naming the field. Staff of the sales desk (an owner or sales) only.
import { ticketListQuerySchema } from "@/lib/tickets/list-filters";
import { searchTickets } from "@/lib/tickets/list-search";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ role: "staff", area: "sales", query: ticketListQuerySchema }, async ({ query }) =>
  Response.json(await searchTickets(query), { headers: { "Cache-Control": "no-store" } }),
);
