// No card is charged without a record, and none twice, on PostgreSQL (an embedded database has one
// connection, so neither a lock held by another connection nor a second app process can be played there):
// - the write that records an approved charge is blocked by a lock held 8 s (past the 5 s a transaction
//   was once allowed): the order is paid all the same, once;
// - the app instance is killed right after the gateway approved, before it recorded anything: the settle
//   job asks the gateway about the attempt's invoice number and pays the order, and the buyer's retry of
//   the same checkout answers with that, without another charge.
// In both: one paid order, one charge at the gateway, one confirmation e-mail.
// The same holds, on either database, for a PayPal capture, a refund and a void whose answer was lost:
// the retry (or the settle job) asks the gateway and records what it did, once, without acting again.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { POST as refund } from "@/app/api/admin/orders/[id]/refund/route";
import { POST as voidPayment } from "@/app/api/payment/void/route";
import { orderDetail } from "@/lib/orders/staff-view";
import { db } from "@/lib/db/client";
import { jobQueue, QUEUES } from "@/lib/jobs/queue";
import { abandonStalePendingOrders, confirmUnconfirmedOrders } from "@/lib/orders/after-payment";
import { completeOrder } from "@/lib/orders/completion";
import type { PayPalOrderResponse } from "@/lib/orders/api";
import { STAFF_ACTION_MESSAGES } from "@/lib/orders/staff-actions";
import { sessionCookieHeader } from "@/tests/support/auth";
import { runDueJobs } from "@/tests/support/jobs";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";
import { APPROVE, newProduct, shopper } from "@/tests/support/shopper";

// What the test gateway does right after it approves a charge (here: another connection locks the
// order), and the calls whose answer is lost on the way back (the gateway acted; nobody hears it).
const hooks = vi.hoisted(() => ({
  afterCharge: undefined as ((invoiceNumber: string) => Promise<void>) | undefined,
  lose: new Set<"capture" | "refund" | "void">(),
  calls: { capture: 0, refund: 0, void: 0 },
}));

vi.mock("@/lib/payments", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/payments")>();
  const lost = (call: "capture" | "refund" | "void") => {
    hooks.calls[call] += 1;
    return hooks.lose.delete(call);
  };
  const noAnswer = { ok: false as const, kind: "error" as const, message: "The gateway did not answer", uncertain: true as const };
  return {
    ...original,
    cardGateway: () => {
      const real = original.cardGateway();
      return {
        ...real,
        implementation: real.implementation,
        charge: async (input: Parameters<typeof real.charge>[0]) => {
          const result = await real.charge(input);
          await hooks.afterCharge?.(input.invoiceNumber);
          return result;
        },
        refund: async (input: Parameters<typeof real.refund>[0]) => {
          const result = await real.refund(input);
          return lost("refund") ? noAnswer : result;
        },
        void: async (transactionId: string) => {
          const result = await real.void(transactionId);
          return lost("void") ? noAnswer : result;
        },
      };
    },
    payPalGateway: () => {
      const real = original.payPalGateway();
      return {
        ...real,
        implementation: real.implementation,
        captureOrder: async (input: Parameters<typeof real.captureOrder>[0]) => {
          const result = await real.captureOrder(input);
          return lost("capture") ? { ok: false as const, message: "PayPal did not answer", uncertain: true as const } : result;
        },
      };
    },
  };
});

const onPostgres = inject("databaseKind") === "postgres";
const email = "kim.instance@example.com";
const customer = checkoutCustomer({ firstName: "Kim", lastName: "Instance", email });
const previous = { mode: process.env.PAYMENTS_MODE, timeout: process.env.TEST_GATEWAY_TIMEOUT_MS };
let staffCookie: string;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = "test";
  process.env.TEST_GATEWAY_TIMEOUT_MS = "100";
  const staffEmail = `attempts-${randomUUID()}@example.com`;
  const staff = await db().user.create({
    data: { email: staffEmail, firstName: "Ola", lastName: "Desk", passwordHash: "scrypt$x", role: "staff" },
  });
  staffCookie = await sessionCookieHeader({ id: staff.id, email: staffEmail, role: "staff" });
});
afterAll(() => {
  process.env.PAYMENTS_MODE = previous.mode;
  process.env.TEST_GATEWAY_TIMEOUT_MS = previous.timeout;
});

