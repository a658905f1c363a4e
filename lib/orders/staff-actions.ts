// Staff refund and void (seed 001 §4, DESIGN §5), through the payment gateway and never twice.
//
// Each action first claims the order with the payment lock (one conditional UPDATE: the database decides
// who wins, across any number of app processes), then talks to the gateway, then records the outcome in
// one transaction: the order's new status (lib/domain/order-state.ts), the Refund row, the PaymentEvent
// and the audit entry. A second request, concurrent or later, finds the order locked or no longer
// completed and is refused with 409 before any gateway call.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { centsToDecimalString, formatUsd, toCents } from "@/lib/domain/money";
import { canVoid } from "@/lib/domain/fulfilment";
import { nextStatus, staffActions, type StaffAction } from "@/lib/domain/order-state";
import type { Order, Refund } from "@/lib/generated/prisma/client";
import { cardGateway, payPalGateway } from "@/lib/payments";
import { claimPayment } from "./payment-lock";

export const STAFF_ACTION_MESSAGES = {
  orderNotFound: "This order does not exist",
  transactionNotFound: "No order has this transaction id",
  alreadyRefunded: "This order has already been refunded",
  alreadyVoided: "This transaction has already been voided",
  voidedNoRefund: "This order was voided: no money was taken, so there is nothing to refund",
  refundedNoVoid: "This order has been refunded, so it can no longer be voided",
  notCompleted: (action: StaffAction) => `Only a completed order can be ${action === "refund" ? "refunded" : "voided"}`,
  voidInstead: "This card charge has not settled yet, so it cannot be refunded: void it instead",
  refundInstead: "This transaction has already settled and can no longer be voided: refund it instead",
  shippedNoVoid: "This order has shipped, so it cannot be voided: refund it instead",
  shippedNotSettled: "This order has shipped, so it cannot be voided, and its card charge settles tonight: refund it after that",
  payPalNoVoid: "PayPal payments cannot be voided: refund them instead",
  inProgress: "A refund or void of this order is already in progress",
  fullRefundOnly: (totalCents: number) => `Only full refunds are possible: the amount must be the order total, ${formatUsd(totalCents)}`,
  noCapture: "This PayPal order has no captured payment to refund",
  refundFailed: (message: string) => `The payment gateway refused the refund: ${message}`,
  voidFailed: (message: string) => `The payment gateway refused the void: ${message}`,
  refunded: "Refund Processed",
  voided: "Transaction Voided",
} as const;

type Actor = { id: string; email: string };
type Context = { actor: Actor; ip?: string | null };

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;
const m = STAFF_ACTION_MESSAGES;

/** Why `action` cannot be taken on the order as it is now, or undefined when it can. */
function refusal(order: Order, action: StaffAction): StaffRequestError | undefined {
  // Goods that left are paid back by a refund, recorded against what shipped (lib/domain/fulfilment.ts).
  if (action === "void" && order.status === "completed" && !canVoid(order.fulfilmentStatus)) {
    return new StaffRequestError(409, m.shippedNoVoid, "transactionId");
  }
  if (staffActions(order).includes(action)) return undefined;
  switch (order.status) {
    case "refunded":
      return new StaffRequestError(409, action === "refund" ? m.alreadyRefunded : m.refundedNoVoid);
    case "voided":
      return new StaffRequestError(409, action === "void" ? m.alreadyVoided : m.voidedNoRefund);
    case "completed":
      if (action === "refund") return new StaffRequestError(409, canVoid(order.fulfilmentStatus) ? m.voidInstead : m.shippedNotSettled);
      return new StaffRequestError(409, order.cardTransactionId ? m.refundInstead : m.payPalNoVoid, "transactionId");
    default:
      return new StaffRequestError(409, m.notCompleted(action));
  }
}

/** Claims the order for `action`, or explains why not: already done, not possible, or someone else at it. */
async function claim(order: Order, action: StaffAction): Promise<void> {
  const refused = refusal(order, action);
  if (refused) throw refused;
  if (await claimPayment(order.id, ["completed"])) return;
  const now = await db().order.findUniqueOrThrow({ where: { id: order.id } });
  throw refusal(now, action) ?? new StaffRequestError(409, m.inProgress);
}

/** Frees the order after a failed gateway call and records what the gateway said. */
async function releaseAfterFailure(order: Order, kind: "refund" | "void", message: string, extra: { settled?: boolean } = {}) {
  await db().$transaction(async (tx) => {
    await tx.order.update({
      where: { id: order.id },
      data: { paymentLockedUntil: null, ...(extra.settled ? { settledAt: new Date() } : {}) },
    });
    await tx.paymentEvent.create({
      data: { orderId: order.id, kind, gateway: order.gateway, success: false, amount: order.total, message },
    });
  }, TRANSACTION);
}

type GatewayRefund = { ok: true; refundId: string } | { ok: false; notSettled: boolean; message: string };

