// Paying an order by card (DESIGN §5): the pending order of this checkout attempt is created (or found)
// first, priced on the server; then exactly one request charges it while any doubled or retried request
// waits and answers with the same result. Before the charge the request holds the cart (no other order of
// the same cart may be charged meanwhile, cart-hold.ts), prices the order again (repricing.ts) and claims
// the card token for this order: a token pays one order only. The card number never comes here: only
// Accept.js's opaque token, of which we keep a hash (to recognise a replayed token) and the last four digits.
//
// No card is charged without a record, and none twice (payment-attempts.ts): the attempt, with its
// invoice number, is committed before the gateway is called, and the outcome is written afterwards by a
// retried transaction. When the gateway does not answer, or the outcome cannot be written, the attempt is
// in doubt: the order keeps its units and its cart, and a retry of the checkout never reaches the
// gateway's charge: it asks the gateway what became of that invoice number (settle-payments.ts) and
// answers with that, or "we are confirming your payment" until the gateway can tell. Every attempt has
// its own invoice number (the order number, then "-2", "-3"...), by which the gateway finds it.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { nextStatus } from "@/lib/orders/state";
import type { PaymentGatewayName } from "@/lib/generated/prisma/enums";
import { CARD_ERROR_MESSAGE, cardGateway, type CardGateway, type ChargeResult, type OpaqueData } from "@/lib/payments";
import { readTestCardToken } from "@/lib/payments/test-card-token";
import { queueDeliverySafely, type QueuedEmail } from "@/lib/email";
import type { PaymentAttempt } from "@/lib/generated/prisma/client";
import { recordPaidOrder } from "./after-payment";
import { CART_BUSY_MESSAGE, holdCart, releaseCart } from "./cart-hold";
import { cartProblemError, OrderError, pendingOrderFor, withItems, type OrderWithItems } from "./index";
import { notConfiguredMessage } from "./not-configured";
import { isUncertainProblem, type PaymentEventDetails } from "./payment-events";
import { attemptCount, claimOutcome, leaveInDoubt, numbered, OUTCOME_TRANSACTION, retried, startAttempt } from "./payment-attempts";
import { claimPayment, releasePayment, waitForPaymentLock } from "./payment-lock";
import { confirmOrderPrice } from "./repricing";
import { releaseStock, takeStock } from "./stock";
import type { CheckoutCustomer } from "./schemas";

export type CardPaymentInput = {
  cartId: string;
  userId: string | null;
  idempotencyKey: string;
  customer: CheckoutCustomer;
  opaqueData: OpaqueData;
};

export type CardPaymentOutcome =
  | { kind: "approved"; order: OrderWithItems; message: string }
  | { kind: "declined"; order: OrderWithItems; message: string }
  /** The gateway failed or did not answer: the order stays pending (a timeout may have charged; see above). */
  | { kind: "error"; order: OrderWithItems; message: string }
  /** Another request still holds the payment after the wait. */
  | { kind: "busy"; order: OrderWithItems; message: string }
  /** An attempt's outcome is not known yet: nothing more is charged until the gateway tells (settle-payments.ts). */
  | { kind: "confirming"; order: OrderWithItems; message: string };

export const CARD_PAYMENT_MESSAGES = {
  approved: "Payment successful",
  confirming:
    "We are confirming your payment with the card processor. Please do not pay again: you will receive your order confirmation by e-mail as soon as it is confirmed, usually within a few minutes.",
  busy: "This payment is already being processed. Please wait a moment and check your order.",
  closed: "This order can no longer be paid.",
  tokenUsed: "These card details were already used for another order. Please enter them again.",
  wrongMethod: "This checkout was started with another payment method. Please reload the page.",
  tokenInvalid: "Your card details could not be read. Please enter them again.",
  tokenExpired: "Your card details have expired. Please enter them again.",
} as const;

/** How long a doubled request waits for the first one's answer; the gateways time out after 20 s. */
const MAX_WAIT_MS = 25_000;

const GATEWAY_NAMES = { test: "test", "authorize-net": "authorizenet" } as const satisfies Record<string, PaymentGatewayName>;

