// Paying an order by card (DESIGN §5): the pending order of this checkout attempt is created (or found)
// first, priced on the server; then exactly one request charges it while any doubled or retried request
// waits and answers with the same result. Before the charge the request holds the cart (no other order of
// the same cart may be charged meanwhile, cart-hold.ts), prices the order again (repricing.ts) and claims
// the card token for this order: a token pays one order only. The card number never comes here: only
// Accept.js's opaque token, of which we keep a hash (to recognise a replayed token) and the last four digits.
//
// When the gateway fails or does not answer, the order stays pending and the shopper may try again.
// A timeout leaves it unknown whether the card was charged, so a retry must not charge twice: every
// attempt sends an invoice number that only changes after an attempt the gateway definitely refused,
// and the gateway refuses a repeat of the same invoice, amount and card (its duplicate window),
// answering with the earlier charge instead. Staff see every attempt, and a warning where the outcome
// stayed unknown (another card, or a new checkout, is not caught by the gateway's duplicate check).
import "server-only";
import { createHash } from "node:crypto";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { nextStatus } from "@/lib/domain/order-state";
import type { PaymentGatewayName } from "@/lib/generated/prisma/enums";
import { CARD_ERROR_MESSAGE, cardGateway, type CardGateway, type ChargeResult, type OpaqueData } from "@/lib/payments";
import { readTestCardToken } from "@/lib/payments/test-card-token";
import { queueDeliverySafely, type QueuedEmail } from "@/lib/email";
import { recordPaidOrder } from "./after-payment";
import { CART_BUSY_MESSAGE, holdCart, releaseCart } from "./cart-hold";
import { cartProblemError, OrderError, pendingOrderFor, withItems, type OrderWithItems } from "./index";
import { notConfiguredMessage } from "./not-configured";
import { readPaymentDetails, type PaymentEventDetails } from "./payment-events";
import { claimPayment, releasePayment, waitForPaymentLock } from "./payment-lock";
import { confirmOrderPrice } from "./repricing";
import { recordLowStockNotices, releaseStock, takeStock } from "./stock";
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
  | { kind: "busy"; order: OrderWithItems; message: string };

export const CARD_PAYMENT_MESSAGES = {
  approved: "Payment successful",
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

/**
 * The invoice number of the order's next charge: the order number, then "-2", "-3"... after each
 * attempt the gateway definitely refused (a decline, or an error it answered). An attempt whose outcome
 * is unknown keeps the number, so that if it did charge, the retry is the gateway's duplicate of it.
 */
async function nextInvoiceNumber(order: OrderWithItems): Promise<string> {
  const failures = await db().paymentEvent.findMany({
    where: { orderId: order.id, kind: { in: ["decline", "error"] } },
    select: { kind: true, raw: true },
  });
  const refused = failures.filter((event) => event.kind === "decline" || readPaymentDetails(event.raw).problem === "gateway-error").length;
  return refused === 0 ? order.orderNumber : `${order.orderNumber}-${refused + 1}`;
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
 * With the order's payment lock held: answer a replayed token from the record; otherwise hold the cart,
 * price the order again, claim the token, and charge.
 */
async function chargeClaimed(orderId: string, input: CardPaymentInput, hash: string, gateway: CardGateway): Promise<CardPaymentOutcome> {
  let order: OrderWithItems | undefined;
  try {
    order = await reload(orderId);
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

async function charge(order: OrderWithItems, input: CardPaymentInput, hash: string, gateway: CardGateway): Promise<CardPaymentOutcome> {
  const invoiceNumber = await nextInvoiceNumber(order);
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
    // The adapters do not throw; if one ever does, the order must not stay locked for a minute, and
    // nobody knows how far the call got.
    result = { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "no-answer" };
  }

  const amount = order.total;
  const details = (extra: PaymentEventDetails): PaymentEventDetails => ({ tokenHash: hash, invoiceNumber, ...extra });
  const staffNotices: QueuedEmail[] = [];
  await db().$transaction(async (tx) => {
    if (result.ok) {
      const status = nextStatus(order.status, "payment_succeeded");
      await tx.order.update({
        where: { id: order.id },
        data: {
          status,
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
          gateway: order.gateway,
          success: true,
          amount,
          transactionId: result.transactionId,
          message: CARD_PAYMENT_MESSAGES.approved,
          raw: { ...details(result.duplicate ? { duplicate: true } : {}), last4: result.last4, authCode: result.authCode ?? null },
        },
      });
      // Paid: the cart is spent, so a second visit to the checkout cannot pay for it again.
      if (order.cartId) await tx.cartItem.deleteMany({ where: { cartId: order.cartId } });
      await releaseCart(order.cartId, order.id, tx);
      staffNotices.push(await recordPaidOrder(tx, order), ...(await recordLowStockNotices(tx, order)));
      await recordAudit(
        {
          actor: { label: "checkout" },
          action: "order.paid",
          entityType: "order",
          entityId: order.id,
          before: { status: order.status },
          after: { status, cardLast4: result.last4, transactionId: result.transactionId },
        },
        tx,
      );
    } else {
      const status = result.kind === "declined" ? nextStatus(order.status, "payment_failed") : order.status;
      await tx.order.update({ where: { id: order.id }, data: { status, paymentLockedUntil: null } });
      await releaseCart(order.cartId, order.id, tx);
      // Not paid: the units go back. After a timeout the charge may still have gone through; the retry
      // (the gateway's duplicate of it, see above) takes them again.
      await releaseStock(tx, order);
      await tx.paymentEvent.create({
        data: {
          orderId: order.id,
          kind: result.kind === "declined" ? "decline" : "error",
          gateway: order.gateway,
          success: false,
          amount,
          message: result.message,
          raw: details(result.kind === "error" ? { problem: result.problem } : {}),
        },
      });
    }
  });
  for (const notice of staffNotices) await queueDeliverySafely(notice.id);

  const paid = await reload(order.id);
  if (result.ok) return { kind: "approved", order: paid, message: CARD_PAYMENT_MESSAGES.approved };
  return { kind: result.kind === "declined" ? "declined" : "error", order: paid, message: result.message };
}
