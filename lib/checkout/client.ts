// The checkout's calls (seed 001 §7) as the browser makes them, each answer read into a value the page
// can act on: approved, failed with the server's message, or an error (no answer worth reading).
// Client-safe; the read* functions are pure.
import type {
  CardPaymentRequest,
  CompleteOrderResponse,
  OrderSummary,
  PayPalCaptureResponse,
  PayPalOrderRequest,
  PayPalOrderResponse,
  PaymentConfirmationResponse,
} from "@/lib/orders/api";
import { centsToDecimalString } from "@/lib/domain/money";
import { sendAction } from "@/lib/http/idempotent-fetch";
import { formErrorsFromServer, type FormFieldErrors } from "./form";
import { CHECKOUT_TOASTS, PAYPAL_ERRORS } from "./messages";
import { taxCentsFromAnswer } from "./totals";

const JSON_HEADERS = { "Content-Type": "application/json" };

type Answer = { status: number; ok: boolean; body: unknown; text: string };

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await sendAction(path, { credentials: "include", ...init });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, ok: response.ok, body, text };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const textOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

function isOrderSummary(value: unknown): value is OrderSummary {
  return (
    isObject(value) &&
    typeof value.orderNumber === "string" &&
    typeof value.total === "string" &&
    Array.isArray(value.items) &&
    isObject(value.customer) &&
    isObject(value.shipTo)
  );
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

/**
 * A 409 whose order was priced again (the refusal names the field "total"): its message, which names
 * the new total, and the new total, "94.79".
 */
function repricedAnswer(status: number, body: unknown): { message: string; total: string } | undefined {
  if (status !== 409 || !isObject(body) || !isObject(body.fields) || typeof body.fields.total !== "string") return undefined;
  const total = textOf(body.total);
  const message = textOf(body.message) ?? textOf(body.error);
  return total && message ? { message, total } : undefined;
}

/** Reads an answer of POST /api/authorize-net/process-payment. */
export function readCardPaymentAnswer(status: number, body: unknown): CardPaymentResult {
  if (!isObject(body) || status >= 500) return { kind: "error" };
  const repriced = repricedAnswer(status, body);
  if (repriced) return { kind: "repriced", ...repriced };
  if (status >= 200 && status < 300 && body.success === true) {
    return {
      kind: "approved",
      orderNumber: textOf(body.orderNumber) ?? "",
      message: textOf(body.message) ?? "",
      order: isOrderSummary(body.order) ? body.order : null,
    };
  }
  if (status === 202 && body.confirming === true) {
    return { kind: "confirming", message: textOf(body.message) ?? CHECKOUT_TOASTS.cardConfirming.description };
  }
  if (status < 400 && body.success !== false) return { kind: "error" };
  return {
    kind: "failed",
    message: textOf(body.message) ?? textOf(body.error) ?? CHECKOUT_TOASTS.cardFailed.description,
    fields: formErrorsFromServer(isObject(body.fields) ? body.fields : undefined),
  };
}

export async function processCardPayment(request: CardPaymentRequest): Promise<CardPaymentResult> {
  try {
    const answer = await send("/api/authorize-net/process-payment", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify(request),
    });
    return readCardPaymentAnswer(answer.status, answer.body);
  } catch {
    return { kind: "error" };
  }
}

/** GET /api/payment-confirmation: the paid order of this visitor's checkout, not completed yet. */
export async function fetchPaymentConfirmation(): Promise<PaymentConfirmationResponse> {
  const answer = await send("/api/payment-confirmation");
  if (!answer.ok) throw new Error(`${answer.status}: ${answer.text}`);
  const body = answer.body;
  if (isObject(body) && body.confirmed === true && isOrderSummary(body.order)) return { confirmed: true, order: body.order };
  return { confirmed: false };
}

export type CompleteOrderResult = { ok: true; order: OrderSummary | null } | { ok: false; error: string };

/** Reads an answer of POST /api/complete-order (seed 001 §8: the server's error or the fixed text). */
export function readCompleteOrderAnswer(status: number, body: unknown): CompleteOrderResult {
  const fallback = CHECKOUT_TOASTS.completionFailed.description;
  if (!isObject(body)) return { ok: false, error: fallback };
  const answer = body as Partial<CompleteOrderResponse> & Record<string, unknown>;
  if (status >= 200 && status < 300 && answer.success === true) {
    return { ok: true, order: isOrderSummary(answer.order) ? answer.order : null };
  }
  return { ok: false, error: textOf(answer.error) ?? textOf(answer.message) ?? fallback };
}