const tokenHash = (opaqueData: OpaqueData) => createHash("sha256").update(opaqueData.dataValue).digest("hex");

async function reload(orderId: string): Promise<OrderWithItems> {
  return db().order.findUniqueOrThrow({ where: { id: orderId }, include: withItems });
}

/** The invoice number of the order's next charge: the order number, then "-2", "-3"... one per attempt. */
async function nextInvoiceNumber(order: OrderWithItems): Promise<string> {
  return numbered(order.orderNumber, (await attemptCount(order.id, "charge")) + 1);
}

/** The result an earlier request recorded for this very token, so a replay answers it again without a charge. */
async function recordedResult(order: OrderWithItems, hash: string): Promise<CardPaymentOutcome | undefined> {
  const event = await db().paymentEvent.findFirst({
    where: { orderId: order.id, raw: { path: ["tokenHash"], equals: hash } },
    orderBy: { id: "desc" },
  });
  if (!event) return undefined;
  if (event.success) return { kind: "approved", order, message: CARD_PAYMENT_MESSAGES.approved };
  const message = event.message ?? CARD_ERROR_MESSAGE;
  return event.kind === "decline" ? { kind: "declined", order, message } : { kind: "error", order, message };
}

export async function payByCard(
  input: CardPaymentInput,
  gateway: CardGateway = cardGateway(),
): Promise<CardPaymentOutcome | { kind: "unavailable"; message: string }> {
  if (gateway.implementation === "unconfigured") return { kind: "unavailable", message: notConfiguredMessage("card") };
  // The test tokenizer's tokens can be checked here, so a bad one is the caller's 400, not a gateway
  // error; Accept.js tokens are opaque and only Authorize.net can tell.
  if (gateway.implementation === "test") {
    const read = readTestCardToken(input.opaqueData);
    if (!read.ok)
      throw new OrderError(
        400,
        "opaqueData",
        read.reason === "expired" ? CARD_PAYMENT_MESSAGES.tokenExpired : CARD_PAYMENT_MESSAGES.tokenInvalid,
      );
  }
  const gatewayName = GATEWAY_NAMES[gateway.implementation];
  let order = await pendingOrderFor({ ...input, paymentMethod: "card", gateway: gatewayName });
  if (order.paymentMethod !== "card") throw new OrderError(409, "idempotencyKey", CARD_PAYMENT_MESSAGES.wrongMethod);
  const hash = tokenHash(input.opaqueData);
  const deadline = Date.now() + MAX_WAIT_MS;

  for (;;) {
    if (order.status === "completed") return { kind: "approved", order, message: CARD_PAYMENT_MESSAGES.approved };
    if (order.status !== "pending" && order.status !== "failed") throw new OrderError(409, "idempotencyKey", CARD_PAYMENT_MESSAGES.closed);
    if (await claimPayment(order.id, ["pending", "failed"])) return chargeClaimed(order.id, input, hash, gateway);
    // Someone else is charging this order: wait for their answer, then look again.
    const free = await waitForPaymentLock(order.id, Math.max(0, deadline - Date.now()));
    order = await reload(order.id);
    if (!free) return { kind: "busy", order, message: CARD_PAYMENT_MESSAGES.busy };
  }
}

/** A card token pays one order: the first order to use it keeps it (one INSERT decides, across processes). */
async function claimCardToken(hash: string, orderId: string): Promise<void> {
  await db().cardTokenUse.createMany({ data: [{ tokenHash: hash, orderId }], skipDuplicates: true });
  const use = await db().cardTokenUse.findUnique({ where: { tokenHash: hash } });
  if (use && use.orderId !== orderId) throw new OrderError(400, "opaqueData", CARD_PAYMENT_MESSAGES.tokenUsed);
}

/**
 * Frees the cart, then the order. The request holds the order's payment lock, so a hold of the cart for
 * this order is its own; once the lock is gone another request of the same order may take the hold.
 */
async function release(order: Pick<OrderWithItems, "id" | "cartId">): Promise<void> {
  await releaseCart(order.cartId, order.id);
  await releasePayment(order.id);
}

