// POST /api/admin/orders/{orderId}/fulfilment { action, … }: mark processing, add a
// shipment { carrier, trackingNumber, note?, items: [{ itemId, quantity }] }, mark delivered, or add an
// internal note { body }. 200 { success, message, fulfilmentStatus }; 400 naming the field; 404
// unknown order; 409 the order's state does not allow it (voided, refunded, already shipped…).
import { z } from "zod";
import { staffErrorResponse } from "@/lib/admin/errors";
import { fulfilmentRequestSchema } from "@/lib/orders/fulfilment-schema";
import { fulfilmentLabel } from "@/lib/orders/fulfilment-rules";
import type { FulfilmentStatus } from "@/lib/generated/prisma/enums";
import { publicOrigin } from "@/lib/http/public-origin";
import { route } from "@/lib/http/route";
import { addOrderNote, addShipment, markDelivered, markProcessing } from "@/lib/orders/fulfilment";
import { clientAddress } from "@/lib/rate-limit";

const params = z
  .object({ id: z.string() })
  .transform(({ id }) => ({ orderId: id }))
  .pipe(z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The order id is not valid") }));

const MESSAGES = {
  mark_processing: "Marked as processing",
  add_shipment: "Shipment added",
  mark_delivered: "Marked as delivered",
  add_note: "Note added",
} as const;

export const POST = route(
  { role: "staff", area: "orders", idempotency: "key", params, body: fulfilmentRequestSchema, maxBytes: 32 * 1024 },
  async ({ request, params, body, session }) => {
    const context = { actor: session.user, ip: clientAddress(request), origin: publicOrigin(request.headers) };
    try {
      let status: FulfilmentStatus | undefined;
      switch (body.action) {
        case "mark_processing":
          status = (await markProcessing(params.orderId, context)).fulfilmentStatus;
          break;
        case "add_shipment":
          status = (await addShipment(params.orderId, body, context)).fulfilmentStatus;
          break;
        case "mark_delivered":
          status = (await markDelivered(params.orderId, context)).fulfilmentStatus;
          break;
        case "add_note":
          await addOrderNote(params.orderId, body.body, context);
          break;
      }
      return Response.json(
        {
          success: true,
          message: MESSAGES[body.action],
          fulfilmentStatus: status,
          fulfilmentLabel: status ? fulfilmentLabel(status) : undefined,
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    } catch (error) {
      return staffErrorResponse(error);
    }
  },
);
