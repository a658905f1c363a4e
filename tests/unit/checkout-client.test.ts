import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { readAnswer } from "@/lib/client/api";
import { readAcceptResponse } from "@/lib/checkout/accept-js";
import { attemptFingerprint, nextAttempt } from "@/lib/checkout/attempt";
import { newIdempotencyKey } from "@/lib/http/idempotency-key";
import {
  captureSchema,
  cardAnswerSchema,
  completeOrderSchema,
  payPalOrderSchema,
  PayPalSetupError,
  readCaptureAnswer,
  readCardPaymentAnswer,
  readCompleteOrderAnswer,
  readPayPalOrderAnswer,
} from "@/lib/checkout/client";
import type { OrderSummary } from "@/lib/orders/api";
import { EMPTY_CHECKOUT_FORM } from "@/lib/checkout/form";
import { cleanedSearch, readCheckoutReturn } from "@/lib/checkout/query";
import { idempotencyKeySchema } from "@/lib/orders/schemas";

const address = { company: null, address: "12 Harbor Rd", city: "Madison", state: "WI", zipCode: "53703" };
const order: OrderSummary = {
  orderId: "ord_1",
  orderNumber: "TZ-261122-7KQ4MX",
  status: "completed",
  paymentMethod: "card",
  cardLast4: "1111",
  customer: { firstName: "Dana", lastName: "Whitfield", email: "dana@lakeside.example", phone: null },
  shipTo: address,
  billTo: address,
  items: [],
  subtotal: "59.90",
  shipping: "0.00",
  tax: "3.29",
  total: "63.19",
  createdAt: "2026-11-22T10:00:00.000Z",
};

/** The answer `status` with `body` (JSON, or the text itself when a string) as the site's client reads it with `schema`. */
const answerOf =
  <S extends z.ZodType>(schema: S) =>
  (status: number, body?: unknown) =>
    readAnswer(schema, status, body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body));
const card = (status: number, body?: unknown) => readCardPaymentAnswer(answerOf(cardAnswerSchema)(status, body));
const completion = (status: number, body?: unknown) => readCompleteOrderAnswer(answerOf(completeOrderSchema)(status, body));
const payPalOrder = (status: number, body?: unknown) => readPayPalOrderAnswer(answerOf(payPalOrderSchema)(status, body));
const capture = (status: number, body?: unknown) => readCaptureAnswer(answerOf(captureSchema)(status, body));

/**
 * What the PayPalSetupError thrown by `call` tells the page: its message, the fields it names and the
 * new total. Fails the test when `call` returns, or throws anything else.
 */
function setupErrorOf(call: () => unknown): Pick<PayPalSetupError, "message" | "fields" | "total"> {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof PayPalSetupError)) return expect.unreachable(`expected a PayPalSetupError, got ${String(thrown)}`);
  return { message: thrown.message, fields: thrown.fields, total: thrown.total };
}

describe("the card payment answer", () => {
  it("approves with the order", () => {
    expect(
      card(200, {
        success: true,
        orderId: "ord_1",
        orderNumber: "TZ-261122-7KQ4MX",
        message: "Payment successful",
        order,
      }),
    ).toMatchObject({
      kind: "approved",
      orderNumber: "TZ-261122-7KQ4MX",
      order: { orderNumber: "TZ-261122-7KQ4MX" },
    });
  });

  it("fails with the server's message for a decline, and the seed's text when it has none", () => {
    expect(card(402, { success: false, message: "This transaction has been declined." })).toEqual({
      kind: "failed",
      message: "This transaction has been declined.",
      fields: {},
    });
    expect(card(402, { success: false })).toMatchObject({ message: "There was an error processing your payment." });
  });

  it("reads a 202 'we are confirming your payment' as neither a payment nor a failure", () => {
    const message = "We are confirming your payment with the card processor. Please do not pay again.";
    expect(card(202, { success: false, confirming: true, orderNumber: "TZ-261122-7KQ4MX", message })).toEqual({
      kind: "confirming",
      message,
    });
  });

  it("reads a PayPal capture answered 202 CONFIRMING as neither a payment nor a failure", () => {
    const message = "We are confirming your payment with PayPal. Please do not pay again.";
    expect(capture(202, { status: "CONFIRMING", orderId: "ord_1", orderNumber: "TZ-1", total: "63.19", message })).toEqual({
      kind: "confirming",
      message,
    });
  });

  it("names the fields of a refused request", () => {
    expect(card(400, { error: "Invalid request", fields: { "customer.email": "Enter a valid e-mail address" } })).toEqual({
      kind: "failed",
      message: "Invalid request",
      fields: { email: "Enter a valid e-mail address" },
    });
  });

  it("is an error when there is no readable answer or the server failed", () => {
    expect(card(502, undefined)).toEqual({ kind: "error" });
    expect(card(500, { success: false, message: "boom" })).toEqual({ kind: "error" });
    expect(card(200, { ok: true })).toEqual({ kind: "error" });
  });
});