/**
 * With the order's payment lock held: answer a replayed token from the record, and an attempt in doubt
 * from the gateway's account of it; otherwise hold the cart, price the order again, claim the token, and charge.
 */
async function chargeClaimed(orderId: string, input: CardPaymentInput, hash: string, gateway: CardGateway): Promise<CardPaymentOutcome> {
  let order: OrderWithItems | undefined;
  try {
    // Never a second charge while the first one's outcome is unknown: ask the gateway about it instead.
    const settled = await settleOpenCharge(orderId, gateway);
    order = await reload(orderId);
    if (settled === "paid") return { kind: "approved", order, message: CARD_PAYMENT_MESSAGES.approved };
    if (settled === "open") {
      await releasePayment(order.id);
      return { kind: "confirming", order, message: CARD_PAYMENT_MESSAGES.confirming };
    }
    const recorded = await recordedResult(order, hash);
    if (recorded) {
      await release(order);
      return recorded;
    }
    if (!order.cartId) throw cartProblemError({ problem: "empty" }, 409);
    if (!(await holdCart(order.cartId, order.id))) throw new OrderError(409, "cart", CART_BUSY_MESSAGE);
    order = await confirmOrderPrice(order);
    await claimCardToken(hash, order.id);
    // Last before the charge: the units are this order's, or the shopper hears how many are left.
    await takeStock(order);
  } catch (error) {
    await release(order ?? { id: orderId, cartId: null });
    throw error;
  }
  return charge(order, input, hash, gateway);
}

/**
 * Settles the order's charge attempt in doubt, if any, by asking the gateway. Imported when needed:
 * settle-payments.ts records charges through this module.
 */
async function settleOpenCharge(orderId: string, gateway: CardGateway): Promise<"none" | "paid" | "released" | "open"> {
  const { settleOrderAttempt } = await import("./settle-payments");
  return settleOrderAttempt(orderId, "charge", { cardGateway: gateway });
}

async function charge(order: OrderWithItems, input: CardPaymentInput, hash: string, gateway: CardGateway): Promise<CardPaymentOutcome> {
  const invoiceNumber = await nextInvoiceNumber(order);
  // Nothing is charged when the attempt cannot be written: the order is free for the next try.
  const attempt = await startAttempt(order, { kind: "charge", reference: invoiceNumber, detail: { tokenHash: hash } }, () =>
    releaseAfterNoCharge(order),
  );

  let result: ChargeResult;
  try {
    result = await gateway.charge({
      amountCents: toCents(order.total.toFixed(2)),
      opaqueData: input.opaqueData,
      invoiceNumber,
      customer: { firstName: order.customerFirstName, lastName: order.customerLastName, email: order.customerEmail },
      billing: {
        address: order.billingAddress,
        city: order.billingCity,
        state: order.billingState,
        zipCode: order.billingZipCode,
        company: order.billingCompany ?? undefined,
      },
    });
  } catch {
    // The adapters do not throw; if one ever does, nobody knows how far the call got.
    result = { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "no-answer" };
  }

  try {
    await retried(() => recordChargeOutcome(attempt, result));
  } catch {
    // The outcome could not be written: the attempt stays pending, and the settle job records it from
    // the gateway's account once the order's payment lock has expired.
    return { kind: "confirming", order: await reload(order.id).catch(() => order), message: CARD_PAYMENT_MESSAGES.confirming };
  }

  const after = await reload(order.id);
  if (result.ok) return { kind: "approved", order: after, message: CARD_PAYMENT_MESSAGES.approved };
  if (result.kind === "declined") return { kind: "declined", order: after, message: result.message };
  if (isUncertainProblem(result.problem)) return { kind: "confirming", order: after, message: CARD_PAYMENT_MESSAGES.confirming };
  return { kind: "error", order: after, message: result.message };
}

/** Gives back what the request took before a charge that never happened: the units, the cart, the order. */
async function releaseAfterNoCharge(order: OrderWithItems): Promise<void> {
  await db().$transaction((tx) => releaseStock(tx, order), OUTCOME_TRANSACTION);
  await release(order);
}

