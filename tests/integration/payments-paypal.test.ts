// Contract test of the PayPal adapter against a fake Orders v2 API on 127.0.0.1 that checks the
// authentication, the idempotency header and the body, and answers as PayPal does.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearPayPalTokenCache, createPayPalGateway } from "@/lib/payments/paypal-gateway";
import type { PayPalGateway } from "@/lib/payments/types";

// The fake gateways read request JSON as loosely as the real APIs do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
type Reply = { status: number; body?: unknown };
type Route = (request: Received) => Reply;

const CLIENT_ID = "client-id-abc";
const CLIENT_SECRET = "client-secret-xyz";
const ORDER_ID = "5O190127TN364715T";
const CAPTURE_ID = "3C679366HH908993F";

let server: Server;
let apiBase: string;
let received: Received[] = [];
let routes: Map<string, Route>;
let tokenCount = 0;

const order = {
  amountCents: 1234,
  orderNumber: "TZ-2026-000123",
  returnUrl: "https://shop.example/checkout?paypal=success",
  cancelUrl: "https://shop.example/checkout?paypal=cancel",
  requestId: "order-42-create",
};

const paypalError = (status: number, name: string, issue?: string): Reply => ({
  status,
  body: {
    name,
    message: "The requested action could not be performed.",
    debug_id: "f00b4r",
    details: issue ? [{ issue, description: "..." }] : [],
  },
});

function capturedOrder(orderStatus: string, captureStatus: string): Reply {
  return {
    status: 201,
    body: {
      id: ORDER_ID,
      status: orderStatus,
      purchase_units: [
        {
          reference_id: "default",
          payments: {
            captures: [
              {
                id: CAPTURE_ID,
                status: captureStatus,
                amount: { currency_code: "USD", value: "12.34" },
                final_capture: true,
              },
            ],
          },
        },
      ],
      links: [{ href: `${apiBase}/v2/checkout/orders/${ORDER_ID}`, rel: "self", method: "GET" }],
    },
  };
}

const gateway = (): PayPalGateway => createPayPalGateway({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, apiBase, timeoutMs: 2_000 });

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      const isJson = request.headers["content-type"]?.startsWith("application/json") && raw;
      const entry: Received = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: isJson ? JSON.parse(raw) : raw,
      };
      received.push(entry);
      const route = routes.get(`${entry.method} ${entry.path}`);
      const reply = route ? route(entry) : paypalError(404, "RESOURCE_NOT_FOUND");
      response.writeHead(reply.status, { "Content-Type": "application/json" });
      response.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clearPayPalTokenCache();
  received = [];
  tokenCount = 0;
  routes = new Map<string, Route>([
    [
      "POST /v1/oauth2/token",
      ({ headers, body }) => {
        const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
        if (headers.authorization !== basic || body !== "grant_type=client_credentials") {
          return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
        }
        tokenCount += 1;
        return {
          status: 200,
          body: {
            scope: "https://uri.paypal.com/services/payments/payment",
            access_token: `A21AA-token-${tokenCount}`,
            token_type: "Bearer",
            app_id: "APP-80W284485P519543T",
            expires_in: 32400,
            nonce: "n",
          },
        };
      },
    ],
  ]);
});

/** The checks every Orders v2 call must pass: the current Bearer token and, on POST, an idempotency key. */
function guarded(route: Route): Route {
  return (request) => {
    if (request.headers.authorization !== `Bearer A21AA-token-${tokenCount}`) return paypalError(401, "AUTHENTICATION_FAILURE");
    if (request.method === "POST" && !request.headers["paypal-request-id"])
      return paypalError(400, "INVALID_REQUEST", "MISSING_REQUEST_ID");
    return route(request);
  };
}

