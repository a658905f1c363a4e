import { customerDocuments } from "@/lib/portal";
import { privateJson, withUser } from "@/lib/portal/respond";

/** The documents the signed-in customer may download, per card of the Documents tab. */
export async function GET(request: Request) {
  return withUser(request, async (user) => privateJson(await customerDocuments(user.id)));
}
