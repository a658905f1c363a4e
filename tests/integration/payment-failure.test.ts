// The card gateway fails or times out after the order is created: the order stays pending; a gateway
// error gets the seed's 'Payment Error' text with a 502, a timeout "we are confirming your payment" with a
// 202 (its outcome is in doubt), a retry never charges twice, and staff see the attempt.
// The test gateway plays its failure cards; the real Authorize.net adapter talks to a fake API that
// charges, keeps a ledger, applies Authorize.net's duplicate rule (same invoice number, amount, card
// and billing within the duplicateWindow sent: error 11 naming the original transaction) and lists its
// unsettled transactions, which is how a retry learns what became of a charge whose answer was lost.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as listOrders } from "@/app/api/admin/orders/route";
import { POST as processPayment } from "@/app/api/authorize-net/process-payment/route";
import { POST as addToCart, GET as cartGet } from "@/app/api/cart/route";
import { PaymentsInDoubt } from "@/components/admin/dashboard/payments-in-doubt";
import { OrderDetail } from "@/components/admin/order-detail";
import { salesDashboard } from "@/lib/orders/dashboard";
import type { AdminOrderRow } from "@/lib/orders/staff-view-model";
import { orderDetail } from "@/lib/orders/staff-view";
import { db } from "@/lib/db/client";
import type { CardPaymentResponse } from "@/lib/orders/api";
import { CARD_PAYMENT_MESSAGES } from "@/lib/orders/card-payment";
import { paymentEventLabel, readPaymentDetails } from "@/lib/orders/payment-events";
import { sessionCookieHeader } from "@/tests/support/auth";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";

// Which card gateway the checkout gets: the test gateway (its charges counted) or the Authorize.net
// adapter pointed at the fake API below, with a short deadline.
const gateways = vi.hoisted(() => ({ use: "test" as "test" | "authorize-net", endpoint: "", testCharges: 0 }));

// The order page's fulfilment panel is a client component that asks for the router; rendered here on its own, it gets none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, push: () => undefined }) }));

vi.mock("@/lib/payments", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/payments")>();
  const { createAuthorizeNetGateway } = await import("@/lib/payments/authorizenet-gateway");
  return {
    ...original,
    cardGateway: () => {
      if (gateways.use === "authorize-net") {
        return createAuthorizeNetGateway({
          apiLoginId: "login-id",
          transactionKey: "transaction-key",
          endpoint: gateways.endpoint,
          timeoutMs: 300,
        });
      }
      const real = original.cardGateway();
      return {
        ...real,
        implementation: real.implementation,
        charge: async (input: Parameters<typeof real.charge>[0]) => {
          gateways.testCharges += 1;
          return real.charge(input);
        },
      };
    },
  };
});

const APPROVE = "4111 1111 1111 1111";
const DECLINE = "4000 0000 0000 0002";
const GATEWAY_ERROR = "4000 0000 0000 0119";
const TIMEOUT = "4000 0000 0000 0259";
const SEED_ERROR = "There was an error processing your payment. Please try again.";
const CONFIRMING = CARD_PAYMENT_MESSAGES.confirming;

const customer = checkoutCustomer({ firstName: "Dana", lastName: "Whitfield", email: "dana.failure@example.com" });
const card = testCardToken;

/** A shopper with a cart cookie, paying through the route handler as the checkout does. */
async function shopperWithCart(itemNumber = "TZ-KD-101") {
  const added = await addToCart(
    new NextRequest("http://localhost/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ itemNumber }),
    }),
  );
  const cookie = added.headers.get("set-cookie")?.split(";")[0] ?? "";
  const idempotencyKey = randomUUID();
  const pay = async (opaqueData: ReturnType<typeof card>) => {
    const response = await processPayment(
      new NextRequest("http://localhost/api/authorize-net/process-payment", {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ idempotencyKey, customer, opaqueData }),
      }),
    );
    return { status: response.status, body: (await response.json()) as CardPaymentResponse };
  };
  const cartLines = async () =>
    ((await (await cartGet(new NextRequest("http://localhost/api/cart", { headers: { cookie } }))).json()) as unknown[]).length;
  return {
    idempotencyKey,
    pay,
    cartLines,
    order: () => db().order.findUniqueOrThrow({ where: { idempotencyKey }, include: { paymentEvents: { orderBy: { id: "asc" } } } }),
  };
}

// ---- A fake Authorize.net API with a ledger and the duplicate rule -------------------------------

// The fake gateways read request JSON as loosely as the real APIs do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
type Entry = { transId: string; key: string; approved: boolean; at: number; invoiceNumber: string; last4: string; amount: string };

