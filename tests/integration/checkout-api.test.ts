// The checkout's calls end to end on a real database: card payment, confirmation, completion, PayPal.
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addToCart } from "@/app/api/cart/route";
import { GET as cartGet } from "@/app/api/cart/route";
import { POST as processPayment } from "@/app/api/authorize-net/process-payment/route";
import { POST as completeOrder } from "@/app/api/complete-order/route";
import { GET as paymentConfirmation } from "@/app/api/payment-confirmation/route";
import { POST as capture } from "@/app/api/paypal/capture/[token]/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as redirectPost } from "@/app/api/paypal/redirect-post/route";
import { db } from "@/lib/db/client";
import { outboxDir } from "@/lib/email";
import { siteConfig } from "@/lib/site-config";
import { deliverQueuedEmails } from "@/tests/support/jobs";
import type { CardPaymentResponse, PayPalCaptureResponse, PayPalOrderResponse } from "@/lib/orders/api";
import { paymentsSetup } from "@/lib/payments";
import { readTestPayPalOrderId } from "@/lib/payments/test-paypal-gateway";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";

// Count what reaches the card gateway: one charge per paid order, whatever the browser sends.
const gatewayCalls = vi.hoisted(() => ({ charge: 0 }));
vi.mock("@/lib/payments", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/payments")>();
  return {
    ...original,
    cardGateway: () => {
      const gateway = original.cardGateway();
      return {
        ...gateway,
        implementation: gateway.implementation,
        charge: async (input: Parameters<typeof gateway.charge>[0]) => {
          gatewayCalls.charge += 1;
          // A gateway that takes a moment, as a real one does, so concurrent requests really overlap.
          await new Promise((resolve) => setTimeout(resolve, 50));
          return gateway.charge(input);
        },
      };
    },
  };
});

const APPROVE = "4111 1111 1111 1111";
const DECLINE = "4000 0000 0000 0002";
const previousMode = process.env.PAYMENTS_MODE;
const previousDataDir = process.env.DATA_DIR;

beforeAll(() => {
  // Integration runs on PostgreSQL use a real DATABASE_URL, where payments refuse unless told test mode.
  process.env.PAYMENTS_MODE = "test";
  process.env.DATA_DIR = path.join(".data", "test-outbox", randomUUID());
});
afterAll(() => {
  process.env.PAYMENTS_MODE = previousMode;
  process.env.DATA_DIR = previousDataDir;
});

type Handler = (request: NextRequest) => Promise<Response>;

const customer = checkoutCustomer({ firstName: "Dana", lastName: "Whitfield", email: "dana.checkout@example.com" });
const card = testCardToken;

