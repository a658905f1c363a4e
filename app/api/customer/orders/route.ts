import { customerOrders } from "@/lib/portal";
import { privateJson, withUser } from "@/lib/portal/respond";

/** The signed-in customer's paid orders, newest first. */
export async function GET(request: Request) {
  return withUser(request, async (user) => privateJson(await customerOrders(user.id)));
}