/** Whether the next charge request is lost: "after-charge" charges and never answers; "before-charge" never gets processed. */
let lose: "after-charge" | "before-charge" | null = null;
let ledger: Entry[] = [];
let sentInvoices: string[] = [];
let server: Server;
let nextTransId = 60_000_000_001;

const ok = { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] };

function fakeAnswer(request: Json): Json | undefined {
  // The Transaction Reporting API: what the ledger holds, unsettled (nothing here settles).
  if (request.getUnsettledTransactionListRequest) {
    return {
      transactions: ledger.map((entry) => ({
        transId: entry.transId,
        submitTimeUTC: new Date(entry.at).toISOString(),
        transactionStatus: entry.approved ? "capturedPendingSettlement" : "declined",
        invoiceNumber: entry.invoiceNumber,
        accountType: "Visa",
        accountNumber: `XXXX${entry.last4}`,
        settleAmount: Number(entry.amount),
      })),
      totalNumInResultSet: ledger.length,
      messages: ok,
    };
  }
  if (request.getSettledBatchListRequest) return { messages: ok };
  const tx = request.createTransactionRequest.transactionRequest as Json;
  const token = JSON.parse(Buffer.from(String(tx.payment.opaqueData.dataValue), "base64url").toString("utf8")) as Json;
  const settings = (tx.transactionSettings?.setting ?? []) as { settingName: string; settingValue: string }[];
  const windowSetting = settings.find((s) => s.settingName === "duplicateWindow")?.settingValue;
  const windowSeconds = windowSetting === undefined ? 120 : Number(windowSetting);
  const invoiceNumber = String(tx.order?.invoiceNumber ?? "");
  sentInvoices.push(invoiceNumber);
  // The fields Authorize.net compares: the card (its last 4 and expiry stand in for the number here),
  // amount, invoice number, billing name and address, and the window itself.
  const key = JSON.stringify([token.last4, token.exp, tx.amount, invoiceNumber, tx.billTo, windowSetting ?? null]);
  const account = `XXXX${String(token.last4)}`;

  if (lose === "before-charge") {
    lose = null;
    return undefined;
  }
  const earlier = ledger.find((entry) => entry.key === key && Date.now() - entry.at < windowSeconds * 1000);
  if (earlier) {
    const original =
      windowSetting === undefined ? { transId: "0" } : { transId: earlier.transId, ...(earlier.approved ? { authCode: "ORIG01" } : {}) };
    return {
      transactionResponse: {
        responseCode: "3",
        accountNumber: account,
        ...original,
        errors: [{ errorCode: "11", errorText: "A duplicate transaction has been submitted." }],
      },
      messages: { resultCode: "Error", message: [{ code: "E00027", text: "The transaction was unsuccessful." }] },
    };
  }
  const approved = token.outcome !== "decline";
  const transId = String(nextTransId++);
  ledger.push({ transId, key, approved, at: Date.now(), invoiceNumber, last4: String(token.last4), amount: String(tx.amount) });
  if (lose === "after-charge") {
    lose = null;
    return undefined;
  }
  return approved
    ? {
        transactionResponse: { responseCode: "1", authCode: "AUTH01", transId, accountNumber: account },
        messages: { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] },
      }
    : {
        transactionResponse: {
          responseCode: "2",
          transId,
          accountNumber: account,
          errors: [{ errorCode: "2", errorText: "This transaction has been declined." }],
        },
        messages: { resultCode: "Error", message: [{ code: "E00027", text: "The transaction was unsuccessful." }] },
      };
}

const approvedCharges = () => ledger.filter((entry) => entry.approved);

const previous = { mode: process.env.PAYMENTS_MODE, timeout: process.env.TEST_GATEWAY_TIMEOUT_MS };

