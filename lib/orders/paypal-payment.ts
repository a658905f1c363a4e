// Paying an order with PayPal (seed 001 §4, DESIGN §5): the pending order is created from the cart,
// then a PayPal order for the server's total; the shopper approves at PayPal (or on the test approval
// page) and comes back to /checkout?paypal=success&token=<PayPal order id>, and the capture of that
// token completes our order. Both PayPal calls carry idempotency keys derived from the checkout
// attempt, so a retried request gets PayPal's first answer, and one request at a time may capture.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { nextStatus } from "@/lib/domain/order-state";
import type { PaymentGatewayName } from "@/lib/generated/prisma/enums";
import { payPalGateway, type PayPalGateway } from "@/lib/payments";
import { OrderError, pendingOrderFor, withItems, type OrderWithItems } from "./index";
import { finalizePaidOrder } from "./completion";
import { claimPayment, waitForPaymentLock } from "./payment-lock";
import type { CheckoutCustomer } from "./schemas";

export const PAYPAL_MESSAGES = {
  notConfigured: "PayPal is not available right now. Please pay by card or call us.",
  closed: "This order can no longer be paid.",
  wrongMethod: "This checkout was started with another payment method. Please reload the page.",
  unknownToken: "This PayPal payment is not known here. Please start the checkout again.",
  busy: "This PayPal payment is already being processed. Please wait a moment.",
  amountMismatch: "PayPal captured an amount that does not match your order. Please contact us.",
  notCompleted: "PayPal has not completed this payment.",
} as const;

const GATEWAY_NAMES = { test: "test", paypal: "paypal" } as const satisfies Record<string, PaymentGatewayName>;
const MAX_WAIT_MS = 25_000;

export type PayPalStart =
  | { ok: true; order: OrderWithItems; approvalUrl: string; paypalOrderId: string }
  | { ok: false; status: 502 | 503; message: string };

/** Creates (or finds) the checkout's pending order and its PayPal order; answers the approval link. */
export async function startPayPalPayment(
  input: { cartId: string; idempotencyKey: string; customer: CheckoutCustomer; origin: string },
  gateway: PayPalGateway = payPalGateway(),
): Promise<PayPalStart> {
  if (gateway.implementation === "unconfigured") return { ok: false, status: 503, message: PAYPAL_MESSAGES.notConfigured };
  const order = await pendingOrderFor({ ...input, paymentMethod: "paypal", gateway: GATEWAY_NAMES[gateway.implementation] });
  if (order.paymentMethod !== "paypal") throw new OrderError(409, "idempotencyKey", PAYPAL_MESSAGES.wrongMethod);
  if (order.status !== "pending" && order.status !== "failed") throw new OrderError(409, "idempotencyKey", PAYPAL_MESSAGES.closed);

  const amountCents = toCents(order.total.toFixed(2));
  const result = await gateway.createOrder({
    amountCents,
    orderNumber: order.orderNumber,
    returnUrl: `${input.origin}/checkout?paypal=success`,
    cancelUrl: `${input.origin}/checkout?paypal=cancel`,
    requestId: `${order.idempotencyKey}:create`,
  });
  await db().paymentEvent.create({
    data: {
      orderId: order.id,
      kind: "paypal_create",
      gateway: order.gateway,
      success: result.ok,
      amount: order.total,
      transactionId: result.ok ? result.paypalOrderId : null,
      message: result.ok ? null : result.message,
    },
  });
  if (!result.ok) return { ok: false, status: 502, message: result.message };

  // The same request id gives the same PayPal order, so a retry leaves the id as it was.
  if (order.paypalOrderId !== result.paypalOrderId) {
    await db().order.update({ where: { id: order.id }, data: { paypalOrderId: result.paypalOrderId } });
  }
  return { ok: true, order, approvalUrl: result.approvalUrl, paypalOrderId: result.paypalOrderId };
}

