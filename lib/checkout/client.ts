// The checkout's calls (seed 001 §7) through the site's client (lib/client/api.ts), each answer read into
// a value the page can act on: approved, failed with the server's message, or an error (no answer worth
// reading). The schemas read the answers leniently where a strict reading would cost the shopper: a paid
// order whose summary does not parse is still paid. Client-safe; the read* functions are pure.
import { z } from "zod";
import { api, type ApiResult } from "@/lib/client/api";
import { centsToDecimalString } from "@/lib/domain/money";
import {
  orderSummarySchema,
  type CardPaymentRequest,
  type OrderSummary,
  type PayPalCaptureResponse,
  type PayPalOrderRequest,
  type PayPalOrderResponse,
  type PaymentConfirmationResponse,
} from "@/lib/orders/api";
import { formErrorsFromServer, type FormFieldErrors } from "./form";
import { CHECKOUT_TOASTS, PAYPAL_ERRORS } from "./messages";
import { taxCentsFromAnswer } from "./totals";

/** A payment waits for the gateway, which may take its own 20 s and a status check after it. */
const PAYMENT_TIMEOUT_MS = 60_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const textOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);
/** A string the reader can do without: "" when missing or not one. */
const lenientText = z.string().catch("");
/** The order's summary, or null when it is missing or does not parse (the page then asks for it again). */
const lenientSummary = orderSummarySchema.nullable().catch(null);

/** The body of an answer, whether it was a success or a failure (null when none came). */
const bodyOf = (result: ApiResult<unknown>): unknown => (result.ok ? result.data : result.body);

/**
 * A 409 whose order was priced again (the refusal names the field "total"): its message, which names
 * the new total, and the new total, "94.79".
 */
function repricedAnswer(result: ApiResult<unknown>): { message: string; total: string } | undefined {
  const body = bodyOf(result);
  if (result.status !== 409 || !isObject(body) || !isObject(body.fields) || typeof body.fields.total !== "string") return undefined;
  const total = textOf(body.total);
  const message = textOf(body.message) ?? textOf(body.error);
  return total && message ? { message, total } : undefined;
}

export type CardPaymentResult =
  | { kind: "approved"; orderNumber: string; message: string; order: OrderSummary | null }
  /** The server priced the order again and its total changed: nothing was charged; show the new total. */
  | { kind: "repriced"; message: string; total: string }
  /** Declined, refused or bad input: the server said why. */
  | { kind: "failed"; message: string; fields: FormFieldErrors }
  /** 202: the charge's outcome is being confirmed with the gateway; the shopper must not pay again. */
  | { kind: "confirming"; message: string }
  /** No usable answer (network, server error): 'Payment Error'. */
  | { kind: "error" };