beforeAll(async () => {
  // Integration runs on PostgreSQL use a real DATABASE_URL, where payments refuse unless told test mode.
  process.env.PAYMENTS_MODE = "test";
  process.env.TEST_GATEWAY_TIMEOUT_MS = "200";
  server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      const answer = fakeAnswer(JSON.parse(raw) as Json);
      if (!answer) return;
      response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      response.end(`\uFEFF${JSON.stringify(answer)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateways.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
});

afterAll(async () => {
  process.env.PAYMENTS_MODE = previous.mode;
  process.env.TEST_GATEWAY_TIMEOUT_MS = previous.timeout;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  gateways.use = "test";
  lose = null;
  ledger = [];
  sentInvoices = [];
});

describe("a gateway error after the order is created (test card 4000 0000 0000 0119)", () => {
  it("keeps the order pending, answers 502 with the seed's text and records the error without card data", async () => {
    const s = await shopperWithCart();
    const answer = await s.pay(card(GATEWAY_ERROR));
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      success: false,
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^TZ-/),
      message: SEED_ERROR,
    });

    const order = await s.order();
    expect(order.status).toBe("pending");
    expect(order.cardTransactionId).toBeNull();
    expect(order.completedAt).toBeNull();
    expect(order.paymentLockedUntil).toBeNull();
    expect(order.paymentEvents.map((e) => [e.kind, e.success, e.message, e.amount?.toFixed(2)])).toEqual([
      ["error", false, SEED_ERROR, order.total.toFixed(2)],
    ]);
    expect(readPaymentDetails(order.paymentEvents[0]!.raw)).toMatchObject({ problem: "gateway-error", invoiceNumber: order.orderNumber });
    expect(paymentEventLabel(order.paymentEvents[0]!)).toBe("Payment error: gateway error");
    expect(JSON.stringify(order)).not.toMatch(/4000\s?0000\s?0000\s?0119/);
    // Nothing was bought: the cart is still there for the retry.
    expect(await s.cartLines()).toBe(1);
  });

  it("answers the same token again from the record, without a second gateway call", async () => {
    const s = await shopperWithCart();
    const token = card(GATEWAY_ERROR);
    const first = await s.pay(token);
    const before = gateways.testCharges;
    const again = await Promise.all([s.pay(token), s.pay(token)]);
    expect(again.map((a) => a.status)).toEqual([502, 502]);
    expect(again.map((a) => a.body)).toEqual([first.body, first.body]);
    expect(gateways.testCharges).toBe(before);
    expect((await s.order()).paymentEvents).toHaveLength(1);
  });

  it("lets the shopper retry with a good card: the same order completes once, with one charge", async () => {
    const s = await shopperWithCart();
    expect((await s.pay(card(GATEWAY_ERROR))).status).toBe(502);
    const good = card(APPROVE);
    const paid = await s.pay(good);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ success: true, message: "Payment successful", order: { status: "completed", cardLast4: "1111" } });
    // A doubled press of the successful payment answers the same result and charges nothing more.
    const before = gateways.testCharges;
    expect((await s.pay(good)).status).toBe(200);
    expect(gateways.testCharges).toBe(before);

    const order = await s.order();
    expect(paid.body.orderId).toBe(order.id);
    expect(order.status).toBe("completed");
    expect(order.paymentEvents.map((e) => [e.kind, e.success])).toEqual([
      ["error", false],
      ["charge", true],
    ]);
    // The gateway answered the error, so nothing was charged: the retry goes out as a new invoice.
    expect(order.paymentEvents.map((e) => readPaymentDetails(e.raw).invoiceNumber)).toEqual([order.orderNumber, `${order.orderNumber}-2`]);
    expect(await db().order.count({ where: { idempotencyKey: s.idempotencyKey } })).toBe(1);
    expect(await s.cartLines()).toBe(0);
  });
});

describe("a gateway timeout after the order is created (test card 4000 0000 0000 0259)", () => {
  it("answers 202 'we are confirming your payment' after the deadline; the order stays pending, the attempt in doubt", async () => {
    const s = await shopperWithCart();
    const started = Date.now();
    const answer = await s.pay(card(TIMEOUT));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ success: false, confirming: true, message: CONFIRMING });
    const order = await s.order();
    expect(order.status).toBe("pending");
    expect(order.paymentLockedUntil).toBeNull();
    expect(order.paymentEvents.map((e) => [e.kind, e.success, e.message])).toEqual([["error", false, SEED_ERROR]]);
    expect(paymentEventLabel(order.paymentEvents[0]!)).toBe("Payment error: gateway timed out");
    const attempts = await db().paymentAttempt.findMany({ where: { orderId: order.id } });
    expect(attempts.map((a) => [a.kind, a.status, a.reference])).toEqual([["charge", "in_doubt", order.orderNumber]]);
  });

  it("a doubled request and a later retry answer 'we are confirming' too; one gateway call", async () => {
    const s = await shopperWithCart();
    const token = card(TIMEOUT);
    const before = gateways.testCharges;
    const answers = await Promise.all([s.pay(token), s.pay(token)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(gateways.testCharges - before).toBe(1);
    const retried = await s.pay(card(APPROVE));
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ confirming: true, message: CONFIRMING });
    expect(gateways.testCharges - before).toBe(1);
  });
});

describe("retrying after a timeout through Authorize.net (fake API with its duplicate rule and transaction list)", () => {
  beforeEach(() => {
    gateways.use = "authorize-net";
  });

  it("charged, but the answer was lost: the retry finds the charge by its invoice number and completes the order with it, charging nothing", async () => {
    const s = await shopperWithCart();
    lose = "after-charge";
    const timedOut = await s.pay(card(APPROVE));
    expect(timedOut.status).toBe(202);
    expect(timedOut.body).toMatchObject({ success: false, confirming: true, message: CONFIRMING });
    expect((await s.order()).status).toBe("pending");
    expect(approvedCharges()).toHaveLength(1);

    const retried = await s.pay(card(APPROVE));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ success: true, order: { status: "completed", cardLast4: "1111" } });

    // One charge at the gateway, and it is the one the order records.
    expect(approvedCharges()).toHaveLength(1);
    const order = await s.order();
    expect(order.cardTransactionId).toBe(approvedCharges()[0]!.transId);
    expect(sentInvoices).toEqual([order.orderNumber]);
    expect(order.paymentEvents.map((e) => [e.kind, e.success, paymentEventLabel(e)])).toEqual([
      ["error", false, "Payment error: gateway timed out"],
      ["charge", true, "Charge"],
    ]);
    expect(await db().paymentEvent.count({ where: { orderId: order.id, kind: "charge", success: true } })).toBe(1);
  });

  it("lost before the gateway charged: the retry is told to wait while the gateway may still act, then charges normally, once", async () => {
    const s = await shopperWithCart();
    lose = "before-charge";
    expect((await s.pay(card(APPROVE))).status).toBe(202);
    expect(approvedCharges()).toHaveLength(0);
    expect((await s.pay(card(APPROVE))).status).toBe(202);
    expect(sentInvoices).toHaveLength(1);

    // Minutes later the gateway still has nothing under that invoice number: nothing was charged.
    const order = await s.order();
    await db().paymentAttempt.updateMany({ where: { orderId: order.id }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    const retried = await s.pay(card(APPROVE));
    expect(retried.status).toBe(200);
    expect(approvedCharges()).toHaveLength(1);
    const paid = await s.order();
    expect(paid.status).toBe("completed");
    expect(paid.cardTransactionId).toBe(approvedCharges()[0]!.transId);
    expect(sentInvoices).toEqual([order.orderNumber, `${order.orderNumber}-2`]);
  });

  it("each attempt has its own invoice number: a decline, then a charge whose answer was lost, found by the retry", async () => {
    const s = await shopperWithCart();
    expect((await s.pay(card(DECLINE))).status).toBe(402);
    lose = "after-charge";
    expect((await s.pay(card(APPROVE))).status).toBe(202);
    expect((await s.pay(card(APPROVE))).status).toBe(200);

    const order = await s.order();
    expect(sentInvoices).toEqual([order.orderNumber, `${order.orderNumber}-2`]);
    expect(approvedCharges()).toHaveLength(1);
    expect(order.status).toBe("completed");
    expect(order.cardTransactionId).toBe(approvedCharges()[0]!.transId);
  });
});

describe("staff see the failed attempt", () => {
  it("lists the pending order in Recent Orders and shows 'Payment error: gateway timed out' with its time and a warning on the detail", async () => {
    const s = await shopperWithCart();
    expect((await s.pay(card(TIMEOUT))).status).toBe(202);
    const order = await s.order();

    const email = `payment-failure-staff-${randomUUID()}@example.com`;
    const staff = await db().user.create({
      data: { email, firstName: "Pat", lastName: "Staffer", passwordHash: "scrypt$x", role: "staff" },
    });
    const cookie = await sessionCookieHeader({ id: staff.id, email, role: "staff" });
    const list = await listOrders(new NextRequest("http://localhost/api/admin/orders", { headers: { cookie } }));
    expect(list.status).toBe(200);
    const rows = (await list.json()) as AdminOrderRow[];
    expect(rows.find((row) => row.id === order.id)).toMatchObject({
      orderNumber: order.orderNumber,
      status: "pending",
      statusLabel: "Pending",
      actions: [],
    });

    const detail = await orderDetail(order.id);
    if (!detail) throw new Error("no detail");
    const html = renderToStaticMarkup(createElement(OrderDetail, { detail }));
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");
    expect(text).toContain("Pending");
    expect(text).toContain("Payment error: gateway timed out");
    expect(text).toContain(SEED_ERROR);
    expect(text).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    expect(text).toContain("Check the payment gateway before shipping");
    expect(text).toMatch(new RegExp(`card charge of \\$[\\d.,]+, reference ${order.orderNumber}`));

    // The dashboard lists it until the gateway confirms what happened.
    const { paymentsInDoubt } = await salesDashboard();
    const listed = paymentsInDoubt.find((payment) => payment.orderId === order.id);
    expect(listed).toMatchObject({ orderNumber: order.orderNumber, kind: "charge", reference: order.orderNumber });
    const panel = renderToStaticMarkup(createElement(PaymentsInDoubt, { payments: [listed!], when: () => "Dec 7, 4:00 AM" }))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(panel).toContain("Payments being confirmed with the gateway (1)");
    expect(panel).toContain(`Order #${order.orderNumber} : card charge of $`);
  });
});