/** The approved charges the test gateway made for the order (its ledger, which any process shares). */
const chargesAtGateway = (orderNumber: string) =>
  db().testGatewayTransaction.count({ where: { gateway: "card", kind: "charge", approved: true, reference: { startsWith: orderNumber } } });

const confirmations = (orderId: string) =>
  db().outgoingEmail.count({ where: { relatedType: "Order", relatedId: orderId, to: email, subject: { startsWith: "Your order #" } } });

const staffNotices = (orderId: string) =>
  db().outgoingEmail.count({ where: { relatedType: "Order", relatedId: orderId, subject: { startsWith: "New order #" } } });

describe.runIf(onPostgres)("a charge whose record is delayed or cut off", () => {
  it("records an approved charge whose write waits 8 s for a lock: one paid order, one charge, one confirmation", async () => {
    const product = await newProduct("20.00", { stockQuantity: 3 });
    const s = shopper(customer);
    expect((await s.add(product.itemNumber, 1)).status).toBe(200);
    const key = randomUUID();

    let lockHeld: Promise<void> = Promise.resolve();
    hooks.afterCharge = async (invoiceNumber) => {
      hooks.afterCharge = undefined;
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query("BEGIN");
      await other.query(`SELECT id FROM "Order" WHERE "orderNumber" = $1 FOR UPDATE`, [invoiceNumber]);
      lockHeld = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 8_000));
        await other.query("COMMIT");
        await other.end();
      })();
    };
    const response = await s.pay(testCardToken(APPROVE), key);
    await lockHeld;

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, order: { status: "completed" } });
    const order = await db().order.findUniqueOrThrow({ where: { idempotencyKey: key } });
    expect(order.status).toBe("completed");
    expect(await chargesAtGateway(order.orderNumber)).toBe(1);
    // The buyer presses "Complete Order"; the confirmation job and the settle job run as well.
    expect((await completeOrder(s.cartId))?.id).toBe(order.id);
    await confirmUnconfirmedOrders(new Date(Date.now() + 60 * 60_000));
    await (await jobQueue()).send(QUEUES.settlePayments, {});
    await runDueJobs([QUEUES.settlePayments]);
    expect(await confirmations(order.id)).toBe(1);
    expect(await staffNotices(order.id)).toBe(1);
    expect(await db().order.count({ where: { cartId: s.cartId, status: "completed" } })).toBe(1);
    expect((await db().productSize.findUniqueOrThrow({ where: { id: product.sizes[0]!.id } })).stockQuantity).toBe(2);
  }, 60_000);

  it("settles a charge whose instance was killed right after the gateway approved it: one paid order, one charge, one confirmation", async () => {
    const product = await newProduct("20.00", { stockQuantity: 3 });
    const s = shopper(customer);
    expect((await s.add(product.itemNumber, 1)).status).toBe(200);
    const key = randomUUID();

    const killed = await promisify(execFile)(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "tests/integration/support/card-payment-process.ts", s.cartId, key, email],
      { env: { ...process.env, EMBEDDED_DATABASE: "0", TEST_GATEWAY_EXIT_AFTER_CHARGE: "1" } },
    ).then(
      () => ({ signal: null }),
      (error: { signal?: string | null }) => ({ signal: error.signal ?? null }),
    );
    expect(killed.signal).toBe("SIGKILL");

    // Charged at the gateway; here, only the attempt written before the call.
    const order = await db().order.findUniqueOrThrow({ where: { idempotencyKey: key } });
    expect(order.status).toBe("pending");
    expect(await chargesAtGateway(order.orderNumber)).toBe(1);
    const attempts = await db().paymentAttempt.findMany({ where: { orderId: order.id } });
    expect(attempts.map((a) => [a.kind, a.status, a.reference])).toEqual([["charge", "pending", order.orderNumber]]);

    // A minute later its payment lock has run out, and the settle job asks the gateway.
    await db().paymentAttempt.updateMany({ where: { orderId: order.id }, data: { createdAt: new Date(Date.now() - 2 * 60_000) } });
    await db().order.update({ where: { id: order.id }, data: { paymentLockedUntil: new Date(Date.now() - 1_000) } });
    // Until it does, staff's order page warns them not to ship it, as the dashboard lists it.
    const detail = await orderDetail(order.id);
    expect(detail?.paymentsInDoubt.map((payment) => [payment.kind, payment.reference])).toEqual([["charge", order.orderNumber]]);
    await (await jobQueue()).send(QUEUES.settlePayments, {});
    const runs = await runDueJobs([QUEUES.settlePayments]);
    expect(runs.every((run) => run.ok)).toBe(true);

    const paid = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(paid.status).toBe("completed");
    expect(paid.cardTransactionId).toMatch(/^test-/);
    expect(paid.cardLast4).toBe("1111");
    expect(await confirmations(order.id)).toBe(1);

    // The buyer's retry of the same checkout answers with the paid order; nothing more is charged or sent.
    const retried = await s.pay(testCardToken(APPROVE), key);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ success: true, orderNumber: order.orderNumber });
    await completeOrder(s.cartId);
    await confirmUnconfirmedOrders(new Date(Date.now() + 60 * 60_000));

    expect(await chargesAtGateway(order.orderNumber)).toBe(1);
    expect(await db().order.count({ where: { cartId: s.cartId, status: "completed" } })).toBe(1);
    expect(await confirmations(order.id)).toBe(1);
    expect(await staffNotices(order.id)).toBe(1);
    expect(await db().paymentEvent.count({ where: { orderId: order.id, kind: "charge", success: true } })).toBe(1);
    expect((await db().productSize.findUniqueOrThrow({ where: { id: product.sizes[0]!.id } })).stockQuantity).toBe(2);
  }, 60_000);
});

