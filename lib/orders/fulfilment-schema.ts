// What staff send to move an order towards the customer (POST /api/admin/orders/{id}/fulfilment):
// one action per request, checked here; the rules of which action is allowed live in
// lib/orders/fulfilment-rules.ts. Client-safe, so the order page's forms check with the same schema.
import { z } from "zod";
import { CARRIERS } from "@/lib/orders/fulfilment-rules";

export const shipmentSchema = z.object({
  action: z.literal("add_shipment"),
  carrier: z.enum(CARRIERS, { error: "Choose a carrier" }),
  trackingNumber: z
    .string({ error: "Enter the tracking number" })
    .trim()
    .min(1, "Enter the tracking number")
    .max(60, "At most 60 characters"),
  note: z
    .string()
    .trim()
    .max(500, "At most 500 characters")
    .optional()
    .transform((note) => note || null),
  items: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        quantity: z.number({ error: "Enter a quantity" }).int("Enter a whole number").min(0),
        /** The recorded lot the units come from: its certificate of analysis is then offered to the customer. */
        lotNumber: z
          .string()
          .trim()
          .max(40, "At most 40 characters")
          .optional()
          .transform((lot) => lot || null),
      }),
      {
        error: "Choose at least one item to ship.",
      },
    )
    .max(200),
});

export const noteSchema = z.object({
  action: z.literal("add_note"),
  body: z.string().trim().min(1, "Write the note").max(2000, "At most 2000 characters"),
});

export const fulfilmentRequestSchema = z.discriminatedUnion(
  "action",
  [z.object({ action: z.literal("mark_processing") }), shipmentSchema, z.object({ action: z.literal("mark_delivered") }), noteSchema],
  { error: "Unknown action" },
);

/** What every fulfilment step answers: its `message` is the success toast. */
export const fulfilmentAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export type ShipmentRequest = z.infer<typeof shipmentSchema>;

/** The shipment form's values: every order line with a quantity typed as text (blank or 0 leaves it out). */
export type ShipmentFormValues = {
  action: "add_shipment";
  carrier: string;
  trackingNumber: string;
  note: string;
  items: { itemId: number; quantity: string; lotNumber: string }[];
};

/**
 * The form's values as the request: quantities become numbers, a blank one 0 (the line is left out of
 * the shipment). Every line is sent, so that an error about `items.2.quantity` lands on the third row.
 */
export function shipmentRequestFromForm(values: ShipmentFormValues): unknown {
  return {
    ...values,
    items: values.items.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity.trim() === "" ? 0 : Number(line.quantity),
      lotNumber: line.lotNumber.trim() || undefined,
    })),
  };
}