/** A 2xx answer of POST /api/authorize-net/process-payment: approved, or (202) being confirmed. */
export const cardAnswerSchema = z.object({
  success: z.boolean(),
  confirming: z.boolean().optional().catch(undefined),
  orderNumber: lenientText,
  message: lenientText,
  order: lenientSummary,
  fields: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

function cardFailed(body: Record<string, unknown>): CardPaymentResult {
  return {
    kind: "failed",
    message: textOf(body.message) ?? textOf(body.error) ?? CHECKOUT_TOASTS.cardFailed.description,
    fields: formErrorsFromServer(isObject(body.fields) ? body.fields : undefined),
  };
}

/** Reads an answer of POST /api/authorize-net/process-payment. */
export function readCardPaymentAnswer(result: ApiResult<z.output<typeof cardAnswerSchema>>): CardPaymentResult {
  if (result.ok) {
    const answer = result.data;
    if (answer.success) return { kind: "approved", orderNumber: answer.orderNumber, message: answer.message, order: answer.order };
    if (result.status === 202 && answer.confirming) {
      return { kind: "confirming", message: answer.message || CHECKOUT_TOASTS.cardConfirming.description };
    }
    return cardFailed(answer);
  }
  const body = result.body;
  if (!isObject(body) || result.status >= 500 || result.kind === "unreadable") return { kind: "error" };
  const repriced = repricedAnswer(result);
  if (repriced) return { kind: "repriced", ...repriced };
  return cardFailed(body);
}

export async function processCardPayment(request: CardPaymentRequest): Promise<CardPaymentResult> {
  return readCardPaymentAnswer(
    await api.post("/api/authorize-net/process-payment", cardAnswerSchema, request, { timeoutMs: PAYMENT_TIMEOUT_MS }),
  );
}

/** A 2xx answer of GET /api/payment-confirmation; anything else means no paid order to show. */
export const confirmationSchema = z
  .object({ confirmed: z.boolean(), order: lenientSummary })
  .transform((answer): PaymentConfirmationResponse =>
    answer.confirmed && answer.order ? { confirmed: true, order: answer.order } : { confirmed: false },
  );

/** GET /api/payment-confirmation: the paid order of this visitor's checkout, not completed yet. */
export const fetchPaymentConfirmation = () => api.get("/api/payment-confirmation", confirmationSchema);

export type CompleteOrderResult = { ok: true; order: OrderSummary | null } | { ok: false; error: string };

/** A 2xx answer of POST /api/complete-order. */
export const completeOrderSchema = z.object({ success: z.literal(true), order: lenientSummary });

/** Reads an answer of POST /api/complete-order (seed 001 §8: the server's error or the fixed text). */
export function readCompleteOrderAnswer(result: ApiResult<z.output<typeof completeOrderSchema>>): CompleteOrderResult {
  if (result.ok) return { ok: true, order: result.data.order };
  const body = result.body;
  const fallback = CHECKOUT_TOASTS.completionFailed.description;
  return { ok: false, error: isObject(body) ? (textOf(body.error) ?? textOf(body.message) ?? fallback) : fallback };
}

export async function completeOrder(): Promise<CompleteOrderResult> {
  return readCompleteOrderAnswer(await api.post("/api/complete-order", completeOrderSchema));
}

/**
 * A PayPal order that could not be made; `fields` names the form fields the server refused, `total` is
 * the order's new total when the server priced it again (the message then says so by itself).
 */
export class PayPalSetupError extends Error {
  constructor(
    message: string,
    readonly fields: FormFieldErrors = {},
    readonly total?: string,
  ) {
    super(message);
    this.name = "PayPalSetupError";
  }
}

/** A 2xx answer of POST /api/paypal/order: the address where the shopper approves the payment. */
export const payPalOrderSchema = z.object({
  approvalUrl: z.string().trim().min(1),
  orderId: lenientText,
  orderNumber: lenientText,
  paypalOrderId: lenientText,
});

/** Reads an answer of POST /api/paypal/order; throws the seed's errors (§7, §8). */
export function readPayPalOrderAnswer(result: ApiResult<z.output<typeof payPalOrderSchema>>): PayPalOrderResponse {
  if (result.ok) return result.data;
  const repriced = repricedAnswer(result);
  if (repriced) throw new PayPalSetupError(repriced.message, {}, repriced.total);
  if (result.kind === "unreadable") throw new PayPalSetupError(PAYPAL_ERRORS.missingApprovalUrl);
  if (result.status === 0) throw new PayPalSetupError(result.error);
  const body = result.body;
  const reason = isObject(body)
    ? (textOf(body.error) ?? textOf(body.message) ?? JSON.stringify(body))
    : typeof body === "string"
      ? body
      : "";
  throw new PayPalSetupError(
    `${PAYPAL_ERRORS.createFailed} ${result.status} ${reason}`.trim(),
    formErrorsFromServer(isObject(body) && isObject(body.fields) ? body.fields : undefined),
  );
}

export async function createPayPalOrder(request: PayPalOrderRequest): Promise<PayPalOrderResponse> {
  return readPayPalOrderAnswer(await api.post("/api/paypal/order", payPalOrderSchema, request, { timeoutMs: PAYMENT_TIMEOUT_MS }));
}

export type CaptureResult =
  | { kind: "completed"; answer: PayPalCaptureResponse }
  /** The order's total changed since PayPal approved it: nothing was captured; a new approval is needed. */
  | { kind: "repriced"; message: string; total: string }
  /** PayPal answered with another status: the payment did not go through. */
  | { kind: "failed"; answer: PayPalCaptureResponse }
  /** 202 CONFIRMING: the capture's outcome is being confirmed with PayPal; the shopper must not pay again. */
  | { kind: "confirming"; message: string }
  | { kind: "error" };

/** A 2xx answer of POST /api/paypal/capture/{token}: PayPal's status of the capture and the order. */
export const captureSchema = z.object({
  status: z.string(),
  orderId: lenientText,
  orderNumber: lenientText,
  total: z.union([z.string(), z.number().transform((dollars) => centsToDecimalString(Math.round(dollars * 100)))]).catch(""),
  order: orderSummarySchema.optional().catch(undefined),
  message: z
    .string()
    .optional()
    .catch(undefined)
    .transform((message) => textOf(message)),
});

/** Reads an answer of POST /api/paypal/capture/{token}: only COMPLETED is a payment. */
export function readCaptureAnswer(result: ApiResult<z.output<typeof captureSchema>>): CaptureResult {
  const repriced = repricedAnswer(result);
  if (repriced) return { kind: "repriced", ...repriced };
  if (!result.ok) return { kind: "error" };
  const answer: PayPalCaptureResponse = result.data;
  if (answer.status === "CONFIRMING") return { kind: "confirming", message: answer.message ?? CHECKOUT_TOASTS.cardConfirming.description };
  if (answer.status !== "COMPLETED") return { kind: "failed", answer };
  return answer.orderNumber ? { kind: "completed", answer } : { kind: "error" };
}

export async function capturePayPalOrder(token: string, checkoutState?: Record<string, unknown>): Promise<CaptureResult> {
  return readCaptureAnswer(
    await api.post(`/api/paypal/capture/${encodeURIComponent(token)}`, captureSchema, checkoutState ? { checkoutState } : {}, {
      timeoutMs: PAYMENT_TIMEOUT_MS,
    }),
  );
}

export type TaxAddress = { address: string; city: string; state: string; zipCode: string };

/** A 2xx answer of POST /api/calculate-tax, in cents. */
const taxSchema = z.unknown().transform((answer, context) => {
  const cents = taxCentsFromAnswer(answer);
  if (cents === undefined) {
    context.addIssue({ code: "custom", message: "calculate-tax answered without totalTax" });
    return z.NEVER;
  }
  return cents;
});

/** POST /api/calculate-tax in cents, or the failure (the caller falls back, seed 001 §8). */
export function calculateTax(subtotalCents: number, shippingAddress: TaxAddress, signal?: AbortSignal) {
  return api.post("/api/calculate-tax", taxSchema, { subtotal: centsToDecimalString(subtotalCents), shippingAddress }, { signal });
}
