// Staff refund and void (seed 001 §4, DESIGN §5), through the payment gateway and never twice.
//
// Each action first claims the order with the payment lock (one conditional UPDATE: the database decides
// who wins, across any number of app processes), then talks to the gateway, then records the outcome in
// one transaction: the order's new status (lib/orders/state.ts), the Refund row with its lines, the
// stock put back, the PaymentEvent, the audit entry and the customer's e-mail. A second request,
// concurrent or later, finds the order locked or with less left to refund and is refused with 409, naming
// the field, before any gateway call. What a refund may be is lib/orders/refunds.ts.
//
// Each gateway call is a payment attempt (payment-attempts.ts), committed before the call with what its
// record needs (the refund's lines, who asked), so that a refund or void the gateway made while its answer
// was lost, or could not be written, is recorded by the settle job from the gateway's account, once.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { centsToDecimalString, formatUsd, toCents } from "@/lib/domain/money";
import { canVoid } from "@/lib/orders/fulfilment-rules";
import { nextStatus, staffActions, type StaffAction } from "@/lib/orders/state";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { planRefund, type RefundableOrder, type RefundLineRequest, type RefundPlan } from "@/lib/orders/refunds";
import { queueDeliverySafely, recordEmail } from "@/lib/email";
import type { Order, PaymentAttempt, Prisma, Refund } from "@/lib/generated/prisma/client";
import { cardGateway, payPalGateway } from "@/lib/payments";
import { customerOrderEmail, type OrderCustomer } from "./customer-email";
import { attemptCount, claimOutcome, leaveInDoubt, OUTCOME_TRANSACTION, retried, startAttempt } from "./payment-attempts";
import { claimPayment, releasePayment } from "./payment-lock";
import { releaseStock, restock, STOCK_LINES } from "./stock";

const cents = (value: { toFixed(digits: number): string }) => toCents(value.toFixed(2));

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
  partlyRefundedNoVoid: "Part of this order has been refunded, so it can no longer be voided: refund the rest instead",
  noCapture: "This PayPal order has no captured payment to refund",
  refundFailed: (message: string) => `The payment gateway refused the refund: ${message}`,
  inDoubt: (action: StaffAction) =>
    `The payment gateway did not answer, so it is not known yet whether the ${action} went through. It is being confirmed with the gateway and the order will show it: do not ${action} again.`,
  settledMeanwhile:
    "An earlier refund or void of this order was just confirmed with the payment gateway: reload the order before trying again",
  voidFailed: (message: string) => `The payment gateway refused the void: ${message}`,
  refunded: "Refund Processed",
  voided: "Transaction Voided",
} as const;

type Actor = { id: string; email: string };
type Context = { actor: Actor; ip?: string | null };

const TRANSACTION = OUTCOME_TRANSACTION;
const m = STAFF_ACTION_MESSAGES;

/** Why `action` cannot be taken on the order as it is now, or undefined when it can. */
function refusal(order: Order, action: StaffAction): StaffRequestError | undefined {
  // Goods that left are paid back by a refund, recorded against what shipped (lib/orders/fulfilment-rules.ts).
  if (action === "void" && order.status === "completed" && !canVoid(order.fulfilmentStatus)) {
    return new StaffRequestError(409, m.shippedNoVoid, "transactionId");
  }
  if (staffActions(order).includes(action)) return undefined;
  switch (order.status) {
    case "refunded":
      return action === "refund"
        ? new StaffRequestError(409, m.alreadyRefunded, "amount")
        : new StaffRequestError(409, m.refundedNoVoid, "transactionId");
    case "partially_refunded":
      return new StaffRequestError(409, m.partlyRefundedNoVoid, "transactionId");
    case "voided":
      return action === "void"
        ? new StaffRequestError(409, m.alreadyVoided, "transactionId")
        : new StaffRequestError(409, m.voidedNoRefund, "amount");
    case "completed":
      if (action === "refund")
        return new StaffRequestError(409, canVoid(order.fulfilmentStatus) ? m.voidInstead : m.shippedNotSettled, "amount");
      return new StaffRequestError(409, order.cardTransactionId ? m.refundInstead : m.payPalNoVoid, "transactionId");
    default:
      return new StaffRequestError(409, m.notCompleted(action), action === "refund" ? "amount" : "transactionId");
  }
}

