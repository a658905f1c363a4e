// Settling payment attempts in doubt (payment-attempts.ts): an attempt without an outcome is settled by
// asking the gateway what became of its reference, never by calling it to act again. What the gateway
// did is recorded exactly as if the request had heard it: a charge or capture it approved makes the order
// paid and confirmed, a refund or void it made is recorded with its e-mail; one it declined, or has no
// record of a while after the attempt, releases the order. An attempt the gateway cannot tell about yet
// (held for review, or no answer) stays in doubt, on the staff's dashboard, and is asked about again.
//
// Who settles: the job (every minute, attempts in doubt or pending longer than the payment lock), and a
// retry of the same checkout (card-payment.ts, paypal-payment.ts) or of a refund or void, which asks at
// once instead of answering "we are confirming your payment".
import "server-only";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import type { PaymentAttempt } from "@/lib/generated/prisma/client";
import type { OrderStatus, PaymentAttemptKind, PaymentGatewayName } from "@/lib/generated/prisma/enums";
import { cardGateway, payPalGateway, type CardGateway, type PayPalGateway, type TransactionLookup } from "@/lib/payments";
import { recordChargeOutcome } from "./card-payment";
import { finalizePaidOrder } from "./completion";
import { withItems } from "./index";
import { openAttempt, OPEN_ATTEMPT, retried } from "./payment-attempts";
import { claimPayment, PAYMENT_LOCK_MS, releasePayment } from "./payment-lock";
import { recordCaptureOutcome } from "./paypal-payment";
import { recordStaffActionOutcome } from "./staff-actions";

/** A gateway with no record of an attempt is believed only this long after it (its own deadline is 20 s). */
export const NOT_FOUND_AFTER_MS = 2 * 60 * 1000;
/** How many attempts one run of the job settles. */
const BATCH = 50;

export const SETTLE_MESSAGES = {
  notCharged: "Your payment did not go through and nothing was charged (the payment gateway has no record of it). Please try again.",
  notDone: "The payment gateway has no record of this attempt: nothing was done.",
} as const;

export type Gateways = { cardGateway?: CardGateway; payPalGateway?: PayPalGateway };

/** What a settle did: the attempt succeeded (paid, refunded, voided), was released, or is still open. */
export type Settled = "paid" | "released" | "open";

const CARD_NAMES: Record<CardGateway["implementation"], PaymentGatewayName | null> = {
  test: "test",
  "authorize-net": "authorizenet",
  unconfigured: null,
};
const PAYPAL_NAMES: Record<PayPalGateway["implementation"], PaymentGatewayName | null> = {
  test: "test",
  paypal: "paypal",
  unconfigured: null,
};

/** The order statuses an attempt of each kind leaves the order in while it is open (for the payment lock). */
const LOCK_FROM: Record<PaymentAttemptKind, readonly OrderStatus[]> = {
  charge: ["pending", "failed"],
  capture: ["pending", "failed"],
  refund: ["completed", "partially_refunded"],
  void: ["completed"],
};

type Detail = { paypalOrderId?: string; captureId?: string; transactionId?: string };

function readDetail(detail: unknown): Detail {
  if (!detail || typeof detail !== "object") return {};
  const text = (key: string) => {
    const value = (detail as Record<string, unknown>)[key];
    return typeof value === "string" ? value : undefined;
  };
  return { paypalOrderId: text("paypalOrderId"), captureId: text("captureId"), transactionId: text("transactionId") };
}

/** Asks the attempt's gateway what became of it. */
async function lookUp(attempt: PaymentAttempt, gateways: Gateways): Promise<TransactionLookup> {
  const order = await db().order.findUniqueOrThrow({ where: { id: attempt.orderId }, select: { paymentMethod: true } });
  const detail = readDetail(attempt.detail);
  if (order.paymentMethod === "card") {
    const gateway = gateways.cardGateway ?? cardGateway();
    if (CARD_NAMES[gateway.implementation] !== attempt.gateway)
      return { outcome: "unknown", message: `${attempt.gateway} is not configured` };
    if (attempt.kind === "void") {
      return detail.transactionId ? gateway.findVoid(detail.transactionId) : { outcome: "unknown", message: "no transaction" };
    }
    return gateway.findTransaction({
      kind: attempt.kind === "refund" ? "refund" : "charge",
      reference: attempt.reference,
      since: attempt.createdAt,
    });
  }
  const gateway = gateways.payPalGateway ?? payPalGateway();
  if (PAYPAL_NAMES[gateway.implementation] !== attempt.gateway)
    return { outcome: "unknown", message: `${attempt.gateway} is not configured` };
  if (attempt.kind === "capture") {
    return detail.paypalOrderId ? gateway.findCapture(detail.paypalOrderId) : { outcome: "unknown", message: "no PayPal order" };
  }
  if (attempt.kind === "refund" && detail.captureId) {
    const amountCents = Math.round(Number(attempt.amount.toFixed(2)) * 100);
    return gateway.findRefund({ captureId: detail.captureId, amountCents, requestId: attempt.reference });
  }
  return { outcome: "unknown", message: "nothing to look up" };
}

/**
 * Settles one open attempt: asks its gateway and records the answer, or counts the question when the
 * answer settles nothing yet. The caller holds the order's payment lock.
 */