export async function completeOrder(): Promise<CompleteOrderResult> {
  try {
    const answer = await send("/api/complete-order", { method: "POST", headers: JSON_HEADERS });
    return readCompleteOrderAnswer(answer.status, answer.body);
  } catch {
    return { ok: false, error: CHECKOUT_TOASTS.completionFailed.description };
  }
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

/** Reads an answer of POST /api/paypal/order; throws the seed's errors (§7, §8). */
export function readPayPalOrderAnswer(status: number, ok: boolean, body: unknown, text: string): PayPalOrderResponse {
  const repriced = repricedAnswer(status, body);
  if (repriced) throw new PayPalSetupError(repriced.message, {}, repriced.total);
  if (!ok) {
    const reason = isObject(body) ? (textOf(body.error) ?? textOf(body.message) ?? text) : text;
    throw new PayPalSetupError(
      `${PAYPAL_ERRORS.createFailed} ${status} ${reason}`.trim(),
      formErrorsFromServer(isObject(body) && isObject(body.fields) ? body.fields : undefined),
    );
  }
  if (!isObject(body) || !textOf(body.approvalUrl)) throw new PayPalSetupError(PAYPAL_ERRORS.missingApprovalUrl);
  return {
    approvalUrl: String(body.approvalUrl),
    orderId: textOf(body.orderId) ?? "",
    orderNumber: textOf(body.orderNumber) ?? "",
    paypalOrderId: textOf(body.paypalOrderId) ?? "",
  };
}

export async function createPayPalOrder(request: PayPalOrderRequest): Promise<PayPalOrderResponse> {
  const answer = await send("/api/paypal/order", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(request) });
  return readPayPalOrderAnswer(answer.status, answer.ok, answer.body, answer.text);
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

/** Reads an answer of POST /api/paypal/capture/{token}: only COMPLETED is a payment. */
export function readCaptureAnswer(ok: boolean, body: unknown, status = ok ? 200 : 500): CaptureResult {
  const repriced = repricedAnswer(status, body);
  if (repriced) return { kind: "repriced", ...repriced };
  if (!ok || !isObject(body) || typeof body.status !== "string") return { kind: "error" };
  const answer: PayPalCaptureResponse = {
    status: body.status,
    orderId: textOf(body.orderId) ?? "",
    orderNumber: textOf(body.orderNumber) ?? "",
    total:
      typeof body.total === "string"
        ? body.total
        : typeof body.total === "number"
          ? centsToDecimalString(Math.round(body.total * 100))
          : "",
    order: isOrderSummary(body.order) ? body.order : undefined,
    message: textOf(body.message),
  };
  if (answer.status === "CONFIRMING") return { kind: "confirming", message: answer.message ?? CHECKOUT_TOASTS.cardConfirming.description };
  if (answer.status !== "COMPLETED") return { kind: "failed", answer };
  return answer.orderNumber ? { kind: "completed", answer } : { kind: "error" };
}

export async function capturePayPalOrder(token: string, checkoutState?: Record<string, unknown>): Promise<CaptureResult> {
  try {
    const answer = await send(`/api/paypal/capture/${encodeURIComponent(token)}`, {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify(checkoutState ? { checkoutState } : {}),
    });
    return readCaptureAnswer(answer.ok, answer.body, answer.status);
  } catch {
    return { kind: "error" };
  }
}

export type TaxAddress = { address: string; city: string; state: string; zipCode: string };

/** POST /api/calculate-tax in cents; throws when it fails (the caller falls back, seed 001 §8). */
export async function calculateTax(subtotalCents: number, shippingAddress: TaxAddress, signal?: AbortSignal): Promise<number> {
  const answer = await send("/api/calculate-tax", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ subtotal: centsToDecimalString(subtotalCents), shippingAddress }),
    signal,
  });
  if (!answer.ok) throw new Error(`${answer.status}: ${answer.text}`);
  const cents = taxCentsFromAnswer(answer.body);
  if (cents === undefined) throw new Error("calculate-tax answered without totalTax");
  return cents;
}
