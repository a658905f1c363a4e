import { customerStats } from "@/lib/portal";
import { privateJson, withUser } from "@/lib/portal/respond";

/** totalOrders, ytdSavings, openTickets, lastOrder of the signed-in customer. */
export async function GET(request: Request) {
  return withUser(request, async (user) => privateJson(await customerStats(user.id)));
}