async function refundAtGateway(order: Order, amountCents: number): Promise<GatewayRefund> {
  try {
    if (order.paymentMethod === "card" && order.cardTransactionId) {
      const result = await cardGateway().refund({ transactionId: order.cardTransactionId, amountCents, last4: order.cardLast4 ?? "" });
      return result.ok ? result : { ok: false, notSettled: result.kind === "not-settled", message: result.message };
    }
    if (!order.paypalCaptureId) return { ok: false, notSettled: false, message: m.noCapture };
    // The same request id for every attempt at this order's refund: PayPal answers a retry with the first refund.
    const result = await payPalGateway().refundCapture({ captureId: order.paypalCaptureId, amountCents, requestId: `refund-${order.id}` });
    return result.ok ? result : { ok: false, notSettled: false, message: result.message };
  } catch (error) {
    return { ok: false, notSettled: false, message: error instanceof Error ? error.message : "The gateway could not be reached" };
  }
}

export type RefundOutcome = { order: Order; refund: Refund };

/** Refunds the whole order. `amountCents`, when given, must be the order's total. */
export async function refundOrder(
  input: { orderId: string; amountCents?: number; reason: string | null },
  { actor, ip }: Context,
): Promise<RefundOutcome> {
  const order = await db().order.findUnique({ where: { id: input.orderId } });
  if (!order) throw new StaffRequestError(404, m.orderNotFound, "orderId");
  const totalCents = toCents(order.total.toFixed(2));
  if (input.amountCents !== undefined && input.amountCents !== totalCents) {
    throw new StaffRequestError(400, m.fullRefundOnly(totalCents), "amount");
  }
  await claim(order, "refund");

  const result = await refundAtGateway(order, totalCents);
  if (!result.ok) {
    await releaseAfterFailure(order, "refund", result.message);
    throw result.notSettled ? new StaffRequestError(409, m.voidInstead) : new StaffRequestError(502, m.refundFailed(result.message));
  }

  return db().$transaction(async (tx) => {
    const current = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
    const status = nextStatus(current.status, "refunded");
    const updated = await tx.order.update({ where: { id: order.id }, data: { status, paymentLockedUntil: null } });
    const refund = await tx.refund.create({
      data: {
        orderId: order.id,
        amount: centsToDecimalString(totalCents),
        reason: input.reason,
        gatewayRefundId: result.refundId,
        createdById: actor.id,
      },
    });
    await tx.paymentEvent.create({
      data: {
        orderId: order.id,
        kind: "refund",
        gateway: order.gateway,
        success: true,
        amount: refund.amount,
        transactionId: result.refundId,
        message: m.refunded,
      },
    });
    await recordAudit(
      {
        actor,
        action: "order.refunded",
        entityType: "order",
        entityId: order.id,
        before: { orderNumber: current.orderNumber, status: current.status, total: current.total },
        after: {
          orderNumber: current.orderNumber,
          status,
          total: current.total,
          refundAmount: refund.amount,
          reason: input.reason,
          gatewayRefundId: result.refundId,
        },
        ip,
      },
      tx,
    );
    return { order: updated, refund };
  }, TRANSACTION);
}

/** Voids the unsettled card charge `transactionId` (POST /api/payment/void). */
export async function voidTransaction(input: { transactionId: string }, { actor, ip }: Context): Promise<Order> {
  const { transactionId } = input;
  const order = await db().order.findFirst({
    where: { OR: [{ cardTransactionId: transactionId }, { paypalCaptureId: transactionId }, { paypalOrderId: transactionId }] },
  });
  if (!order) throw new StaffRequestError(404, m.transactionNotFound, "transactionId");
  if (order.cardTransactionId !== transactionId) throw new StaffRequestError(409, m.payPalNoVoid, "transactionId");
  await claim(order, "void");

  let result: Awaited<ReturnType<ReturnType<typeof cardGateway>["void"]>>;
  try {
    result = await cardGateway().void(transactionId);
  } catch (error) {
    result = { ok: false, kind: "error", message: error instanceof Error ? error.message : "The gateway could not be reached" };
  }
  if (!result.ok) {
    // Settled since the order was read: remember it, so the table offers a refund from now on.
    const settled = result.kind === "settled";
    await releaseAfterFailure(order, "void", result.message, { settled });
    throw settled ? new StaffRequestError(409, m.refundInstead, "transactionId") : new StaffRequestError(502, m.voidFailed(result.message));
  }

  return db().$transaction(async (tx) => {
    const current = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
    const status = nextStatus(current.status, "voided");
    const updated = await tx.order.update({ where: { id: order.id }, data: { status, paymentLockedUntil: null } });
    await tx.paymentEvent.create({
      data: {
        orderId: order.id,
        kind: "void",
        gateway: order.gateway,
        success: true,
        amount: current.total,
        transactionId,
        message: m.voided,
      },
    });
    await recordAudit(
      {
        actor,
        action: "order.voided",
        entityType: "order",
        entityId: order.id,
        before: { orderNumber: current.orderNumber, status: current.status, total: current.total },
        after: { orderNumber: current.orderNumber, status, total: current.total, transactionId },
        ip,
      },
      tx,
    );
    return updated;
  }, TRANSACTION);
}
