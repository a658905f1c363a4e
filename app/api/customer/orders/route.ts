import { route } from "@/lib/http/route";
import { customerOrders } from "@/lib/portal";
import { CUSTOMER_ROUTE, privateJson } from "@/lib/portal/respond";

/** The signed-in customer's paid orders, newest first. */
export const GET = route(CUSTOMER_ROUTE, async ({ session }) => privateJson(await customerOrders(session.user.id)));
