// The gateway interface the order service programs against. Every implementation (test, Authorize.net,
// PayPal, "not configured") answers with these results and never throws: a payment problem is a value
// the caller must handle, not an exception it might forget. Messages are safe to show shoppers; card
// numbers never appear in them (only the last four digits travel).

/** What Accept.js (or, in test mode, lib/payments/test-tokenizer.ts) makes of the card fields. */
export type OpaqueData = { dataDescriptor: string; dataValue: string };

export type CardCustomer = { firstName: string; lastName: string; email: string };

export type CardBilling = { address: string; city: string; state: string; zipCode: string; company?: string };

export type ChargeInput = {
  amountCents: number;
  opaqueData: OpaqueData;
  /**
   * The gateway's invoice number (Authorize.net keeps at most 20 characters): one per attempt
   * (lib/orders/card-payment.ts), by which the attempt is found again when its answer was lost
   * (findTransaction). With the amount and the card it is also what the gateway's duplicate check compares.
   */
  invoiceNumber: string;
  customer: CardCustomer;
  billing: CardBilling;
};

/**
 * Why a charge failed without a decline, for staff (shoppers see only `message`):
 * - "gateway-error": the gateway answered and took no money (bad request, expired card, processing error);
 * - "timeout": no answer before the deadline; the charge may have gone through;
 * - "no-answer": the connection failed or the answer could not be read; the charge may have gone through;
 * - "held-for-review": the gateway holds the charge for the merchant's review; it may still be captured.
 */
export type ChargeProblem = "gateway-error" | "timeout" | "no-answer" | "held-for-review";

/** The problems after which nobody knows whether the card was charged. */
export const UNCERTAIN_CHARGE_PROBLEMS: readonly ChargeProblem[] = ["timeout", "no-answer", "held-for-review"];

export type ChargeResult =
  | {
      ok: true;
      transactionId: string;
      last4: string;
      authCode?: string;
      /**
       * The gateway found an earlier charge of the same invoice number, amount and card within its
       * duplicate window and answered with that charge instead of charging again.
       */
      duplicate?: true;
    }
  | { ok: false; kind: "declined"; message: string }
  | { ok: false; kind: "error"; message: string; problem: ChargeProblem };

/** `uncertain`: the request got no answer, so the gateway may have acted (payment-attempts.ts settles it). */
export type VoidResult = { ok: true } | { ok: false; kind: "settled" | "error"; message: string; uncertain?: true };

export type RefundInput = {
  transactionId: string;
  amountCents: number;
  last4: string;
  /** The refund's own invoice number (at most 20 characters), by which it can be found again. */
  reference: string;
};

/**
 * What a gateway says it did under a reference, when asked after an attempt whose answer never arrived
 * (lib/orders/settle-payments.ts): it approved (charged, captured, refunded, voided), declined it, has
 * nothing under that reference, still holds it for review, or could not be asked.
 */
export type TransactionLookup =
  | { outcome: "approved"; transactionId: string; last4?: string; amountCents?: number }
  | { outcome: "declined" }
  | { outcome: "not-found" }
  | { outcome: "pending" }
  | { outcome: "unknown"; message: string };

export type RefundResult = { ok: true; refundId: string } | { ok: false; kind: "not-settled" | "error"; message: string; uncertain?: true };

/** Which code answers: the offline stand-in, the real gateway, or the refusal used when nothing is configured. */
export type CardImplementation = "test" | "authorize-net" | "unconfigured";
export type PayPalImplementation = "test" | "paypal" | "unconfigured";

export interface CardGateway {
  readonly implementation: CardImplementation;
  /** Authorizes and captures in one step (Authorize.net's authCaptureTransaction). */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Cancels a charge that has not settled yet; a settled one answers kind "settled" (refund it instead). */
  void(transactionId: string): Promise<VoidResult>;
  /** Returns money of a settled charge; an unsettled one answers kind "not-settled" (void it instead). */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The charge or refund sent with invoice number `reference` (made at or after `since`), as the gateway keeps it. */
  findTransaction(query: { kind: "charge" | "refund"; reference: string; since: Date }): Promise<TransactionLookup>;
  /** Whether the charge `transactionId` is voided: "approved" when it is, "not-found" when it still stands. */
  findVoid(transactionId: string): Promise<TransactionLookup>;
}

export type CreatePayPalOrderInput = {
  amountCents: number;
  orderNumber: string;
  /** Absolute URLs PayPal sends the shopper back to (with ?token=<order id>&PayerID=...). */
  returnUrl: string;
  cancelUrl: string;
  /** Idempotency key (PayPal-Request-Id): the same key returns the same PayPal order. */
  requestId: string;
};

export type CreatePayPalOrderResult = { ok: true; paypalOrderId: string; approvalUrl: string } | { ok: false; message: string };

export type CapturePayPalOrderInput = { paypalOrderId: string; requestId: string };

export type CapturePayPalOrderResult =
  | {
      ok: true;
      /** The PayPal order's status; only "COMPLETED" means the money was taken. */
      status: "COMPLETED" | (string & {});
      captureId?: string;
      /** The capture's own status: "COMPLETED", or e.g. "PENDING" while PayPal reviews it. */
      captureStatus?: string;
      /** What PayPal says it captured, so the caller can compare it with the order's total. */
      amountCents?: number;
    }
  /** `uncertain`: no answer (or PayPal's server failed), so the capture may have happened. */
  | { ok: false; message: string; uncertain?: true };

export type RefundPayPalCaptureInput = { captureId: string; amountCents: number; requestId: string };

export type RefundPayPalCaptureResult = { ok: true; refundId: string } | { ok: false; message: string; uncertain?: true };

export interface PayPalGateway {
  readonly implementation: PayPalImplementation;
  createOrder(input: CreatePayPalOrderInput): Promise<CreatePayPalOrderResult>;
  captureOrder(input: CapturePayPalOrderInput): Promise<CapturePayPalOrderResult>;
  refundCapture(input: RefundPayPalCaptureInput): Promise<RefundPayPalCaptureResult>;
  /** The capture of the PayPal order, as PayPal keeps it (GET the order). */
  findCapture(paypalOrderId: string): Promise<TransactionLookup>;
  /**
   * The refund made with `requestId`: PayPal answers a repeated PayPal-Request-Id with the refund it
   * made for it, and never refunds twice under one.
   */
  findRefund(input: RefundPayPalCaptureInput): Promise<TransactionLookup>;
}

/** The shoppers' text when a card payment fails for a reason other than a decline (seed §8). */
export const CARD_ERROR_MESSAGE = "There was an error processing your payment. Please try again.";
export const NOT_CONFIGURED_MESSAGE = "Payments are not configured";

/** Amounts are whole, positive cents; anything else is a programming error caught before any call. */
export function isChargeableCents(amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents > 0;
}
