// Paying an order with PayPal (seed 001 §4, DESIGN §5): the pending order is created from the cart,
// then a PayPal order for the server's total; the shopper approves at PayPal (or on the test approval
// page) and comes back to /checkout?paypal=success&token=<PayPal order id>, and the capture of that
// token completes our order. Both PayPal calls carry idempotency keys derived from the checkout
// attempt and the amount, so a retried request gets PayPal's first answer while a re-priced order gets
// a PayPal order (and an approval) of its own; one request at a time may create or capture.
//
// A capture completes an order only for the cart that made it (the shopper's cart cookie): anyone else
// holding the token learns nothing. Like a card charge it first holds the cart, so of several PayPal
// orders made from one cart (two tabs) only one is captured, and prices the order again: a PayPal
// order approved for another amount than the order's total is not captured.
//
// The capture is a payment attempt like a card charge (payment-attempts.ts): committed before PayPal is
// called, its outcome written by a retried transaction, and a capture without an answer is in doubt
// until the settle job (or the shopper's retry) asks PayPal about the order.
import "server-only";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { nextStatus } from "@/lib/orders/state";
import type { PaymentGatewayName } from "@/lib/generated/prisma/enums";
import { queueDeliverySafely, type QueuedEmail } from "@/lib/email";
import type { PaymentAttempt } from "@/lib/generated/prisma/client";
import { payPalGateway, type PayPalGateway } from "@/lib/payments";
import { recordPaidOrder } from "./after-payment";
import { CART_BUSY_MESSAGE, holdCart, releaseCart } from "./cart-hold";
import { cartProblemError, OrderError, pendingOrderFor, withItems, type OrderWithItems } from "./index";
import { finalizePaidOrder } from "./completion";
import { notConfiguredMessage } from "./not-configured";
import { attemptCount, claimOutcome, leaveInDoubt, numbered, OUTCOME_TRANSACTION, retried, startAttempt } from "./payment-attempts";
import { claimPayment, releasePayment, waitForPaymentLock } from "./payment-lock";
import { confirmOrderPrice } from "./repricing";
import { releaseStock, takeStock } from "./stock";
import type { CheckoutCustomer } from "./schemas";

export const PAYPAL_MESSAGES = {
  closed: "This order can no longer be paid.",
  wrongMethod: "This checkout was started with another payment method. Please reload the page.",
  unknownToken: "This PayPal payment is not known here. Please start the checkout again.",
  busy: "This PayPal payment is already being processed. Please wait a moment.",
  amountMismatch: "PayPal captured an amount that does not match your order. Please contact us.",
  notCompleted: "PayPal has not completed this payment.",
  confirming:
    "We are confirming your payment with PayPal. Please do not pay again: you will receive your order confirmation by e-mail as soon as it is confirmed, usually within a few minutes.",
  newApproval: (total: string) =>
    `The total of your order is now $${total}, not the amount you approved at PayPal. Nothing was charged. Please check your order and pay with PayPal again.`,
} as const;

const GATEWAY_NAMES = { test: "test", paypal: "paypal" } as const satisfies Record<string, PaymentGatewayName>;
const MAX_WAIT_MS = 25_000;

const cents = (value: { toFixed(digits: number): string }) => toCents(value.toFixed(2));

async function reload(orderId: string): Promise<OrderWithItems> {
  return db().order.findUniqueOrThrow({ where: { id: orderId }, include: withItems });
}

/** Frees the cart, then the order (see card-payment.ts: the hold is this request's while it holds the lock). */
async function release(order: Pick<OrderWithItems, "id" | "cartId">): Promise<void> {
  await releaseCart(order.cartId, order.id);
  await releasePayment(order.id);
}

/** With the order's payment lock held: hold the cart, price the order again; throws when it must not go on. */
async function prepare(order: OrderWithItems): Promise<OrderWithItems> {
  if (!order.cartId) throw cartProblemError({ problem: "empty" }, 409);
  if (!(await holdCart(order.cartId, order.id))) throw new OrderError(409, "cart", CART_BUSY_MESSAGE);
  return confirmOrderPrice(order);
}

type Claimed<T> = { kind: "claimed"; value: T } | { kind: "completed"; order: OrderWithItems } | { kind: "busy"; order: OrderWithItems };

