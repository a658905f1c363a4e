// The four stats cards of the portal dashboard (seed 000 §3: totalOrders, ytdSavings, openTickets, lastOrder).
import "server-only";
import { db } from "@/lib/db/client";
import { ytdSavings } from "@/lib/domain/ytd-savings";
import { placedOrdersOf } from "./orders";
import type { PortalStats } from "./schemas";
import { OPEN_TICKET_STATUSES } from "./status";

export async function customerStats(userId: string, now = new Date()): Promise<PortalStats> {
  const orders = await db().order.findMany({
    where: placedOrdersOf(userId),
    select: { status: true, createdAt: true, completedAt: true },
    orderBy: { createdAt: "desc" },
  });
  const openTickets = await db().supportTicket.count({ where: { userId, status: { in: [...OPEN_TICKET_STATUSES] } } });
  return {
    totalOrders: orders.length,
    ytdSavings: ytdSavings(orders, now),
    openTickets,
    lastOrder: orders[0]?.createdAt.toISOString() ?? null,
  };
}