/** Runs the settle job as the worker would, a minute after `now` (the attempts' payment locks have run out). */
async function runSettleJob() {
  await db().paymentAttempt.updateMany({
    where: { status: { in: ["pending", "in_doubt"] } },
    data: { createdAt: new Date(Date.now() - 3 * 60_000) },
  });
  await (await jobQueue()).send(QUEUES.settlePayments, {});
  const runs = await runDueJobs([QUEUES.settlePayments]);
  expect(runs.every((run) => run.ok)).toBe(true);
}

const staffCall = (handler: (request: NextRequest, context: never) => Promise<Response>, url: string, body: unknown, params?: object) =>
  handler(
    new NextRequest(`http://localhost${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staffCookie },
      body: JSON.stringify(body),
    }),
    (params ? { params: Promise.resolve(params) } : undefined) as never,
  );

/** A paid card order whose charge settled two days ago at the test gateway (so it can be refunded). */
async function paidCardOrder({ settled }: { settled: boolean }) {
  const product = await newProduct("20.00", { stockQuantity: 5 });
  const s = shopper(customer);
  expect((await s.add(product.itemNumber, 2)).status).toBe(200);
  expect((await s.pay(testCardToken(APPROVE))).status).toBe(200);
  const order = await db().order.findFirstOrThrow({ where: { cartId: s.cartId, status: "completed" } });
  if (!settled) return order;
  const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60_000;
  return db().order.update({
    where: { id: order.id },
    data: { cardTransactionId: `test-${twoDaysAgo}-abcdefghij`, settledAt: new Date(twoDaysAgo) },
  });
}

const customerEmails = (orderId: string, subject: string) =>
  db().outgoingEmail.count({ where: { relatedType: "Order", relatedId: orderId, to: email, subject: { startsWith: subject } } });

describe("a capture, a refund or a void whose answer was lost", () => {
  it("never abandons an order whose charge is in doubt, however old: the settle job decides it", async () => {
    const s = shopper(customer);
    expect((await s.add((await newProduct("20.00")).itemNumber, 1)).status).toBe(200);
    const key = randomUUID();
    expect((await s.pay(testCardToken("4000 0000 0000 0259"), key)).status).toBe(202);
    const order = await db().order.update({
      where: { idempotencyKey: key },
      data: { createdAt: new Date(Date.now() - 25 * 60 * 60_000) },
    });

    await abandonStalePendingOrders();
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
    // The gateway has no record of it: nothing was charged, and now the order may go.
    await runSettleJob();
    expect((await db().paymentAttempt.findFirstOrThrow({ where: { orderId: order.id } })).status).toBe("failed");
    await abandonStalePendingOrders();
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("abandoned");
  });

  it("PayPal: the capture is confirmed, not repeated: the retry finds it at PayPal and completes the order once", async () => {
    const product = await newProduct("20.00", { stockQuantity: 5 });
    const s = shopper(customer);
    expect((await s.add(product.itemNumber, 1)).status).toBe(200);
    const created = (await (await s.paypalOrder()).json()) as PayPalOrderResponse;
    const before = hooks.calls.capture;

    hooks.lose.add("capture");
    const lost = await s.capture(created.paypalOrderId);
    expect(lost.status).toBe(202);
    expect(await lost.json()).toMatchObject({ status: "CONFIRMING", orderNumber: created.orderNumber });
    expect((await db().order.findUniqueOrThrow({ where: { id: created.orderId } })).status).toBe("pending");

    const retried = await s.capture(created.paypalOrderId);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: "COMPLETED", orderNumber: created.orderNumber });
    expect(hooks.calls.capture - before).toBe(1);
    const order = await db().order.findUniqueOrThrow({ where: { id: created.orderId } });
    expect(order.paypalCaptureId).toMatch(/^TEST-CAPTURE-/);
    expect(await confirmations(order.id)).toBe(1);
    expect(await staffNotices(order.id)).toBe(1);
    expect((await db().productSize.findUniqueOrThrow({ where: { id: product.sizes[0]!.id } })).stockQuantity).toBe(4);
  });

  it("a refund the gateway made while its answer was lost is recorded once, with one e-mail; staff are told not to refund again", async () => {
    const order = await paidCardOrder({ settled: true });
    const before = hooks.calls.refund;

    hooks.lose.add("refund");
    const lost = await staffCall(refund as never, `/api/admin/orders/${order.id}/refund`, { amount: "10.00" }, { id: order.id });
    expect(lost.status).toBe(502);
    expect(((await lost.json()) as { error: string }).error).toBe(STAFF_ACTION_MESSAGES.inDoubt("refund"));
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);

    await runSettleJob();
    const refunded = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { refunds: true } });
    expect(refunded.status).toBe("partially_refunded");
    expect(refunded.refunds.map((r) => r.amount.toFixed(2))).toEqual(["10.00"]);
    expect(refunded.refunds[0]!.gatewayRefundId).toMatch(/^test-refund-/);
    expect(await customerEmails(order.id, "Refund Processed")).toBe(1);
    expect(hooks.calls.refund - before).toBe(1);
    expect(
      await db().testGatewayTransaction.count({ where: { gateway: "card", kind: "refund", reference: { startsWith: order.orderNumber } } }),
    ).toBe(1);
  });

  it("a second refund while the first is in doubt asks the gateway first and stops: nothing is refunded twice", async () => {
    const order = await paidCardOrder({ settled: true });
    hooks.lose.add("refund");
    expect((await staffCall(refund as never, `/api/admin/orders/${order.id}/refund`, { amount: "10.00" }, { id: order.id })).status).toBe(
      502,
    );
    const before = hooks.calls.refund;

    const again = await staffCall(refund as never, `/api/admin/orders/${order.id}/refund`, { amount: "10.00" }, { id: order.id });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(STAFF_ACTION_MESSAGES.settledMeanwhile);
    expect(hooks.calls.refund - before).toBe(0);
    const refunds = await db().refund.findMany({ where: { orderId: order.id } });
    expect(refunds.map((r) => r.amount.toFixed(2))).toEqual(["10.00"]);
    expect(await customerEmails(order.id, "Refund Processed")).toBe(1);
  });

  it("a void the gateway made while its answer was lost is recorded by the settle job: voided once, units back, one e-mail", async () => {
    const order = await paidCardOrder({ settled: false });
    hooks.lose.add("void");
    const lost = await staffCall(voidPayment as never, "/api/payment/void", { transactionId: order.cardTransactionId });
    expect(lost.status).toBe(502);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("completed");

    await runSettleJob();
    await runSettleJob();
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("voided");
    expect(await customerEmails(order.id, "Transaction Voided")).toBe(1);
    expect(await db().stockMovement.count({ where: { orderId: order.id, reason: "released" } })).toBe(1);
  });
});