/** Claims the order for `action`, or explains why not: already done, not possible, or someone else at it. */
async function claim(order: Order, action: StaffAction): Promise<void> {
  const refused = refusal(order, action);
  if (refused) throw refused;
  if (await claimPayment(order.id, action === "refund" ? ["completed", "partially_refunded"] : ["completed"])) return;
  const now = await db().order.findUniqueOrThrow({ where: { id: order.id } });
  // Another refund or void holds the order: the amount (or transaction) this one names may not be there after it.
  throw refusal(now, action) ?? new StaffRequestError(409, m.inProgress, action === "refund" ? "amount" : "transactionId");
}

type GatewayRefund = { ok: true; refundId: string } | { ok: false; notSettled: boolean; message: string; uncertain?: true };

async function refundAtGateway(order: Order, amountCents: number, reference: string): Promise<GatewayRefund> {
  try {
    if (order.paymentMethod === "card" && order.cardTransactionId) {
      const result = await cardGateway().refund({
        transactionId: order.cardTransactionId,
        amountCents,
        last4: order.cardLast4 ?? "",
        reference,
      });
      return result.ok
        ? result
        : { ok: false, notSettled: result.kind === "not-settled", message: result.message, uncertain: result.uncertain };
    }
    if (!order.paypalCaptureId) return { ok: false, notSettled: false, message: m.noCapture };
    // The attempt's reference is the PayPal-Request-Id: PayPal answers a repeat of it with the first refund.
    const result = await payPalGateway().refundCapture({ captureId: order.paypalCaptureId, amountCents, requestId: reference });
    return result.ok ? result : { ok: false, notSettled: false, message: result.message, uncertain: result.uncertain };
  } catch (error) {
    return {
      ok: false,
      notSettled: false,
      message: error instanceof Error ? error.message : "The gateway could not be reached",
      uncertain: true,
    };
  }
}

/** The reference of the order's `n`th refund attempt: an invoice number for Authorize.net (20 characters), a request id for PayPal. */
function refundReference(order: Order, n: number): string {
  return order.paymentMethod === "card" ? `${order.orderNumber}R${n}` : `refund-${order.id}-${n}`;
}

/**
 * With the order claimed: a refund or void of it still in doubt is settled first, by asking the
 * gateway; whatever it says, this request then stops, since the order may have changed under it.
 */
async function refuseWhileInDoubt(orderId: string, action: StaffAction): Promise<void> {
  const { settleOrderAttempt } = await import("./settle-payments"); // imported when needed: it records outcomes through this module
  const settled = await settleOrderAttempt(orderId, ["refund", "void"]);
  if (settled === "none") return;
  await releasePayment(orderId);
  throw new StaffRequestError(
    409,
    settled === "open" ? m.inDoubt(action) : m.settledMeanwhile,
    action === "refund" ? "amount" : "transactionId",
  );
}

/** What a refund attempt keeps for its record: the plan, the reason, who asked, and the capture refunded. */
type RefundDetail = { plan: RefundPlan; reason: string | null; actor: Actor; ip: string | null; captureId?: string };
/** What a void attempt keeps: the charge voided and who asked. */
type VoidDetail = { transactionId: string; actor: Actor; ip: string | null };

/** The gateway did not answer: the attempt waits for the settle job, and the order is free again. */
async function refuseInDoubt(attempt: PaymentAttempt, action: StaffAction, message: string): Promise<never> {
  await leaveInDoubt(attempt, { kind: attempt.kind === "void" ? "void" : "refund", message });
  throw new StaffRequestError(502, m.inDoubt(action));
}

/**
 * Records what the gateway did with a refund or void attempt, unless it is recorded already (the request
 * and the settle job may both try): the refund or the void with its e-mail, or the failure. True when
 * this call recorded it.
 */
