// What a PaymentEvent's `raw` keeps of a card charge attempt besides its columns, and how staff read the
// events. Client-safe. `raw` never holds card data: a hash of the token (to recognise a replay), the
// invoice number the gateway was sent, and for failures the problem (lib/payments/types.ts).
import { z } from "zod";
import type { PaymentEventKind } from "@/lib/generated/prisma/enums";
import { UNCERTAIN_CHARGE_PROBLEMS, type ChargeProblem } from "@/lib/payments/types";

const problemSchema = z.enum(["gateway-error", "timeout", "no-answer", "held-for-review"]) satisfies z.ZodType<ChargeProblem>;

const detailsSchema = z.object({
  tokenHash: z.string().optional(),
  invoiceNumber: z.string().optional(),
  problem: problemSchema.optional(),
  duplicate: z.boolean().optional(),
});

export type PaymentEventDetails = z.infer<typeof detailsSchema>;

/** The known fields of an event's `raw`; whatever else it holds (or an unreadable value) is ignored. */
export function readPaymentDetails(raw: unknown): PaymentEventDetails {
  const parsed = detailsSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** True when nobody knows whether the attempt charged the card (no answer, or held for review). */
export function isUncertainProblem(problem: ChargeProblem | undefined): boolean {
  return problem !== undefined && UNCERTAIN_CHARGE_PROBLEMS.includes(problem);
}

export const PAYMENT_PROBLEM_LABELS: Record<ChargeProblem, string> = {
  "gateway-error": "gateway error",
  timeout: "gateway timed out",
  "no-answer": "no answer from the gateway",
  "held-for-review": "held for review at the gateway",
};

const KIND_LABELS: Record<PaymentEventKind, string> = {
  charge: "Charge",
  paypal_create: "PayPal order",
  paypal_capture: "PayPal capture",
  void: "Void",
  refund: "Refund",
  decline: "Declined",
  error: "Payment error",
};

type EventLike = { kind: PaymentEventKind; raw: unknown };

/** "Charge", "Declined", "Payment error: gateway timed out", ... as the staff order detail names an event. */
export function paymentEventLabel(event: EventLike): string {
  const details = readPaymentDetails(event.raw);
  if (event.kind === "error" && details.problem) return `${KIND_LABELS.error}: ${PAYMENT_PROBLEM_LABELS[details.problem]}`;
  if (event.kind === "charge" && details.duplicate) return `${KIND_LABELS.charge} (the gateway's answer for an earlier attempt)`;
  return KIND_LABELS[event.kind];
}