export async function settleAttempt(attempt: PaymentAttempt, gateways: Gateways = {}, now = new Date()): Promise<Settled> {
  const lookup = await lookUp(attempt, gateways);
  const old = now.getTime() - attempt.createdAt.getTime() >= NOT_FOUND_AFTER_MS;
  if (lookup.outcome === "pending" || lookup.outcome === "unknown" || (lookup.outcome === "not-found" && !old)) {
    await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { lookups: { increment: 1 }, ...(lookup.outcome === "unknown" ? { message: lookup.message } : {}) },
    });
    return "open";
  }
  const approved = lookup.outcome === "approved";
  switch (attempt.kind) {
    case "charge": {
      await retried(() =>
        recordChargeOutcome(
          attempt,
          lookup.outcome === "approved"
            ? { ok: true, transactionId: lookup.transactionId, last4: lookup.last4 ?? "" }
            : lookup.outcome === "declined"
              ? { ok: false, kind: "declined", message: "This transaction has been declined." }
              : { ok: false, kind: "not-charged", message: SETTLE_MESSAGES.notCharged },
          "payment-settlement",
        ),
      );
      break;
    }
    case "capture": {
      await retried(() =>
        recordCaptureOutcome(
          attempt,
          lookup.outcome === "approved"
            ? { kind: "completed", captureId: lookup.transactionId, amountCents: lookup.amountCents }
            : { kind: "failed", message: SETTLE_MESSAGES.notCharged },
          "payment-settlement",
        ),
      );
      break;
    }
    case "refund":
    case "void": {
      await retried(() =>
        recordStaffActionOutcome(
          attempt,
          lookup.outcome === "approved"
            ? { ok: true, transactionId: lookup.transactionId }
            : { ok: false, message: SETTLE_MESSAGES.notDone },
        ),
      );
      break;
    }
  }
  if (approved && (attempt.kind === "charge" || attempt.kind === "capture")) {
    // The buyer may have left: the confirmation goes now (once: finalizePaidOrder claims it).
    const order = await db().order.findUniqueOrThrow({ where: { id: attempt.orderId }, include: withItems });
    await finalizePaidOrder(order);
  }
  return approved ? "paid" : "released";
}

/** Attempts in doubt, and those still pending after their request's payment lock ran out (it ended, or could not write). */
const inDoubt = (now: Date) => ({
  OR: [{ status: "in_doubt" as const }, { status: "pending" as const, createdAt: { lte: new Date(now.getTime() - PAYMENT_LOCK_MS) } }],
});

/** Settles the order's open attempt of `kinds` when there is one ("none" otherwise); the caller holds the lock. */
export async function settleOrderAttempt(
  orderId: string,
  kinds: PaymentAttemptKind | readonly PaymentAttemptKind[],
  gateways: Gateways = {},
): Promise<Settled | "none"> {
  const attempt = await openAttempt(orderId, typeof kinds === "string" ? [kinds] : kinds);
  return attempt ? settleAttempt(attempt, gateways) : "none";
}

/**
 * The settle job: every attempt in doubt, and every one still pending after its request's payment lock
 * ran out (the process ended, or could not write the outcome), asked about once per run.
 */
export async function settlePaymentsInDoubt(now = new Date(), gateways: Gateways = {}): Promise<{ settled: number; open: number }> {
  const attempts = await db().paymentAttempt.findMany({
    where: inDoubt(now),
    orderBy: { id: "asc" },
    take: BATCH,
  });
  let settled = 0;
  let open = 0;
  for (const attempt of attempts) {
    // A request of the same order (a retry, a staff action) settles it itself meanwhile.
    if (!(await claimPayment(attempt.orderId, LOCK_FROM[attempt.kind], now))) continue;
    let result: Settled = "open";
    try {
      const current = await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
      if (OPEN_ATTEMPT.includes(current.status)) result = await settleAttempt(current, gateways, now);
      else result = "released";
    } catch (error) {
      console.error("[payments] settling attempt", attempt.id, error instanceof Error ? error.message : error);
    } finally {
      // Recording an outcome frees the order already; an open one is freed here.
      await releasePayment(attempt.orderId);
    }
    if (result === "open") open += 1;
    else settled += 1;
  }
  return { settled, open };
}

/** A payment the gateway has not confirmed yet, as staff are shown it. */
export type PaymentInDoubt = {
  attemptId: number;
  orderId: string;
  orderNumber: string;
  kind: PaymentAttemptKind;
  reference: string;
  amountCents: number;
  since: Date;
  /** How often the gateway was asked without an answer that settles it. */
  lookups: number;
};

/** The attempts staff should know of (all, or one order's): in doubt, or pending past their payment lock; oldest first. */
export async function paymentsInDoubt(now = new Date(), orderId?: string): Promise<PaymentInDoubt[]> {
  const attempts = await db().paymentAttempt.findMany({
    where: { ...inDoubt(now), ...(orderId ? { orderId } : {}) },
    orderBy: { createdAt: "asc" },
    take: 20,
    select: {
      id: true,
      kind: true,
      reference: true,
      amount: true,
      createdAt: true,
      lookups: true,
      order: { select: { id: true, orderNumber: true } },
    },
  });
  return attempts.map((attempt) => ({
    attemptId: attempt.id,
    orderId: attempt.order.id,
    orderNumber: attempt.order.orderNumber,
    kind: attempt.kind,
    reference: attempt.reference,
    amountCents: toCents(attempt.amount.toFixed(2)),
    since: attempt.createdAt,
    lookups: attempt.lookups,
  }));
}