export async function recordStaffActionOutcome(
  attempt: PaymentAttempt,
  result: { ok: true; transactionId: string } | { ok: false; message: string; settled?: boolean },
): Promise<boolean> {
  if (!result.ok) {
    return db().$transaction(async (tx) => {
      if (!(await claimOutcome(tx, attempt.id, "failed", { message: result.message }))) return false;
      await tx.order.update({
        where: { id: attempt.orderId },
        data: { paymentLockedUntil: null, ...(result.settled ? { settledAt: new Date() } : {}) },
      });
      await tx.paymentEvent.create({
        data: {
          orderId: attempt.orderId,
          kind: attempt.kind === "void" ? "void" : "refund",
          gateway: attempt.gateway,
          success: false,
          amount: attempt.amount,
          message: result.message,
        },
      });
      return true;
    }, TRANSACTION);
  }
  const recorded = attempt.kind === "void" ? await recordVoid(attempt) : await recordRefund(attempt, result.transactionId);
  if (!recorded) return false;
  await queueDeliverySafely(recorded.emailId);
  return true;
}

export type RefundOutcome = { order: Order; refund: Refund };

const refundWith = { items: { orderBy: { id: "asc" } }, refunds: { include: { lines: true } } } as const;
type RefundingOrder = Prisma.OrderGetPayload<{ include: typeof refundWith }>;

function refundable(order: RefundingOrder): RefundableOrder {
  const refundedOf = (itemId: number) =>
    order.refunds.flatMap((refund) => refund.lines).reduce((sum, line) => sum + (line.orderItemId === itemId ? line.quantity : 0), 0);
  return {
    subtotalCents: cents(order.subtotal),
    taxCents: cents(order.tax),
    totalCents: cents(order.total),
    refundedCents: cents(order.refundedAmount),
    lines: order.items.map((item) => ({
      orderItemId: item.id,
      name: item.productName,
      size: orderedSizeLabel(item.size),
      unitPriceCents: cents(item.unitPrice),
      quantity: item.quantity,
      refundedQuantity: refundedOf(item.id),
    })),
  };
}

/** The refund staff asked for, as it stands against the order now; a 400 naming the field when it cannot be. */
function plan(order: RefundingOrder, input: RefundInput, status: 400 | 409 = 400): RefundPlan {
  const planned = planRefund(refundable(order), { amountCents: input.amountCents, lines: input.lines });
  if (!planned.ok) throw new StaffRequestError(status, planned.message, planned.field);
  return planned.plan;
}

export type RefundInput = { orderId: string; amountCents?: number; lines?: RefundLineRequest[]; reason: string | null };

/**
 * Refunds an amount up to what remains, chosen lines and quantities (each with or without putting its
 * units back in stock), or, with neither, all that remains. Several refunds per order; the order becomes
 * `refunded` when nothing remains and `partially_refunded` otherwise, and the customer is e-mailed.
 */
export async function refundOrder(input: RefundInput, { actor, ip }: Context): Promise<RefundOutcome> {
  const order = await db().order.findUnique({ where: { id: input.orderId }, include: refundWith });
  if (!order) throw new StaffRequestError(404, m.orderNotFound, "orderId");
  // Checked first against the order as read (is a refund possible at all, then is this one), then again
  // once it is ours: a refund that won a race may have taken what this one asks for.
  const refused = refusal(order, "refund");
  if (refused) throw refused;
  plan(order, input);
  await claim(order, "refund");
  const claimed = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: refundWith });
  let planned: RefundPlan;
  try {
    planned = plan(claimed, input, 409);
  } catch (error) {
    await db().order.update({ where: { id: order.id }, data: { paymentLockedUntil: null } });
    throw error;
  }

  await refuseWhileInDoubt(order.id, "refund");

  const reference = refundReference(claimed, (await attemptCount(order.id, "refund")) + 1);
  const detail: RefundDetail = {
    plan: planned,
    reason: input.reason,
    actor,
    ip: ip ?? null,
    captureId: claimed.paypalCaptureId ?? undefined,
  };
  const attempt = await startAttempt(
    order,
    { kind: "refund", amount: centsToDecimalString(planned.amountCents), reference, detail: detail as unknown as Prisma.InputJsonValue },
    () => releasePayment(order.id),
  );
  const result = await refundAtGateway(claimed, planned.amountCents, reference);
  if (!result.ok && result.uncertain) return refuseInDoubt(attempt, "refund", result.message);
  if (!result.ok) {
    await retried(() => recordStaffActionOutcome(attempt, { ok: false, message: result.message }));
    throw result.notSettled
      ? new StaffRequestError(409, m.voidInstead, "amount")
      : new StaffRequestError(502, m.refundFailed(result.message));
  }

  let recorded: Awaited<ReturnType<typeof recordRefund>>;
  try {
    recorded = await retried(() => recordRefund(attempt, result.refundId));
  } catch {
    // The refund is made; the settle job records it from the gateway's account.
    throw new StaffRequestError(502, m.inDoubt("refund"));
  }
  if (!recorded) throw new StaffRequestError(409, m.settledMeanwhile, "amount");
  await queueDeliverySafely(recorded.emailId);
  return { order: recorded.order, refund: recorded.refund };
}