/**
 * Claims the order's payment lock and runs `work` with it, waiting while another request of the same
 * checkout holds it. Answers instead that the order is completed (by that other request, perhaps) or
 * still busy after the wait; any other state is a 409 on `field`.
 */
async function withOrderClaimed<T>(order: OrderWithItems, field: string, work: (order: OrderWithItems) => Promise<T>): Promise<Claimed<T>> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    if (order.status === "completed") return { kind: "completed", order };
    if (order.status !== "pending" && order.status !== "failed") throw new OrderError(409, field, PAYPAL_MESSAGES.closed);
    if (await claimPayment(order.id, ["pending", "failed"])) return { kind: "claimed", value: await work(await reload(order.id)) };
    const free = await waitForPaymentLock(order.id, Math.max(0, deadline - Date.now()));
    order = await reload(order.id);
    if (!free) return { kind: "busy", order };
  }
}

export type PayPalStart =
  { ok: true; order: OrderWithItems; approvalUrl: string; paypalOrderId: string } | { ok: false; status: 409 | 502 | 503; message: string };

/** Creates (or finds) the checkout's pending order and its PayPal order; answers the approval link. */
export async function startPayPalPayment(
  input: { cartId: string; userId: string | null; idempotencyKey: string; customer: CheckoutCustomer; origin: string },
  gateway: PayPalGateway = payPalGateway(),
): Promise<PayPalStart> {
  if (gateway.implementation === "unconfigured") return { ok: false, status: 503, message: notConfiguredMessage("paypal") };
  const order = await pendingOrderFor({ ...input, paymentMethod: "paypal", gateway: GATEWAY_NAMES[gateway.implementation] });
  if (order.paymentMethod !== "paypal") throw new OrderError(409, "idempotencyKey", PAYPAL_MESSAGES.wrongMethod);

  const started = await withOrderClaimed(order, "idempotencyKey", async (claimed): Promise<PayPalStart> => {
    try {
      const priced = await prepare(claimed);
      const amountCents = cents(priced.total);
      const result = await gateway.createOrder({
        amountCents,
        orderNumber: priced.orderNumber,
        returnUrl: `${input.origin}/checkout?paypal=success`,
        cancelUrl: `${input.origin}/checkout?paypal=cancel`,
        requestId: `${priced.idempotencyKey}:create:${amountCents}`,
      });
      await db().paymentEvent.create({
        data: {
          orderId: priced.id,
          kind: "paypal_create",
          gateway: priced.gateway,
          success: result.ok,
          amount: priced.total,
          transactionId: result.ok ? result.paypalOrderId : null,
          message: result.ok ? null : result.message,
        },
      });
      if (!result.ok) return { ok: false, status: 502, message: result.message };
      // The same request id gives the same PayPal order, so a retry leaves the id as it was.
      if (priced.paypalOrderId !== result.paypalOrderId) {
        await db().order.update({ where: { id: priced.id }, data: { paypalOrderId: result.paypalOrderId } });
      }
      return { ok: true, order: priced, approvalUrl: result.approvalUrl, paypalOrderId: result.paypalOrderId };
    } finally {
      // The shopper now approves at PayPal, which may take minutes or never happen: no payment is in
      // flight, so the cart is free for another window until the capture.
      await release(claimed);
    }
  });
  if (started.kind === "claimed") return started.value;
  if (started.kind === "completed") throw new OrderError(409, "idempotencyKey", PAYPAL_MESSAGES.closed);
  return { ok: false, status: 409, message: PAYPAL_MESSAGES.busy };
}

/** What the PayPal order `token` was created for, in cents. */
async function approvedCents(orderId: string, token: string): Promise<number | undefined> {
  const created = await db().paymentEvent.findFirst({
    where: { orderId, kind: "paypal_create", success: true, transactionId: token },
    orderBy: { id: "desc" },
    select: { amount: true },
  });
  return created?.amount ? cents(created.amount) : undefined;
}

export type PayPalCapture =
  | { kind: "completed"; order: OrderWithItems }
  /** No PayPal gateway is configured: nothing is captured. */
  | { kind: "unavailable"; message: string }
  | { kind: "not-completed"; order: OrderWithItems; status: string; message: string }
  | { kind: "error"; order: OrderWithItems; message: string }
  | { kind: "busy"; order: OrderWithItems; message: string }
  /** A capture's outcome is not known yet: nothing more is captured until PayPal tells (settle-payments.ts). */
  | { kind: "confirming"; order: OrderWithItems; message: string };