export type PayPalCapture =
  | { kind: "completed"; order: OrderWithItems }
  | { kind: "not-completed"; order: OrderWithItems; status: string; message: string }
  | { kind: "error"; order: OrderWithItems; message: string }
  | { kind: "busy"; order: OrderWithItems; message: string };

/** Captures the approved PayPal order `token`; a completed order answers again without a second capture. */
export async function capturePayPalPayment(token: string, gateway: PayPalGateway = payPalGateway()): Promise<PayPalCapture> {
  let order = await db().order.findUnique({ where: { paypalOrderId: token }, include: withItems });
  if (!order) throw new OrderError(404, "token", PAYPAL_MESSAGES.unknownToken);
  const deadline = Date.now() + MAX_WAIT_MS;

  for (;;) {
    if (order.status === "completed") {
      await finalizePaidOrder(order);
      return { kind: "completed", order };
    }
    if (order.status !== "pending" && order.status !== "failed") throw new OrderError(409, "token", PAYPAL_MESSAGES.closed);
    if (await claimPayment(order.id, ["pending", "failed"])) return capture(order, gateway);
    const free = await waitForPaymentLock(order.id, Math.max(0, deadline - Date.now()));
    order = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: withItems });
    if (!free) return { kind: "busy", order, message: PAYPAL_MESSAGES.busy };
  }
}

async function capture(order: OrderWithItems, gateway: PayPalGateway): Promise<PayPalCapture> {
  const token = order.paypalOrderId!;
  const result = await gateway.captureOrder({ paypalOrderId: token, requestId: `${order.idempotencyKey}:capture` }).catch(() => ({
    ok: false as const,
    message: "PayPal could not be reached",
  }));
  const expectedCents = toCents(order.total.toFixed(2));
  const completed =
    result.ok &&
    result.status === "COMPLETED" &&
    (result.captureStatus === undefined || result.captureStatus === "COMPLETED") &&
    (result.amountCents === undefined || result.amountCents === expectedCents);
  const message = !result.ok
    ? result.message
    : completed
      ? null
      : result.status === "COMPLETED" && result.amountCents !== undefined && result.amountCents !== expectedCents
        ? PAYPAL_MESSAGES.amountMismatch
        : `${PAYPAL_MESSAGES.notCompleted} (${result.captureStatus ?? result.status})`;

  await db().$transaction(async (tx) => {
    if (completed && result.ok) {
      const status = nextStatus(order.status, "payment_succeeded");
      await tx.order.update({
        where: { id: order.id },
        data: { status, paypalCaptureId: result.captureId ?? null, completedAt: new Date(), paymentLockedUntil: null },
      });
      await recordAudit(
        { actor: { label: "checkout" }, action: "order.paid", entityType: "order", entityId: order.id, before: { status: order.status }, after: { status, paypalCaptureId: result.captureId ?? null } },
        tx,
      );
    } else {
      // Not captured (yet): the order stays as it was, so staff see it and the shopper may try again.
      await tx.order.update({ where: { id: order.id }, data: { paymentLockedUntil: null } });
    }
    await tx.paymentEvent.create({
      data: {
        orderId: order.id,
        kind: result.ok ? "paypal_capture" : "error",
        gateway: order.gateway,
        success: completed,
        amount: order.total,
        transactionId: result.ok ? (result.captureId ?? token) : token,
        message,
        raw: result.ok ? { status: result.status, captureStatus: result.captureStatus ?? null, amountCents: result.amountCents ?? null } : undefined,
      },
    });
  });

  const after = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: withItems });
  if (completed) {
    await finalizePaidOrder(after);
    return { kind: "completed", order: after };
  }
  if (!result.ok) return { kind: "error", order: after, message: result.message };
  return { kind: "not-completed", order: after, status: result.status === "COMPLETED" ? "AMOUNT_MISMATCH" : result.status, message: message ?? PAYPAL_MESSAGES.notCompleted };
}