describe("an order priced again before the charge (409 with its new total)", () => {
  const MESSAGE =
    "The total of your order changed to $94.79 because your cart changed since this checkout began. Nothing was charged. Please check your order and pay again.";
  const repriced = { success: false, error: MESSAGE, message: MESSAGE, total: "94.79", fields: { total: MESSAGE } };

  it("is read as the new total with the server's message, for the card, the PayPal order and the capture", () => {
    expect(card(409, repriced)).toEqual({ kind: "repriced", message: MESSAGE, total: "94.79" });
    const createOrder = () => payPalOrder(409, repriced);
    expect(createOrder).toThrow(PayPalSetupError);
    expect(setupErrorOf(createOrder)).toEqual({ message: MESSAGE, fields: {}, total: "94.79" });
    expect(capture(409, { ...repriced, status: "PRICE_CHANGED" })).toEqual({
      kind: "repriced",
      message: MESSAGE,
      total: "94.79",
    });
  });

  it("is not mistaken for another 409", () => {
    const busy = { success: false, message: "This cart is already being paid in another window.", fields: { cart: "…" } };
    expect(card(409, busy)).toMatchObject({ kind: "failed", message: busy.message });
    expect(
      capture(409, {
        status: "IN_PROGRESS",
        orderNumber: "TZ-1",
        total: "63.19",
        message: "This PayPal payment is already being processed.",
      }),
    ).toEqual({
      kind: "error",
    });
  });
});

describe("the complete-order answer", () => {
  it("succeeds, or gives the server's error, or the seed's fixed text", () => {
    expect(completion(200, { success: true, order })).toMatchObject({ ok: true, order: { orderNumber: "TZ-261122-7KQ4MX" } });
    expect(completion(404, { success: false, error: "No paid order to complete" })).toEqual({
      ok: false,
      error: "No paid order to complete",
    });
    expect(completion(500, undefined)).toEqual({ ok: false, error: "Unable to complete order. Please contact support." });
  });
});

describe("the PayPal order answer", () => {
  it("gives the approval URL", () => {
    expect(payPalOrder(200, { approvalUrl: "http://x/approve", orderId: "o", orderNumber: "n", paypalOrderId: "P" })).toEqual({
      approvalUrl: "http://x/approve",
      orderId: "o",
      orderNumber: "n",
      paypalOrderId: "P",
    });
  });

  it("throws the seed's messages", () => {
    expect(setupErrorOf(() => payPalOrder(503, "Service Unavailable"))).toEqual({
      message: "Failed to create PayPal order: 503 Service Unavailable",
      fields: {},
      total: undefined,
    });
    expect(setupErrorOf(() => payPalOrder(200, { orderId: "o" }))).toEqual({
      message: "PayPal response missing approval URL",
      fields: {},
      total: undefined,
    });
    const refused = () => payPalOrder(400, { error: "Invalid request", fields: { "customerInfo.phone": "This field is required" } });
    expect(refused).toThrow(PayPalSetupError);
    expect(setupErrorOf(refused)).toEqual({
      message: "Failed to create PayPal order: 400 Invalid request",
      fields: { phone: "This field is required" },
      total: undefined,
    });
  });
});

