// GET /api/admin/orders: the Recent Orders table, newest first; the page polls it every 5 s. Staff only.
import { listRecentOrders } from "@/lib/admin/orders";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ role: "staff" }, async () =>
  Response.json(await listRecentOrders(), { headers: { "Cache-Control": "no-store" } }),
);
