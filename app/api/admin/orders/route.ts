// GET /api/admin/orders: the Recent Orders table, newest first; the page polls it every 5 s. Staff only.
import type { NextRequest } from "next/server";
import { listRecentOrders } from "@/lib/admin/orders";
import { requireStaff } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  return Response.json(await listRecentOrders(), { headers: { "Cache-Control": "no-store" } });
}