describe("the PayPal capture answer", () => {
  it("is completed only for COMPLETED", () => {
    expect(capture(200, { status: "COMPLETED", orderId: "o", orderNumber: "TZ-1", total: "63.19" })).toMatchObject({
      kind: "completed",
    });
    expect(capture(200, { status: "PENDING", orderId: "o", orderNumber: "TZ-1", total: "63.19" })).toMatchObject({
      kind: "failed",
    });
    expect(capture(404, { error: "Not found" })).toEqual({ kind: "error" });
    expect(capture(200, "COMPLETED")).toEqual({ kind: "error" });
  });
});

describe("Accept.js's answer", () => {
  it("gives the opaque token or the field at fault", () => {
    expect(
      readAcceptResponse({
        messages: { resultCode: "Ok", message: [] },
        opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "abc" },
      }),
    ).toEqual({
      ok: true,
      opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "abc" },
    });
    expect(
      readAcceptResponse({
        messages: { resultCode: "Error", message: [{ code: "E_WC_05", text: "Please provide valid credit card number." }] },
      }),
    ).toEqual({
      ok: false,
      error: "Please provide valid credit card number.",
      fields: { cardNumber: "Please provide valid credit card number." },
    });
  });
});

describe("the idempotency key of a checkout attempt", () => {
  const values = { ...EMPTY_CHECKOUT_FORM, firstName: "Dana", email: "dana@lakeside.example" };
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it("stays the same while nothing changed (a doubled press, a declined card)", () => {
    const first = nextAttempt(null, attemptFingerprint("card", values, "1x2"), newKey);
    const again = nextAttempt(first, attemptFingerprint("card", { ...values, firstName: " Dana " }, "1x2"), newKey);
    expect(again.key).toBe(first.key);
  });

  it("changes with the cart, the customer details or the payment method", () => {
    const first = nextAttempt(null, attemptFingerprint("card", values, "1x2"), newKey);
    expect(nextAttempt(first, attemptFingerprint("card", values, "1x3"), newKey).key).not.toBe(first.key);
    expect(nextAttempt(first, attemptFingerprint("card", { ...values, email: "other@lakeside.example" }, "1x2"), newKey).key).not.toBe(
      first.key,
    );
    expect(nextAttempt(first, attemptFingerprint("paypal", values, "1x2"), newKey).key).not.toBe(first.key);
  });

  it("is a UUID the server accepts, with or without crypto.randomUUID", () => {
    expect(idempotencyKeySchema.safeParse(newIdempotencyKey()).success).toBe(true);
    // A page served over plain http on a local network has no crypto.randomUUID.
    const insecure: Pick<Crypto, "getRandomValues"> = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(insecure)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it("ignores hidden billing fields while billing is the same as shipping", () => {
    expect(attemptFingerprint("card", { ...values, billingCity: "Verona" }, "1x2")).toBe(attemptFingerprint("card", values, "1x2"));
  });
});

describe("the checkout's query parameters", () => {
  it("reads PayPal's returns and the confirmation lookup", () => {
    expect(readCheckoutReturn("?paypal=success&token=TEST-ABC-1&PayerID=TESTPAYER")).toEqual({
      kind: "paypal-success",
      token: "TEST-ABC-1",
      payerId: "TESTPAYER",
    });
    expect(readCheckoutReturn("?paypal=success&token=../../admin")).toEqual({ kind: "paypal-success", token: "", payerId: null });
    expect(readCheckoutReturn("?paypal=cancel&token=TEST-ABC-1")).toEqual({ kind: "paypal-cancel", token: "TEST-ABC-1" });
    expect(readCheckoutReturn("?payment=confirmed")).toEqual({ kind: "payment-confirmed" });
    expect(readCheckoutReturn("")).toEqual({ kind: "none" });
  });

  it("keeps other parameters when cleaning up", () => {
    expect(cleanedSearch("?paypal=success&token=T&PayerID=P")).toBe("");
    expect(cleanedSearch("?utm_source=mail&payment=confirmed")).toBe("?utm_source=mail");
  });
});