/**
 * Captures the approved PayPal order `token` of the cart `cartId`; a completed order answers again without
 * a second capture. A token of another cart, or none, is "not known here" (404).
 */
export async function capturePayPalPayment(
  token: string,
  cartId: string | undefined,
  gateway: PayPalGateway = payPalGateway(),
): Promise<PayPalCapture> {
  if (gateway.implementation === "unconfigured") return { kind: "unavailable", message: notConfiguredMessage("paypal") };
  const found = cartId ? await db().order.findFirst({ where: { paypalOrderId: token, cartId }, include: withItems }) : null;
  if (!found) throw new OrderError(404, "token", PAYPAL_MESSAGES.unknownToken);

  const captured = await withOrderClaimed(found, "token", async (claimed): Promise<PayPalCapture> => {
    let order = claimed;
    try {
      // Never a second capture while the first one's outcome is unknown: ask PayPal about it instead.
      const { settleOrderAttempt } = await import("./settle-payments"); // imported when needed: it records outcomes through this module
      const settled = await settleOrderAttempt(claimed.id, "capture", { payPalGateway: gateway });
      if (settled === "paid") return { kind: "completed", order: await reload(claimed.id) };
      if (settled === "open") {
        await releasePayment(claimed.id);
        return { kind: "confirming", order: await reload(claimed.id), message: PAYPAL_MESSAGES.confirming };
      }
      if (settled === "released") order = await reload(claimed.id);
      order = await prepare(order);
      if ((await approvedCents(order.id, token)) !== cents(order.total)) {
        const total = order.total.toFixed(2);
        throw new OrderError(409, "total", PAYPAL_MESSAGES.newApproval(total), { total });
      }
      // Last before the capture: the units are this order's, or the shopper hears how many are left.
      await takeStock(order);
    } catch (error) {
      await release(order);
      throw error;
    }
    return capture(order, token, gateway);
  });
  switch (captured.kind) {
    case "claimed":
      return captured.value;
    case "completed":
      await finalizePaidOrder(captured.order);
      return { kind: "completed", order: captured.order };
    case "busy":
      return { kind: "busy", order: captured.order, message: PAYPAL_MESSAGES.busy };
  }
}

async function capture(order: OrderWithItems, token: string, gateway: PayPalGateway): Promise<PayPalCapture> {
  const expectedCents = cents(order.total);
  // The first capture of this amount keeps the request id it always had; a later one (after a refusal) gets its own.
  const requestId = numbered(`${order.idempotencyKey}:capture:${expectedCents}`, (await attemptCount(order.id, "capture")) + 1);
  const attempt = await startAttempt(order, { kind: "capture", reference: requestId, detail: { paypalOrderId: token } }, async () => {
    await db().$transaction((tx) => releaseStock(tx, order), OUTCOME_TRANSACTION);
    await release(order);
  });
  const result = await gateway
    .captureOrder({ paypalOrderId: token, requestId })
    .catch(() => ({ ok: false as const, message: "PayPal could not be reached", uncertain: true as const }));

  const completed =
    result.ok &&
    result.status === "COMPLETED" &&
    (result.captureStatus === undefined || result.captureStatus === "COMPLETED") &&
    (result.amountCents === undefined || result.amountCents === expectedCents);
  // PayPal holds the capture (PENDING): it may still complete, so the attempt is in doubt.
  const held = result.ok && result.status === "COMPLETED" && result.captureStatus === "PENDING";
  const message = !result.ok
    ? result.message
    : completed
      ? null
      : result.status === "COMPLETED" && result.amountCents !== undefined && result.amountCents !== expectedCents
        ? PAYPAL_MESSAGES.amountMismatch
        : `${PAYPAL_MESSAGES.notCompleted} (${result.captureStatus ?? result.status})`;
  const outcome: CaptureOutcome =
    completed && result.ok
      ? {
          kind: "completed",
          captureId: result.captureId,
          raw: { status: result.status, captureStatus: result.captureStatus ?? null, amountCents: result.amountCents ?? null },
        }
      : (!result.ok && result.uncertain) || held
        ? { kind: "in-doubt", message: message ?? PAYPAL_MESSAGES.notCompleted }
        : {
            kind: "failed",
            message: message ?? PAYPAL_MESSAGES.notCompleted,
            raw: result.ok
              ? { status: result.status, captureStatus: result.captureStatus ?? null, amountCents: result.amountCents ?? null }
              : undefined,
          };

  try {
    await retried(() => recordCaptureOutcome(attempt, outcome));
  } catch {
    // Not written: the settle job records it from PayPal's account once the payment lock has expired.
    return { kind: "confirming", order: await reload(order.id).catch(() => order), message: PAYPAL_MESSAGES.confirming };
  }

  const after = await reload(order.id);
  if (outcome.kind === "completed") {
    await finalizePaidOrder(after);
    return { kind: "completed", order: after };
  }
  if (outcome.kind === "in-doubt") return { kind: "confirming", order: after, message: PAYPAL_MESSAGES.confirming };
  if (!result.ok) return { kind: "error", order: after, message: result.message };
  return {
    kind: "not-completed",
    order: after,
    status: result.status === "COMPLETED" && !held ? "AMOUNT_MISMATCH" : result.status,
    message: message ?? PAYPAL_MESSAGES.notCompleted,
  };
}