describe("PayPal create order", () => {
  it("sends intent CAPTURE, USD '12.34', the invoice and the return/cancel URLs, and finds the approval link", async () => {
    routes.set(
      "POST /v2/checkout/orders",
      guarded(({ body }) => {
        const request = body as Json;
        const unit = request.purchase_units?.[0];
        if (request.intent !== "CAPTURE" || unit?.amount?.currency_code !== "USD" || unit?.amount?.value !== "12.34") {
          return paypalError(422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE");
        }
        return {
          status: 200,
          body: {
            id: ORDER_ID,
            status: "PAYER_ACTION_REQUIRED",
            payment_source: { paypal: {} },
            links: [
              { href: `${apiBase}/v2/checkout/orders/${ORDER_ID}`, rel: "self", method: "GET" },
              { href: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER_ID}`, rel: "payer-action", method: "GET" },
            ],
          },
        };
      }),
    );

    expect(await gateway().createOrder(order)).toEqual({
      ok: true,
      paypalOrderId: ORDER_ID,
      approvalUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER_ID}`,
    });
    const call = received.find((r) => r.path === "/v2/checkout/orders")!;
    expect(call.headers["paypal-request-id"]).toBe("order-42-create");
    expect(call.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ invoice_id: "TZ-2026-000123", amount: { currency_code: "USD", value: "12.34" } }],
      payment_source: { paypal: { experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl } } },
    });
    expect(received.filter((r) => r.path === "/v1/oauth2/token")).toHaveLength(1);
  });

  it("also finds an 'approve' link (the older application_context flow)", async () => {
    routes.set(
      "POST /v2/checkout/orders",
      guarded(() => ({
        status: 201,
        body: {
          id: ORDER_ID,
          status: "CREATED",
          links: [{ href: `https://www.paypal.com/checkoutnow?token=${ORDER_ID}`, rel: "approve", method: "GET" }],
        },
      })),
    );
    expect(await gateway().createOrder(order)).toMatchObject({
      ok: true,
      approvalUrl: `https://www.paypal.com/checkoutnow?token=${ORDER_ID}`,
    });
  });

  it("fails with the status and PayPal's error name on a 422", async () => {
    routes.set(
      "POST /v2/checkout/orders",
      guarded(() => paypalError(422, "UNPROCESSABLE_ENTITY", "CURRENCY_NOT_SUPPORTED")),
    );
    expect(await gateway().createOrder(order)).toEqual({
      ok: false,
      message: "Failed to create PayPal order: 422 CURRENCY_NOT_SUPPORTED",
    });
  });

  it("fails when the answer has no approval link", async () => {
    routes.set(
      "POST /v2/checkout/orders",
      guarded(() => ({ status: 201, body: { id: ORDER_ID, status: "CREATED", links: [] } })),
    );
    expect(await gateway().createOrder(order)).toEqual({ ok: false, message: "PayPal response missing approval URL" });
  });

  it("fails cleanly when the credentials are refused", async () => {
    const wrong = createPayPalGateway({ clientId: CLIENT_ID, clientSecret: "wrong", apiBase });
    expect(await wrong.createOrder(order)).toEqual({ ok: false, message: "Failed to create PayPal order: 401 invalid_client" });
  });

  it("fails cleanly when PayPal cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createPayPalGateway({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, apiBase: `http://127.0.0.1:${port}` });
    expect(await unreachable.createOrder(order)).toEqual({ ok: false, message: "Failed to create PayPal order: PayPal did not answer" });
  });
});

describe("PayPal capture", () => {
  it("captures: status COMPLETED with the capture id and amount, sending the request id", async () => {
    routes.set(
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
      guarded(() => capturedOrder("COMPLETED", "COMPLETED")),
    );
    expect(await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "order-42-capture" })).toEqual({
      ok: true,
      status: "COMPLETED",
      captureId: CAPTURE_ID,
      captureStatus: "COMPLETED",
      amountCents: 1234,
    });
    expect(received.at(-1)!.headers["paypal-request-id"]).toBe("order-42-capture");
  });

  it("reports another status as it is, for the caller to treat as not paid", async () => {
    routes.set(
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
      guarded(() => ({ status: 201, body: { id: ORDER_ID, status: "PAYER_ACTION_REQUIRED", links: [] } })),
    );
    expect(await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "r1" })).toEqual({
      ok: true,
      status: "PAYER_ACTION_REQUIRED",
      captureId: undefined,
      captureStatus: undefined,
      amountCents: undefined,
    });
  });

  it("fails with the status and issue on a 422 (e.g. INSTRUMENT_DECLINED)", async () => {
    routes.set(
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
      guarded(() => paypalError(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED")),
    );
    expect(await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "r1" })).toEqual({
      ok: false,
      message: "Failed to capture PayPal payment: 422 INSTRUMENT_DECLINED",
    });
  });

  it("reports the existing capture when the order was captured already under another request id", async () => {
    routes.set(
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
      guarded(() => paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED")),
    );
    routes.set(
      `GET /v2/checkout/orders/${ORDER_ID}`,
      guarded(() => capturedOrder("COMPLETED", "COMPLETED")),
    );
    expect(await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "r2" })).toMatchObject({
      ok: true,
      status: "COMPLETED",
      captureId: CAPTURE_ID,
    });
  });

  it("reuses the OAuth token across calls and fetches a new one once PayPal refuses it", async () => {
    routes.set(
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
      guarded(() => capturedOrder("COMPLETED", "COMPLETED")),
    );
    await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "r1" });
    await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "r1" });
    expect(tokenCount).toBe(1);

    // PayPal revokes the token: the next call gets a 401, takes a new token and retries with the same key.
    const revoked = tokenCount;
    routes.set(
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
      guarded((request) =>
        request.headers.authorization === `Bearer A21AA-token-${revoked}`
          ? paypalError(401, "AUTHENTICATION_FAILURE")
          : capturedOrder("COMPLETED", "COMPLETED"),
      ),
    );
    const before = received.length;
    const result = await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "r3" });
    expect(result).toMatchObject({ ok: true, status: "COMPLETED" });
    const captureCalls = received.slice(before).filter((r) => r.path.endsWith("/capture"));
    expect(captureCalls.map((r) => r.headers["paypal-request-id"])).toEqual(["r3", "r3"]);
    expect(tokenCount).toBe(2);
  });
});