/** A shopper with a cookie jar, as the browser would be. */
function shopper() {
  let cookie: string | undefined;
  const send = async (
    handler: Handler,
    url: string,
    init: { body?: unknown; raw?: string; contentType?: string; method?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers = new Headers(init.headers);
    // As a browser on this machine sends it; links the site makes use it only because it is a loopback name.
    if (!headers.has("host")) headers.set("host", "localhost");
    if (cookie) headers.set("cookie", cookie);
    const hasBody = init.body !== undefined || init.raw !== undefined;
    if (hasBody) headers.set("content-type", init.contentType ?? "application/json");
    const response = await handler(
      new NextRequest(`http://localhost${url}`, {
        method: init.method ?? (hasBody ? "POST" : "GET"),
        headers,
        body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      }),
    );
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0];
    return response;
  };
  return {
    add: (itemNumber: string, quantity: number) => send(addToCart, "/api/cart", { body: { itemNumber, quantity } }),
    cart: async () => (await (await send(cartGet, "/api/cart")).json()) as unknown[],
    pay: (body: unknown) => send(processPayment, "/api/authorize-net/process-payment", { body }),
    payRaw: (raw: string, contentType?: string) => send(processPayment, "/api/authorize-net/process-payment", { raw, contentType }),
    confirmation: () => send(paymentConfirmation, "/api/payment-confirmation"),
    complete: () => send(completeOrder, "/api/complete-order", { raw: "", contentType: "application/json", method: "POST" }),
    paypalOrder: (body: unknown, headers?: Record<string, string>) => send(paypalOrder, "/api/paypal/order", { body, headers }),
    capture: async (token: string, body: unknown = { checkoutState: {} }) =>
      capture(
        new NextRequest(`http://localhost/api/paypal/capture/${encodeURIComponent(token)}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ token }) },
      ),
  };
}

async function outboxText(): Promise<string> {
  await deliverQueuedEmails();
  const dir = outboxDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return texts.join("\n");
}

describe("card payment", () => {
  it("charges the server's total once, shows the confirmation, completes with one e-mail and an empty cart", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 2);
    const response = await s.pay({ idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE), amount: "0.01", total: 0.01 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Extract<CardPaymentResponse, { success: true }>;
    expect(body).toMatchObject({ success: true, orderNumber: expect.stringMatching(/^TZ-/), message: "Payment successful" });
    // Two $29.95 bottles to Wisconsin: free shipping, 5.5% tax — whatever amount the client sent.
    expect(body.order).toMatchObject({
      subtotal: "59.90",
      shipping: "0.00",
      tax: "3.29",
      total: "63.19",
      status: "completed",
      cardLast4: "1111",
    });
    const events = await db().paymentEvent.findMany({ where: { orderId: body.orderId } });
    expect(events.map((e) => [e.kind, e.success, e.amount?.toFixed(2)])).toEqual([["charge", true, "63.19"]]);
    expect(await s.cart()).toEqual([]);

    const confirmation = await (await s.confirmation()).json();
    expect(confirmation).toMatchObject({ confirmed: true, order: { orderNumber: body.orderNumber, total: "63.19" } });

    const completed = await s.complete();
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ success: true, order: { orderNumber: body.orderNumber } });
    // A second press answers the same order and sends nothing more.
    expect(await (await s.complete()).json()).toMatchObject({ success: true, order: { orderNumber: body.orderNumber } });
    const mails = await db().outgoingEmail.findMany({ where: { relatedType: "Order", relatedId: body.orderId }, orderBy: { id: "asc" } });
    // Staff hear of the paid order once, with its number, total and a link to it; the buyer gets one confirmation.
    expect(mails.map((mail) => mail.to)).toEqual([siteConfig.email, "dana.checkout@example.com"]);
    const [staffNotice, email] = mails as [(typeof mails)[0], (typeof mails)[0]];
    expect(staffNotice.subject).toBe(`New order #${body.orderNumber}: $63.19`);
    expect(staffNotice.text).toContain(`/admin-orders/${body.orderId}`);
    expect(email.text).toContain(`#${body.orderNumber}`);
    expect(email.text).toContain("2 × Triple Zero Pool & Spa Descaler, Quart (32 oz) (TZ-PS-101) at $29.95: $59.90");
    expect(email.text).toContain("Total Paid: $63.19");
    expect(email.text).toContain("100 Lakeside Dr");
    expect(await (await s.confirmation()).json()).toEqual({ confirmed: false });
  });

  it("declines 4000 0000 0000 0002 with the gateway's message, then accepts another card for the same order", async () => {
    const s = shopper();
    await s.add("TZ-KD-101", 2);
    const idempotencyKey = randomUUID();
    const declined = await s.pay({ idempotencyKey, customer, opaqueData: card(DECLINE) });
    expect(declined.status).toBe(402);
    const failure = (await declined.json()) as CardPaymentResponse;
    expect(failure).toMatchObject({ success: false, message: "This transaction has been declined." });
    const order = await db().order.findUniqueOrThrow({ where: { idempotencyKey } });
    expect(order.status).toBe("failed");
    expect((await s.cart()).length).toBe(1);

    const retried = await s.pay({ idempotencyKey, customer, opaqueData: card(APPROVE) });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ success: true, orderId: order.id });
    expect(await db().order.count({ where: { idempotencyKey } })).toBe(1);
  });

  it("makes one order and one charge from 20 concurrent identical payment requests", async () => {
    const s = shopper();
    await s.add("TZ-PS-102", 3);
    const request = { idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE) };
    const before = gatewayCalls.charge;
    const responses = await Promise.all(Array.from({ length: 20 }, () => s.pay(request)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as CardPaymentResponse[];
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((b) => b.orderId)).size).toBe(1);
    expect(gatewayCalls.charge - before).toBe(1);
    const orderId = bodies[0]!.orderId!;
    expect(await db().order.count({ where: { idempotencyKey: request.idempotencyKey } })).toBe(1);
    expect(await db().paymentEvent.count({ where: { orderId, kind: "charge" } })).toBe(1);
  });

  it("answers a replayed declined token with its recorded decline instead of charging again", async () => {
    const s = shopper();
    await s.add("TZ-KD-101", 2);
    const request = { idempotencyKey: randomUUID(), customer, opaqueData: card(DECLINE) };
    const before = gatewayCalls.charge;
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => s.pay(request)))).map((r) => r.status);
    expect(statuses).toEqual(Array(5).fill(402));
    expect(gatewayCalls.charge - before).toBe(1);
  });

  it("refuses a checkout key whose cart changed before it was paid, naming the new total", async () => {
    const s = shopper();
    await s.add("TZ-KD-101", 2);
    const idempotencyKey = randomUUID();
    expect((await s.pay({ idempotencyKey, customer, opaqueData: card(DECLINE) })).status).toBe(402);
    await s.add("TZ-KD-101", 2);
    const changed = await s.pay({ idempotencyKey, customer, opaqueData: card(APPROVE) });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({
      success: false,
      total: expect.any(String),
      fields: { total: expect.stringContaining("cart changed") },
    });
  });

  it("keeps card numbers out of the database and the outbox", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const body = (await (await s.pay({ idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE) })).json()) as CardPaymentResponse;
    expect(body.success).toBe(true);
    await s.complete();
    const dump = JSON.stringify([
      await db().order.findMany({ include: { items: true, paymentEvents: true } }),
      await db().auditLog.findMany(),
      await db().outgoingEmail.findMany(),
    ]);
    expect(dump).not.toMatch(/4111\s?1111\s?1111\s?1111|4000\s?0000\s?0000\s?0002/);
    expect(await outboxText()).not.toMatch(/4111\s?1111\s?1111\s?1111/);
  });
});