/** The refund's record (its order's new status and amount, lines, stock put back, event, audit, e-mail), once. */
async function recordRefund(attempt: PaymentAttempt, refundId: string) {
  const { plan: planned, reason, actor, ip } = attempt.detail as unknown as RefundDetail;
  return db().$transaction(async (tx) => {
    if (!(await claimOutcome(tx, attempt.id, "succeeded", { transactionId: refundId }))) return null;
    const current = await tx.order.findUniqueOrThrow({ where: { id: attempt.orderId }, include: refundWith });
    const status = nextStatus(current.status, planned.event);
    const amount = centsToDecimalString(planned.amountCents);
    const refundedAmount = centsToDecimalString(cents(current.refundedAmount) + planned.amountCents);
    const updated = await tx.order.update({ where: { id: current.id }, data: { status, refundedAmount, paymentLockedUntil: null } });
    const refund = await tx.refund.create({
      data: {
        orderId: current.id,
        amount,
        reason,
        gatewayRefundId: refundId,
        createdById: actor.id,
        lines: {
          create: planned.lines.map((line) => ({
            orderItemId: line.orderItemId,
            quantity: line.quantity,
            amount: centsToDecimalString(line.amountCents),
            restocked: line.restock,
          })),
        },
      },
    });
    const itemOf = (id: number) => current.items.find((item) => item.id === id)!;
    await restock(
      tx,
      current.id,
      planned.lines.filter((line) => line.restock).map((line) => ({ sizeId: itemOf(line.orderItemId).sizeId, quantity: line.quantity })),
      actor.id,
    );
    await tx.paymentEvent.create({
      data: {
        orderId: current.id,
        kind: "refund",
        gateway: attempt.gateway,
        success: true,
        amount,
        transactionId: refundId,
        message: m.refunded,
      },
    });
    await recordAudit(
      {
        actor,
        action: "order.refunded",
        entityType: "order",
        entityId: current.id,
        before: { orderNumber: current.orderNumber, status: current.status, total: current.total, refunded: current.refundedAmount },
        after: {
          orderNumber: current.orderNumber,
          status,
          total: current.total,
          refunded: refundedAmount,
          refundAmount: amount,
          ...(planned.lines.length > 0
            ? {
                lines: planned.lines.map(
                  (line) => `${line.quantity} × ${itemOf(line.orderItemId).productName}${line.restock ? ", restocked" : ""}`,
                ),
              }
            : {}),
          reason,
          gatewayRefundId: refundId,
        },
        ip,
      },
      tx,
    );
    const lines = planned.lines.map((line) => {
      const item = itemOf(line.orderItemId);
      return `${line.quantity} × ${item.productName}, ${orderedSizeLabel(item.size)}`;
    });
    const remaining = cents(current.total) - toCents(refundedAmount);
    const emailId = (await recordEmail(refundEmail(current, { amountCents: planned.amountCents, remainingCents: remaining, lines }), tx))
      .id;
    return { order: updated, refund, emailId };
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
  await refuseWhileInDoubt(order.id, "void");

  const detail: VoidDetail = { transactionId, actor, ip: ip ?? null };
  const reference = `void:${transactionId}:${(await attemptCount(order.id, "void")) + 1}`;
  const attempt = await startAttempt(order, { kind: "void", reference, detail: detail as unknown as Prisma.InputJsonValue }, () =>
    releasePayment(order.id),
  );

  let result: Awaited<ReturnType<ReturnType<typeof cardGateway>["void"]>>;
  try {
    result = await cardGateway().void(transactionId);
  } catch (error) {
    result = {
      ok: false,
      kind: "error",
      message: error instanceof Error ? error.message : "The gateway could not be reached",
      uncertain: true,
    };
  }
  if (!result.ok && result.uncertain) return refuseInDoubt(attempt, "void", result.message);
  if (!result.ok) {
    // Settled since the order was read: remember it, so the table offers a refund from now on.
    const settled = result.kind === "settled";
    await retried(() => recordStaffActionOutcome(attempt, { ok: false, message: result.message, settled }));
    throw settled ? new StaffRequestError(409, m.refundInstead, "transactionId") : new StaffRequestError(502, m.voidFailed(result.message));
  }

  let recorded: Awaited<ReturnType<typeof recordVoid>>;
  try {
    recorded = await retried(() => recordVoid(attempt));
  } catch {
    throw new StaffRequestError(502, m.inDoubt("void"));
  }
  if (!recorded) throw new StaffRequestError(409, m.settledMeanwhile, "transactionId");
  await queueDeliverySafely(recorded.emailId);
  return recorded.order;
}

/** The void's record (the order voided, its units back, event, audit, e-mail), once. */
async function recordVoid(attempt: PaymentAttempt) {
  const { transactionId, actor, ip } = attempt.detail as unknown as VoidDetail;
  return db().$transaction(async (tx) => {
    if (!(await claimOutcome(tx, attempt.id, "succeeded", { transactionId }))) return null;
    const current = await tx.order.findUniqueOrThrow({ where: { id: attempt.orderId }, include: { items: STOCK_LINES } });
    const status = nextStatus(current.status, "voided");
    const updated = await tx.order.update({ where: { id: current.id }, data: { status, paymentLockedUntil: null } });
    // Nothing was sold after all: the units go back on the shelf.
    await releaseStock(tx, current, { actorId: actor.id });
    await tx.paymentEvent.create({
      data: {
        orderId: current.id,
        kind: "void",
        gateway: attempt.gateway,
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
        entityId: current.id,
        before: { orderNumber: current.orderNumber, status: current.status, total: current.total },
        after: { orderNumber: current.orderNumber, status, total: current.total, transactionId },
        ip,
      },
      tx,
    );
    const emailId = (await recordEmail(voidEmail(current), tx)).id;
    return { order: updated, emailId };
  }, TRANSACTION);
}

// ------------------------------------------------------------------ the customer's e-mails

/** "Refund Processed": how much, for what, that it shows within 3-5 business days, and what remains paid. */
export function refundEmail(order: OrderCustomer, refund: { amountCents: number; remainingCents: number; lines: string[] }) {
  const amount = formatUsd(refund.amountCents);
  return customerOrderEmail(order, `Refund Processed: ${amount} for order #${order.orderNumber}`, [
    `We refunded ${amount} of your order #${order.orderNumber}. The refund appears in your account within 3-5 business days.`,
    ...(refund.lines.length > 0 ? ["", "Refunded:", ...refund.lines.map((line) => `  ${line}`)] : []),
    "",
    refund.remainingCents > 0
      ? `The rest of your payment, ${formatUsd(refund.remainingCents)}, stays with this order.`
      : "Your order is now refunded in full.",
  ]);
}

/** "Transaction Voided": the card charge was canceled before it settled, so no money left the account. */
export function voidEmail(order: OrderCustomer) {
  return customerOrderEmail(order, `Transaction Voided: order #${order.orderNumber}`, [
    `The credit card charge for your order #${order.orderNumber} has been successfully canceled. It was voided before it settled, so no money was taken from your account; your bank may show the pending charge for a few days until it drops off.`,
  ]);
}