/** What the gateway said of a charge attempt, as the request heard it or as the settle job looked it up. */
export type ChargeOutcome = ChargeResult | { ok: false; kind: "not-charged"; message: string };

/**
 * Records a charge attempt's outcome in one transaction, unless it is recorded already (the request and
 * the settle job may both try; the first one records it). Approved: the order is paid (status,
 * transaction, the cart spent, its invoice number, staff's e-mails, audit). Declined or refused: the order
 * lets go of its units and its cart. Unknown (no answer, held for review): the attempt is in doubt and the
 * order keeps its units and its cart until it is settled. The staff's e-mails are queued after the commit.
 */
export async function recordChargeOutcome(attempt: PaymentAttempt, result: ChargeOutcome, actor = "checkout"): Promise<boolean> {
  const hash = readAttemptDetail(attempt.detail).tokenHash;
  const details = (extra: PaymentEventDetails): PaymentEventDetails => ({
    ...(hash ? { tokenHash: hash } : {}),
    invoiceNumber: attempt.reference,
    ...extra,
  });
  if (!result.ok && result.kind === "error" && isUncertainProblem(result.problem)) {
    return leaveInDoubt(attempt, { kind: "error", message: result.message, raw: details({ problem: result.problem }) });
  }

  const staffNotices: QueuedEmail[] = [];
  const recorded = await db().$transaction(async (tx) => {
    const status = result.ok ? "succeeded" : result.kind === "declined" ? "declined" : "failed";
    const claimed = await claimOutcome(tx, attempt.id, status, {
      transactionId: result.ok ? result.transactionId : null,
      message: result.ok ? CARD_PAYMENT_MESSAGES.approved : result.message,
    });
    if (!claimed) return false;
    const order = await tx.order.findUniqueOrThrow({ where: { id: attempt.orderId }, include: withItems });
    if (result.ok) {
      const next = nextStatus(order.status, "payment_succeeded");
      await tx.order.update({
        where: { id: order.id },
        data: {
          status: next,
          cardTransactionId: result.transactionId,
          cardLast4: result.last4 || null,
          completedAt: new Date(),
          paymentLockedUntil: null,
        },
      });
      await tx.paymentEvent.create({
        data: {
          orderId: order.id,
          kind: "charge",
          gateway: attempt.gateway,
          success: true,
          amount: attempt.amount,
          transactionId: result.transactionId,
          message: CARD_PAYMENT_MESSAGES.approved,
          raw: { ...details(result.duplicate ? { duplicate: true } : {}), last4: result.last4, authCode: result.authCode ?? null },
        },
      });
      staffNotices.push(
        ...(await recordPaidOrder(tx, order, {
          actor,
          after: { status: next, cardLast4: result.last4, transactionId: result.transactionId },
        })),
      );
      return true;
    }
    const declined = result.kind === "declined";
    const next = declined ? nextStatus(order.status, "payment_failed") : order.status;
    await tx.order.update({ where: { id: order.id }, data: { status: next, paymentLockedUntil: null } });
    await releaseCart(order.cartId, order.id, tx);
    // Not paid: the units go back.
    await releaseStock(tx, order);
    await tx.paymentEvent.create({
      data: {
        orderId: order.id,
        kind: declined ? "decline" : "error",
        gateway: attempt.gateway,
        success: false,
        amount: attempt.amount,
        message: result.message,
        raw: details(result.kind === "error" ? { problem: result.problem } : {}),
      },
    });
    return true;
  }, OUTCOME_TRANSACTION);
  for (const notice of staffNotices) await queueDeliverySafely(notice.id);
  return recorded;
}

/** What a charge attempt keeps besides its columns (the token's hash, to answer a replay of it). */
function readAttemptDetail(detail: unknown): { tokenHash?: string } {
  const hash = detail && typeof detail === "object" && "tokenHash" in detail ? (detail as { tokenHash: unknown }).tokenHash : undefined;
  return typeof hash === "string" ? { tokenHash: hash } : {};
}
