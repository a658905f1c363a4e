// The inputs of POST /api/admin/orders/{id}/refund and POST /api/payment/void (seed 001 §7). Client-safe.
import { z } from "zod";

export const REFUND_REASON_MAX = 500;

const refundLine = z.object({
  orderItemId: z.number({ error: "orderItemId must be a line's id" }).int().positive("orderItemId must be a line's id"),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(0, "Quantity cannot be negative")
    .max(100_000),
  restock: z.boolean({ error: "restock must be true or false" }).default(false),
});

/**
 * A refund of `amount` (up to what remains), of `lines` (chosen quantities, each perhaps put back in
 * stock), or, with neither, of all that remains; checked against the order by lib/orders/refunds.ts.
 */
export const refundRequestSchema = z.object({
  lines: z.array(refundLine, { error: "lines must be a list" }).max(200, "Too many lines").optional(),
  amount: z
    .union([z.number(), z.string()], { error: "Amount must be a number" })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const raw = typeof value === "number" ? String(value) : value.trim().replace(/^\$/, "");
      const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(raw);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "Amount must be a positive amount in dollars, e.g. 59.90" });
        return z.NEVER;
      }
      return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
    }),
  reason: z
    .union([z.string(), z.null()], { error: "Reason must be text" })
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= REFUND_REASON_MAX, `Reason can be at most ${REFUND_REASON_MAX} characters`),
});

export const voidRequestSchema = z.object({
  transactionId: z
    .string({ error: "transactionId is required" })
    .trim()
    .min(1, "transactionId is required")
    .max(100, "transactionId is too long"),
});

/** The order page's refund form: an amount, or a quantity and "put back in stock" per line. */
export type RefundFormValues = {
  mode: "amount" | "lines";
  amount: string;
  reason: string;
  lines: { orderItemId: number; quantity: string; restock: boolean }[];
};

/**
 * The form's values as the request: in amount mode the amount; in lines mode every line with a quantity
 * (blank counts as 0), so that an error about `lines.2.quantity` lands on the third row.
 */
export function refundRequestFromForm(values: RefundFormValues): unknown {
  const reason = values.reason;
  if (values.mode === "amount") return { amount: values.amount, reason };
  return {
    reason,
    lines: values.lines.map((line) => ({
      orderItemId: line.orderItemId,
      quantity: line.quantity.trim() === "" ? 0 : Number(line.quantity),
      restock: line.restock,
    })),
  };
}
