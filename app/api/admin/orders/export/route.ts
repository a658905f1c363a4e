// GET /api/admin/orders/export[?q=&status=&fulfilment=&method=&from=&to=]: every order with the list's
// filters as a CSV download (orders-YYYY-MM-DD.csv), streamed. A bad value is a 400 naming the field;
// a cursor is ignored (the export has every page). Staff only.
import { ordersCsvResponse } from "@/lib/orders/export";
import { orderFiltersSchema } from "@/lib/orders/list-filters";
import { route } from "@/lib/http/route";
import { PRIVATE_NO_STORE } from "@/lib/portal/respond";

export const dynamic = "force-dynamic";

export const GET = route({ role: "staff", area: "orders", query: orderFiltersSchema, headers: PRIVATE_NO_STORE }, ({ query }) =>
  ordersCsvResponse(query),
);
