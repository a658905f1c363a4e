// GET /api/admin/leads[?q=&kind=&form=&status=&industry=&owner=&from=&to=&cursor=&dir=]: a page of the leads
// inbox, newest first: { rows, older, newer }, where older and newer are the cursors of the pages beside it.
// The query is the page's (lib/leads/list-filters.ts); a bad value is a 400 naming the field. Sales staff.
import { leadListQuerySchema } from "@/lib/leads/list-filters";
import { searchLeads } from "@/lib/leads/list-search";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ role: "staff", area: "sales", query: leadListQuerySchema }, async ({ query }) =>
  Response.json(await searchLeads(query), { headers: { "Cache-Control": "no-store" } }),
);