describe("PayPal refund", () => {
  it("refunds a capture: USD '12.34' with the request id; answers the refund id", async () => {
    routes.set(
      `POST /v2/payments/captures/${CAPTURE_ID}/refund`,
      guarded(({ body }) => {
        const amount = (body as Json).amount;
        if (amount?.currency_code !== "USD" || amount?.value !== "12.34")
          return paypalError(422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE");
        return { status: 201, body: { id: "1JU08902781691411", status: "COMPLETED", links: [] } };
      }),
    );
    expect(await gateway().refundCapture({ captureId: CAPTURE_ID, amountCents: 1234, requestId: "order-42-refund" })).toEqual({
      ok: true,
      refundId: "1JU08902781691411",
    });
    expect(received.at(-1)!.headers["paypal-request-id"]).toBe("order-42-refund");
  });

  it("fails with the status and issue when PayPal refuses (e.g. CAPTURE_FULLY_REFUNDED)", async () => {
    routes.set(
      `POST /v2/payments/captures/${CAPTURE_ID}/refund`,
      guarded(() => paypalError(422, "UNPROCESSABLE_ENTITY", "CAPTURE_FULLY_REFUNDED")),
    );
    expect(await gateway().refundCapture({ captureId: CAPTURE_ID, amountCents: 1234, requestId: "r" })).toEqual({
      ok: false,
      message: "Failed to refund PayPal payment: 422 CAPTURE_FULLY_REFUNDED",
    });
  });
});

describe("PayPal lookup of a capture and a refund whose answer was lost", () => {
  const orderPath = `/v2/checkout/orders/${ORDER_ID}`;

  it("GETs the order: a completed capture is found with its id and amount", async () => {
    routes.set(`GET ${orderPath}`, () => ({ ...capturedOrder("COMPLETED", "COMPLETED"), status: 200 }));
    expect(await gateway().findCapture(ORDER_ID)).toEqual({ outcome: "approved", transactionId: CAPTURE_ID, amountCents: 1234 });
    const lookup = received.find((r) => r.path === orderPath)!;
    expect(lookup.method).toBe("GET");
    expect(lookup.headers.authorization).toBe("Bearer A21AA-token-1");
  });

  it("answers 'pending' for a capture PayPal holds, 'declined' for a declined one, 'not-found' for an order never captured or unknown", async () => {
    routes.set(`GET ${orderPath}`, () => ({ ...capturedOrder("COMPLETED", "PENDING"), status: 200 }));
    expect(await gateway().findCapture(ORDER_ID)).toEqual({ outcome: "pending" });
    routes.set(`GET ${orderPath}`, () => ({ ...capturedOrder("COMPLETED", "DECLINED"), status: 200 }));
    expect(await gateway().findCapture(ORDER_ID)).toEqual({ outcome: "declined" });
    routes.set(`GET ${orderPath}`, () => ({
      status: 200,
      body: { id: ORDER_ID, status: "APPROVED", purchase_units: [{ reference_id: "default" }] },
    }));
    expect(await gateway().findCapture(ORDER_ID)).toEqual({ outcome: "not-found" });
    routes.delete(`GET ${orderPath}`);
    expect(await gateway().findCapture(ORDER_ID)).toEqual({ outcome: "not-found" });
  });

  it("answers 'unknown' when PayPal fails on its side, and marks a capture without an answer as uncertain", async () => {
    routes.set(`GET ${orderPath}`, () => paypalError(503, "SERVICE_UNAVAILABLE"));
    expect(await gateway().findCapture(ORDER_ID)).toMatchObject({ outcome: "unknown" });
    routes.set(`POST ${orderPath}/capture`, () => paypalError(500, "INTERNAL_SERVER_ERROR"));
    expect(await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "capture-1" })).toMatchObject({ ok: false, uncertain: true });
    routes.set(`POST ${orderPath}/capture`, () => paypalError(422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED"));
    const declined = await gateway().captureOrder({ paypalOrderId: ORDER_ID, requestId: "capture-2" });
    expect(declined).toMatchObject({ ok: false });
    expect(declined).not.toHaveProperty("uncertain");
  });

  it("finds a refund by repeating its PayPal-Request-Id, which PayPal answers with the refund it made for it", async () => {
    const refunds = new Map<string, string>();
    routes.set(`POST /v2/payments/captures/${CAPTURE_ID}/refund`, ({ headers }) => {
      const requestId = String(headers["paypal-request-id"]);
      if (!refunds.has(requestId)) refunds.set(requestId, `1JU08902781691411-${refunds.size + 1}`);
      return { status: 201, body: { id: refunds.get(requestId), status: "COMPLETED" } };
    });
    const input = { captureId: CAPTURE_ID, amountCents: 500, requestId: "refund-order-1-1" };
    const made = await gateway().refundCapture(input);
    expect(await gateway().findRefund(input)).toEqual({ outcome: "approved", transactionId: made.ok ? made.refundId : "" });
    expect(refunds.size).toBe(1);
  });
});
