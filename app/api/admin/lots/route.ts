// GET /api/admin/lots[?sizeId=]: the newest recorded lots, or one pack size's lots with the specification a
// new lot of it is measured against. POST: record a lot ({ productSizeId, lotNumber, manufacturedOn,
// measurements }): 400 naming the measurement at fault, 409 for a lot number already recorded.
import { staffErrorResponse } from "@/lib/admin/errors";
import { lotInputSchema, lotListQuery } from "@/lib/lots/rules";
import { route } from "@/lib/http/route";
import { recentLots, recordLot, specificationForSize } from "@/lib/lots";
import { clientAddress } from "@/lib/rate-limit";

const noStore = { "Cache-Control": "no-store" };

export const GET = route({ role: "staff", area: "orders", query: lotListQuery }, async ({ query }) => {
  try {
    if (query.sizeId === undefined) return Response.json({ lots: await recentLots() }, { headers: noStore });
    const [specification, lots] = await Promise.all([specificationForSize(query.sizeId), recentLots({ productSizeIds: [query.sizeId] })]);
    return Response.json({ specification, lots }, { headers: noStore });
  } catch (error) {
    return staffErrorResponse(error);
  }
});

export const POST = route(
  { role: "staff", area: "orders", idempotency: "key", body: lotInputSchema },
  async ({ request, body, session }) => {
    try {
      const lot = await recordLot(body, { actor: session.user, ip: clientAddress(request) });
      return Response.json(lot, { status: 201, headers: noStore });
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
