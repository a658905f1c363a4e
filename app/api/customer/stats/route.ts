import { route } from "@/lib/http/route";
import { customerStats } from "@/lib/portal";
import { CUSTOMER_ROUTE, privateJson } from "@/lib/portal/respond";

/** totalOrders, ytdSavings, openTickets, lastOrder of the signed-in customer. */
export const GET = route(CUSTOMER_ROUTE, async ({ session }) => privateJson(await customerStats(session.user.id)));