describe("bad input to the card payment", () => {
  it("names the fields at fault with a 4xx, never a 5xx", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const required = "This field is required";
    const noObject = "Invalid input: expected object, received undefined";
    const unreadable = "Your card details could not be read. Please enter them again.";
    const refused = (fields: Record<string, string>) => ({ error: "Invalid request", fields });
    const cases: { body?: unknown; raw?: string; contentType?: string; status: number; answer: unknown }[] = [
      { raw: "not json", status: 400, answer: refused({ body: "The body is not valid UTF-8 JSON" }) },
      { raw: "{}", contentType: "text/plain", status: 415, answer: { error: "Send JSON (Content-Type: application/json)" } },
      {
        body: {},
        status: 400,
        answer: refused({ idempotencyKey: "idempotencyKey must be a UUID", customer: noObject, opaqueData: noObject }),
      },
      {
        body: { idempotencyKey: "abc", customer, opaqueData: card(APPROVE) },
        status: 400,
        answer: refused({ idempotencyKey: "idempotencyKey must be a UUID" }),
      },
      {
        body: { idempotencyKey: randomUUID(), customer: { ...customer, firstName: " " }, opaqueData: card(APPROVE) },
        status: 400,
        answer: refused({ "customer.firstName": required }),
      },
      {
        body: { idempotencyKey: randomUUID(), customer: { ...customer, shippingState: "Ontario" }, opaqueData: card(APPROVE) },
        status: 400,
        answer: refused({ "customer.shippingState": "Choose a US state or DC" }),
      },
      {
        body: { idempotencyKey: randomUUID(), customer: { ...customer, sameAsShipping: false }, opaqueData: card(APPROVE) },
        status: 400,
        answer: refused({
          "customer.billingAddress": required,
          "customer.billingCity": required,
          "customer.billingState": required,
          "customer.billingZipCode": required,
        }),
      },
      { body: { idempotencyKey: randomUUID(), customer }, status: 400, answer: refused({ opaqueData: noObject }) },
      {
        body: {
          idempotencyKey: randomUUID(),
          customer,
          opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "forged" },
        },
        status: 400,
        answer: { success: false, message: unreadable, error: unreadable, fields: { opaqueData: unreadable } },
      },
      {
        body: { idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE), extra: "x".repeat(20_000) },
        status: 413,
        answer: { error: "The request is larger than 16 KB" },
      },
    ];
    for (const c of cases) {
      const response = c.body === undefined ? await s.payRaw(c.raw!, c.contentType) : await s.pay(c.body);
      expect(response.status, JSON.stringify(c).slice(0, 120)).toBe(c.status);
      expect(await response.json(), JSON.stringify(c).slice(0, 120)).toEqual(c.answer);
    }
  });

  it("answers 400 on cart when the visitor has none", async () => {
    const s = shopper();
    const response = await s.pay({ idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { cart: "Your cart is empty" } });
  });

  it("answers 400 on cart when the cart is empty", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    await s.pay({ idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE) });
    const response = await s.pay({ idempotencyKey: randomUUID(), customer, opaqueData: card(APPROVE) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { cart: "Your cart is empty" } });
  });

  it("completes nothing when there is no paid order", async () => {
    const response = await shopper().complete();
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining("no paid order") });
  });
});

