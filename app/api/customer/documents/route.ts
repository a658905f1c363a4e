import { route } from "@/lib/http/route";
import { customerDocuments } from "@/lib/portal";
import { CUSTOMER_ROUTE, privateJson } from "@/lib/portal/respond";

/** The documents the signed-in customer may download, per card of the Documents tab. */
export const GET = route(CUSTOMER_ROUTE, async ({ session }) => privateJson(await customerDocuments(session.user.id)));
