// The inputs of POST /api/admin/orders/{id}/refund and POST /api/payment/void (seed 001 §7). Client-safe.
import { z } from "zod";

export const REFUND_REASON_MAX = 500;

/** Only full refunds: `amount`, when sent, must equal the order's total (checked against the order). */
export const refundRequestSchema = z.object({
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

export type RefundRequest = z.output<typeof refundRequestSchema>;