describe("PayPal", () => {
  it("creates the PayPal order for the server's total, captures it once and e-mails once", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const response = await s.paypalOrder({
      idempotencyKey: randomUUID(),
      customerInfo: customer,
      intent: "CAPTURE",
      currency: "USD",
      amount: "0.01",
      items: [],
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as PayPalOrderResponse;
    expect(created.approvalUrl).toMatch(/^http:\/\/localhost\/paypal-test\/approve\?/);
    // $29.95 with shipping in its price + 5.5% tax on $29.95 ($1.65): the client's 0.01 is ignored.
    const { paypal } = paymentsSetup();
    expect(readTestPayPalOrderId(created.paypalOrderId, paypal.implementation === "test" ? paypal.secret : "")).toEqual({
      amountCents: 3160,
    });

    const captures = await Promise.all(Array.from({ length: 10 }, () => s.capture(created.paypalOrderId)));
    expect(captures.map((r) => r.status)).toEqual(Array(10).fill(200));
    const body = (await captures[0]!.json()) as PayPalCaptureResponse;
    expect(body).toMatchObject({
      status: "COMPLETED",
      orderNumber: created.orderNumber,
      total: "31.60",
      order: { paymentMethod: "paypal" },
    });
    expect(await db().paymentEvent.count({ where: { orderId: created.orderId, kind: "paypal_capture" } })).toBe(1);
    // One staff notice and one confirmation, whatever the number of captures.
    expect(await db().outgoingEmail.count({ where: { relatedType: "Order", relatedId: created.orderId } })).toBe(2);
    expect(await db().outgoingEmail.count({ where: { relatedType: "Order", relatedId: created.orderId, to: customer.email } })).toBe(1);
    expect(await s.cart()).toEqual([]);
  });

  it("brings the shopper back to the host they came from", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const response = await s.paypalOrder({ idempotencyKey: randomUUID(), customerInfo: customer }, { host: "127.0.0.1:3100" });
    const { approvalUrl } = (await response.json()) as PayPalOrderResponse;
    const approval = new URL(approvalUrl);
    expect(approval.origin).toBe("http://127.0.0.1:3100");
    expect(approval.searchParams.get("return")).toBe("http://127.0.0.1:3100/checkout?paypal=success");
  });

  it("answers the same PayPal order to a retried create", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const request = { idempotencyKey: randomUUID(), customerInfo: customer };
    const [first, second] = await Promise.all([s.paypalOrder(request), s.paypalOrder(request)]);
    const a = (await first!.json()) as PayPalOrderResponse;
    const b = (await second!.json()) as PayPalOrderResponse;
    expect(b.paypalOrderId).toBe(a.paypalOrderId);
    expect(b.orderId).toBe(a.orderId);
  });

  it("refuses bad input with the field at fault", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const noCustomer = await s.paypalOrder({ idempotencyKey: randomUUID() });
    expect(noCustomer.status).toBe(400);
    expect(await noCustomer.json()).toEqual({
      error: "Invalid request",
      fields: { customerInfo: "Invalid input: expected object, received undefined" },
    });
    const wrongIntent = await s.paypalOrder({ idempotencyKey: randomUUID(), customerInfo: customer, intent: "AUTHORIZE" });
    expect(wrongIntent.status).toBe(400);
    expect(await wrongIntent.json()).toEqual({ error: "Invalid request", fields: { intent: 'Invalid input: expected "CAPTURE"' } });

    const unknown = await s.capture("TEST-UNKNOWN-TOKEN");
    expect(unknown.status).toBe(404);
    const notKnown = "This PayPal payment is not known here. Please start the checkout again.";
    expect(await unknown.json()).toEqual({ error: notKnown, message: notKnown, fields: { token: notKnown } });
    const malformed = await s.capture("../../etc");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Invalid request", fields: { token: "token must be a PayPal order id" } });
    const badState = await s.capture("TEST-UNKNOWN-TOKEN", { checkoutState: "x" });
    expect(badState.status).toBe(400);
    expect(await badState.json()).toEqual({ error: "Invalid request", fields: { checkoutState: "checkoutState must be an object" } });
  });
});

describe("the PayPal redirect post", () => {
  const post = (body: string, contentType = "application/x-www-form-urlencoded") =>
    redirectPost(
      new NextRequest("http://localhost/api/paypal/redirect-post", {
        method: "POST",
        headers: { "content-type": contentType, host: "localhost" },
        body,
      }),
    );

  it("sends the new tab on to PayPal or the test approval page", async () => {
    const paypal = await post(`approvalUrl=${encodeURIComponent("https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T")}`);
    expect(paypal.status).toBe(303);
    expect(paypal.headers.get("location")).toBe("https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T");
    const test = await post(`approvalUrl=${encodeURIComponent("http://localhost/paypal-test/approve?token=T")}`);
    expect(test.status).toBe(303);
  });

  it("refuses any other address, a missing field and other content types", async () => {
    for (const url of [
      "https://evil.example/paypal.com",
      "http://www.paypal.com.evil.example/",
      "javascript:alert(1)",
      "http://localhost/admin",
    ]) {
      const response = await post(`approvalUrl=${encodeURIComponent(url)}`);
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toEqual({
        error: "Invalid request",
        fields: { approvalUrl: "approvalUrl must be a PayPal approval page" },
      });
    }
    const empty = await post("");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Invalid request", fields: { approvalUrl: "approvalUrl is required" } });
    const json = await post('{"approvalUrl":"x"}', "application/json");
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: "Send a form (application/x-www-form-urlencoded)" });
  });
});