/** What became of a capture attempt, as the request heard it or as the settle job looked it up. */
export type CaptureOutcome =
  | { kind: "completed"; captureId?: string; amountCents?: number; raw?: Record<string, string | number | null> }
  | { kind: "failed"; message: string; raw?: Record<string, string | number | null> }
  | { kind: "in-doubt"; message: string };

/**
 * Records a capture attempt's outcome in one transaction, unless it is recorded already (the request and
 * the settle job may both try). Completed: the order is paid. Failed: the order stays as it was, so staff
 * see it and the shopper may try again, and lets go of its units and its cart. In doubt: the order keeps
 * both until the attempt is settled.
 */
export async function recordCaptureOutcome(attempt: PaymentAttempt, outcome: CaptureOutcome, actor = "checkout"): Promise<boolean> {
  const paypalOrderId = (attempt.detail as { paypalOrderId?: string } | null)?.paypalOrderId ?? null;
  if (outcome.kind === "in-doubt") {
    return leaveInDoubt(attempt, { kind: "error", message: outcome.message, transactionId: paypalOrderId });
  }
  const staffNotices: QueuedEmail[] = [];
  const recorded = await db().$transaction(async (tx) => {
    const done = outcome.kind === "completed";
    const claimed = await claimOutcome(tx, attempt.id, done ? "succeeded" : "failed", {
      transactionId: done ? (outcome.captureId ?? null) : null,
      message: done ? null : outcome.message,
    });
    if (!claimed) return false;
    const order = await tx.order.findUniqueOrThrow({ where: { id: attempt.orderId }, include: withItems });
    if (done) {
      const status = nextStatus(order.status, "payment_succeeded");
      await tx.order.update({
        where: { id: order.id },
        data: { status, paypalCaptureId: outcome.captureId ?? null, completedAt: new Date(), paymentLockedUntil: null },
      });
      staffNotices.push(...(await recordPaidOrder(tx, order, { actor, after: { status, paypalCaptureId: outcome.captureId ?? null } })));
    } else {
      await tx.order.update({ where: { id: order.id }, data: { paymentLockedUntil: null } });
      await releaseCart(order.cartId, order.id, tx);
      // The units go back; a capture approved again later takes them again.
      await releaseStock(tx, order);
    }
    await tx.paymentEvent.create({
      data: {
        orderId: order.id,
        kind: done || outcome.raw ? "paypal_capture" : "error",
        gateway: attempt.gateway,
        success: done,
        amount: attempt.amount,
        transactionId: done ? (outcome.captureId ?? paypalOrderId) : paypalOrderId,
        message: done ? null : outcome.message,
        raw: outcome.raw ?? (done && outcome.amountCents !== undefined ? { amountCents: outcome.amountCents } : undefined),
      },
    });
    return true;
  }, OUTCOME_TRANSACTION);
  for (const notice of staffNotices) await queueDeliverySafely(notice.id);
  return recorded;
}
