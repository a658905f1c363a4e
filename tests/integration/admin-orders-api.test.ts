import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as refund } from "@/app/api/admin/orders/[id]/refund/route";
import { GET as listOrders } from "@/app/api/admin/orders/route";
import { POST as voidPayment } from "@/app/api/payment/void/route";
import type { AdminOrderRow, RefundResponse, VoidResponse } from "@/lib/orders/staff-view-model";
import { db } from "@/lib/db/client";
import { sessionCookieHeader } from "@/tests/support/auth";
import { MADISON_CUSTOMER, TWO_QUARTS_TOTALS } from "@/tests/support/orders";

// Every gateway call goes through the real test gateways, counted, slowed a little so that concurrent
// requests overlap, and made to fail on demand.
const gateway = vi.hoisted(() => ({
  calls: { cardRefund: 0, cardVoid: 0, payPalRefund: 0 },
  /** The amounts PayPal was asked to refund, in order. */
  payPalAmounts: [] as string[],
  fail: null as string | null,
  delayMs: 30,
}));

vi.mock("@/lib/payments", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/payments")>();
  const pause = () => new Promise((resolve) => setTimeout(resolve, gateway.delayMs));
  return {
    ...actual,
    cardGateway: () => {
      const real = actual.cardGateway();
      return {
        ...real,
        async refund(input: Parameters<typeof real.refund>[0]) {
          gateway.calls.cardRefund++;
          await pause();
          if (gateway.fail) return { ok: false as const, kind: "error" as const, message: gateway.fail };
          return real.refund(input);
        },
        async void(transactionId: string) {
          gateway.calls.cardVoid++;
          await pause();
          if (gateway.fail) return { ok: false as const, kind: "error" as const, message: gateway.fail };
          return real.void(transactionId);
        },
      };
    },
    payPalGateway: () => {
      const real = actual.payPalGateway();
      return {
        ...real,
        async refundCapture(input: Parameters<typeof real.refundCapture>[0]) {
          gateway.calls.payPalRefund++;
          gateway.payPalAmounts.push((input.amountCents / 100).toFixed(2));
          await pause();
          if (gateway.fail) return { ok: false as const, message: gateway.fail };
          return real.refundCapture(input);
        },
      };
    },
  };
});

type Account = { id: string; email: string; role: "customer" | "staff" };

async function makeUser(role: "customer" | "staff"): Promise<Account> {
  const email = `admin-orders-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Pat", lastName: "Staffer", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

let staff: Account;
let staffCookie: string;
let customerCookie: string;
const previousMode = process.env.PAYMENTS_MODE;

beforeAll(async () => {
  // On real PostgreSQL without gateway credentials the app takes no payments unless told it is a test.
  process.env.PAYMENTS_MODE = "test";
  staff = await makeUser("staff");
  staffCookie = await sessionCookieHeader(staff);
  customerCookie = await sessionCookieHeader(await makeUser("customer"));
});

afterAll(() => {
  process.env.PAYMENTS_MODE = previousMode;
});

beforeEach(() => {
  gateway.calls = { cardRefund: 0, cardVoid: 0, payPalRefund: 0 };
  gateway.fail = null;
});

const DAY = 24 * 60 * 60 * 1000;
const letters = (n: number) => Array.from(randomBytes(n), (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36]).join("");
/** An id the test card gateway made `ageMs` ago (it decides settlement by age). */
const cardTransaction = (ageMs: number) => `test-${Date.now() - ageMs}-${letters(10)}`;

type Kind = "unsettled-card" | "settled-card" | "paypal";

async function makeOrder(
  kind: Kind,
  overrides: { status?: "completed" | "refunded" | "voided" | "pending"; cardTransactionId?: string } = {},
) {
  const card = kind !== "paypal";
  const hex = randomBytes(10).toString("hex").toUpperCase();
  return db().order.create({
    data: {
      orderNumber: `TZ-ADM-${randomUUID().slice(0, 8).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status: overrides.status ?? "completed",
      paymentMethod: card ? "card" : "paypal",
      gateway: "test",
      ...MADISON_CUSTOMER,
      customerEmail: "dana@example.com",
      ...TWO_QUARTS_TOTALS,
      cardTransactionId: card ? (overrides.cardTransactionId ?? cardTransaction(kind === "settled-card" ? 2 * DAY : 60_000)) : null,
      cardLast4: card ? "1111" : null,
      settledAt: kind === "settled-card" ? new Date(Date.now() - DAY) : null,
      paypalOrderId: card ? null : `TEST-${hex.slice(0, 12)}-6319-${hex}`,
      paypalCaptureId: card ? null : `TEST-CAPTURE-${hex}`,
      completedAt: new Date(),
    },
  });
}

function post(path: string, body: unknown, cookie: string | null) {
  const headers = new Headers({ "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  return new NextRequest(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

/** As staff unless another cookie, or null for an anonymous caller, is given. */
const refundCall = (orderId: string, body: unknown = {}, cookie: string | null = staffCookie) =>
  refund(post(`/api/admin/orders/${orderId}/refund`, body, cookie), { params: Promise.resolve({ id: orderId }) });
/** `key`: the press's Idempotency-Key, for presses that are separate actions (identical ones without a key share one answer). */
const voidCall = (transactionId: unknown, cookie: string | null = staffCookie, key?: string) => {
  const request = post("/api/payment/void", { transactionId }, cookie);
  if (key) request.headers.set("idempotency-key", key);
  return voidPayment(request);
};

type ErrorBody = { error: string; fields?: Record<string, string> };

async function orderAudit(orderId: string) {
  return db().auditLog.findMany({ where: { entityType: "order", entityId: orderId }, orderBy: { id: "asc" } });
}

describe("who may use the order admin API", () => {
  it("answers 401 to an anonymous caller and 403 to a customer, and moves no money", async () => {
    const order = await makeOrder("settled-card");
    const unsettled = await makeOrder("unsettled-card");
    const calls = [
      (cookie?: string) => listOrders(new NextRequest("http://localhost/api/admin/orders", { headers: cookie ? { cookie } : {} })),
      (cookie?: string) => refundCall(order.id, {}, cookie ?? null),
      (cookie?: string) => voidCall(unsettled.cardTransactionId, cookie ?? null),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
      const customer = await call(customerCookie);
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ error: "Forbidden" });
    }
    expect(gateway.calls).toEqual({ cardRefund: 0, cardVoid: 0, payPalRefund: 0 });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("completed");
  });
});

describe("GET /api/admin/orders", () => {
  it("lists orders newest first with the seed's columns, status labels and the actions staff may take", async () => {
    const paypal = await makeOrder("paypal");
    const card = await makeOrder("unsettled-card");
    const response = await listOrders(new NextRequest("http://localhost/api/admin/orders", { headers: { cookie: staffCookie } }));
    expect(response.status).toBe(200);
    const rows = (await response.json()) as AdminOrderRow[];
    expect(rows[0]).toEqual({
      id: card.id,
      orderNumber: card.orderNumber,
      customerInfo: { firstName: "Dana", lastName: "Whitfield", email: "dana@example.com" },
      totalAmount: "63.19",
      refundedAmount: "0.00",
      remainingAmount: "63.19",
      status: "completed",
      statusLabel: "Completed",
      actions: ["void"],
      fulfilmentStatus: "unfulfilled",
      paymentMethod: "card",
      authorizeNetTransactionId: card.cardTransactionId,
      createdAt: card.createdAt.toISOString(),
    });
    expect(rows[1]).toMatchObject({ id: paypal.id, statusLabel: "PayPal Payment", actions: ["refund"], authorizeNetTransactionId: null });
    // The seeded demo orders are there too, the refunded one without actions.
    const refunded = await listOrders(
      new NextRequest("http://localhost/api/admin/orders?status=refunded", { headers: { cookie: staffCookie } }),
    );
    const refundedRows = (await refunded.json()) as AdminOrderRow[];
    expect(refundedRows.find((r) => r.orderNumber.startsWith("TZ-"))).toMatchObject({ statusLabel: "Refund Processed", actions: [] });
    expect(refundedRows.every((r) => r.status === "refunded")).toBe(true);
  });
});

describe("POST /api/admin/orders/{id}/refund", () => {
  it("refunds a settled card charge through the gateway and records the refund, the payment event and the audit entry", async () => {
    const order = await makeOrder("settled-card");
    const response = await refundCall(order.id, { amount: "63.19", reason: "  Ordered the wrong size  " });
    expect(response.status).toBe(200);
    const body = (await response.json()) as RefundResponse;
    expect(body).toMatchObject({
      success: true,
      message: "Refund Processed",
      order: { id: order.id, status: "refunded", statusLabel: "Refund Processed", actions: [] },
      refund: { amount: "63.19", reason: "Ordered the wrong size" },
    });
    expect(gateway.calls.cardRefund).toBe(1);

    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { refunds: true, paymentEvents: true } });
    expect(stored.status).toBe("refunded");
    expect(stored.paymentLockedUntil).toBeNull();
    expect(stored.refunds).toHaveLength(1);
    expect(stored.refunds[0]).toMatchObject({ reason: "Ordered the wrong size", createdById: staff.id });
    expect(stored.refunds[0]?.gatewayRefundId).toMatch(/^test-refund-/);
    expect(stored.paymentEvents).toEqual([
      expect.objectContaining({
        kind: "refund",
        success: true,
        message: "Refund Processed",
        transactionId: stored.refunds[0]?.gatewayRefundId,
      }),
    ]);

    const [entry] = await orderAudit(order.id);
    expect(entry).toMatchObject({ action: "order.refunded", actorId: staff.id, actorLabel: staff.email });
    expect(entry?.before).toMatchObject({ status: "completed", total: "63.19", orderNumber: order.orderNumber });
    expect(entry?.after).toMatchObject({ status: "refunded", refundAmount: "63.19", reason: "Ordered the wrong size" });
  });

  it("refuses a second refund with 409 and calls the gateway only once", async () => {
    const order = await makeOrder("paypal");
    expect((await refundCall(order.id, { reason: "Damaged in transit" })).status).toBe(200);
    const second = await refundCall(order.id, { reason: "Again" });
    expect(second.status).toBe(409);
    expect(((await second.json()) as ErrorBody).error).toBe("This order has already been refunded");
    expect(gateway.calls.payPalRefund).toBe(1);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("refunds a PayPal capture in parts: the amounts asked of PayPal, partially refunded until nothing remains", async () => {
    const order = await makeOrder("paypal");
    gateway.payPalAmounts.length = 0;
    const part = await refundCall(order.id, { amount: "20.00", reason: "One pail damaged" });
    expect(part.status).toBe(200);
    expect(((await part.json()) as { order: { status: string; remainingAmount: string } }).order).toMatchObject({
      status: "partially_refunded",
      remainingAmount: "43.19",
    });
    const rest = await refundCall(order.id, {});
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as { order: { status: string } }).order.status).toBe("refunded");
    expect(gateway.payPalAmounts).toEqual(["20.00", "43.19"]);
    const refunds = await db().refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((refund) => refund.amount.toFixed(2))).toEqual(["20.00", "43.19"]);
  });

  it("lets exactly one of 10 concurrent refunds through: one Refund row, one gateway call", async () => {
    const order = await makeOrder("paypal");
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => refundCall(order.id, { reason: `Attempt ${i}` })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(["This order has already been refunded", "A refund or void of this order is already in progress"]).toContain(
        ((await response.json()) as ErrorBody).error,
      );
    }
    expect(gateway.calls.payPalRefund).toBe(1);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db().paymentEvent.count({ where: { orderId: order.id, kind: "refund" } })).toBe(1);
    expect((await orderAudit(order.id)).map((e) => e.action)).toEqual(["order.refunded"]);
  });

  it("refuses an amount over what remains with 400 on amount, and a malformed amount or reason naming its field", async () => {
    const order = await makeOrder("settled-card");
    const over = await refundCall(order.id, { amount: 63.2 });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      error: "Amount can be at most what remains to refund, $63.19",
      fields: { amount: "Amount can be at most what remains to refund, $63.19" },
    });
    const garbage = await refundCall(order.id, { amount: "ten dollars" });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as ErrorBody).fields?.amount).toBe("Amount must be a positive amount in dollars, e.g. 59.90");
    const longReason = await refundCall(order.id, { reason: "x".repeat(501) });
    expect(longReason.status).toBe(400);
    expect(((await longReason.json()) as ErrorBody).fields?.reason).toBe("Reason can be at most 500 characters");
    expect(gateway.calls.cardRefund).toBe(0);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("completed");
  });

  it("answers 404 for an unknown order and 400 for a malformed id", async () => {
    const unknown = await refundCall("no-such-order");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).fields?.orderId).toBe("This order does not exist");
    const malformed = await refundCall("../../etc");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Invalid request", fields: { orderId: "The order id is not valid" } });
  });

  it("refuses to refund an unsettled card charge (void it instead), a voided and a pending order", async () => {
    const unsettled = await makeOrder("unsettled-card");
    const response = await refundCall(unsettled.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error).toBe(
      "This card charge has not settled yet, so it cannot be refunded: void it instead",
    );
    const voided = await makeOrder("unsettled-card", { status: "voided" });
    expect(((await (await refundCall(voided.id)).json()) as ErrorBody).error).toBe(
      "This order was voided: no money was taken, so there is nothing to refund",
    );
    const pending = await makeOrder("paypal", { status: "pending" });
    expect(((await (await refundCall(pending.id)).json()) as ErrorBody).error).toBe("Only a completed order can be refunded");
    expect(gateway.calls).toEqual({ cardRefund: 0, cardVoid: 0, payPalRefund: 0 });
  });

  it("answers 502 when the gateway refuses, keeps the order refundable and records the failure", async () => {
    const order = await makeOrder("settled-card");
    gateway.fail = "The transaction cannot be found.";
    const failed = await refundCall(order.id);
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as ErrorBody).error).toBe("The payment gateway refused the refund: The transaction cannot be found.");
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { paymentEvents: true } });
    expect(stored.status).toBe("completed");
    expect(stored.paymentLockedUntil).toBeNull();
    expect(stored.paymentEvents).toEqual([
      expect.objectContaining({ kind: "refund", success: false, message: "The transaction cannot be found." }),
    ]);

    gateway.fail = null;
    expect((await refundCall(order.id)).status).toBe(200);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe("POST /api/payment/void", () => {
  it("voids an unsettled card charge once: the order reads 'Transaction Voided', the second void is refused", async () => {
    const order = await makeOrder("unsettled-card");
    const response = await voidCall(order.cardTransactionId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as VoidResponse;
    expect(body).toMatchObject({
      success: true,
      message: "Transaction Voided",
      order: { id: order.id, status: "voided", statusLabel: "Transaction Voided", actions: [] },
    });

    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { paymentEvents: true, refunds: true } });
    expect(stored.status).toBe("voided");
    expect(stored.refunds).toEqual([]);
    expect(stored.paymentEvents).toEqual([
      expect.objectContaining({ kind: "void", success: true, transactionId: order.cardTransactionId }),
    ]);
    const [entry] = await orderAudit(order.id);
    expect(entry).toMatchObject({ action: "order.voided", actorLabel: staff.email });
    expect(entry?.before).toMatchObject({ status: "completed" });
    expect(entry?.after).toMatchObject({ status: "voided", transactionId: order.cardTransactionId });

    const again = await voidCall(order.cardTransactionId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error).toBe("This transaction has already been voided");
    expect(gateway.calls.cardVoid).toBe(1);
  });

  it("lets one of 10 concurrent voids through", async () => {
    const order = await makeOrder("unsettled-card");
    const responses = await Promise.all(Array.from({ length: 10 }, () => voidCall(order.cardTransactionId, staffCookie, randomUUID())));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
    expect(gateway.calls.cardVoid).toBe(1);
    expect(await db().paymentEvent.count({ where: { orderId: order.id, kind: "void" } })).toBe(1);
  });

  it("refuses a settled card charge and a PayPal payment with 409 on transactionId, without calling the gateway", async () => {
    const settled = await makeOrder("settled-card");
    const refusedSettled = await voidCall(settled.cardTransactionId);
    expect(refusedSettled.status).toBe(409);
    expect(await refusedSettled.json()).toEqual({
      error: "This transaction has already settled and can no longer be voided: refund it instead",
      fields: { transactionId: "This transaction has already settled and can no longer be voided: refund it instead" },
    });
    const paypal = await makeOrder("paypal");
    const refusedPayPal = await voidCall(paypal.paypalCaptureId);
    expect(refusedPayPal.status).toBe(409);
    expect(((await refusedPayPal.json()) as ErrorBody).fields?.transactionId).toBe("PayPal payments cannot be voided: refund them instead");
    expect(gateway.calls.cardVoid).toBe(0);
    expect((await db().order.findUniqueOrThrow({ where: { id: paypal.id } })).status).toBe("completed");
  });

  it("marks a charge the gateway has settled meanwhile, so that staff are offered a refund instead", async () => {
    // Not settled as far as the order knows, but older than the test gateway's day.
    const order = await makeOrder("unsettled-card", { cardTransactionId: cardTransaction(2 * DAY) });
    const response = await voidCall(order.cardTransactionId);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error).toBe(
      "This transaction has already settled and can no longer be voided: refund it instead",
    );
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe("completed");
    expect(stored.settledAt).toBeInstanceOf(Date);
    expect(stored.paymentLockedUntil).toBeNull();
    const rows = (await (
      await listOrders(new NextRequest("http://localhost/api/admin/orders", { headers: { cookie: staffCookie } }))
    ).json()) as AdminOrderRow[];
    expect(rows.find((r) => r.id === order.id)?.actions).toEqual(["refund"]);
    expect((await refundCall(order.id)).status).toBe(200);
  });

  it("answers 404 for an unknown transaction and 400 naming transactionId for a missing one", async () => {
    const unknown = await voidCall("test-0000000000000-abcdefghij");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorBody).fields?.transactionId).toBe("No order has this transaction id");
    for (const bad of [undefined, "", 42]) {
      const response = await voidCall(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid request", fields: { transactionId: "transactionId is required" } });
    }
    expect(gateway.calls.cardVoid).toBe(0);
  });
});
