// The checkout's security rules through its route handlers, on the embedded database and on PostgreSQL:
// one cart is paid once however many windows pay it, a pending order is priced again before money
// moves, a PayPal capture works only for the cart that made it, cart ids are the server's, a test card
// token pays one order, and a site without payment credentials takes no payment at all.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import type { PayPalCaptureResponse, PayPalOrderResponse } from "@/lib/orders/api";
import { paymentsSetup } from "@/lib/payments";
import { readTestPayPalOrderId } from "@/lib/payments/test-paypal-gateway";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";
import { APPROVE, DECLINE, newProduct, shopper as newShopper } from "@/tests/support/shopper";

// What reaches the gateways. While `gate` is set, a charge or capture waits until each of the
// `expected` concurrent requests has either answered or reached a gateway itself: the requests then
// truly overlap, whatever the speed of the machine, and nothing waits once they all got that far.
const gateways = vi.hoisted(() => ({
  charges: 0,
  captures: 0,
  creates: [] as { requestId: string; amountCents: number }[],
  gate: null as null | { expected: number; answered: number; atGateway: number },
}));

vi.mock("@/lib/payments", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/payments")>();
  const pass = async () => {
    const gate = gateways.gate;
    if (!gate) return;
    gate.atGateway += 1;
    while (gate.answered + gate.atGateway < gate.expected) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return {
    ...original,
    cardGateway: () => {
      const real = original.cardGateway();
      return {
        ...real,
        implementation: real.implementation,
        charge: async (input: Parameters<typeof real.charge>[0]) => {
          gateways.charges += 1;
          await pass();
          return real.charge(input);
        },
      };
    },
    payPalGateway: () => {
      const real = original.payPalGateway();
      return {
        ...real,
        implementation: real.implementation,
        createOrder: async (input: Parameters<typeof real.createOrder>[0]) => {
          gateways.creates.push({ requestId: input.requestId, amountCents: input.amountCents });
          return real.createOrder(input);
        },
        captureOrder: async (input: Parameters<typeof real.captureOrder>[0]) => {
          gateways.captures += 1;
          await pass();
          return real.captureOrder(input);
        },
      };
    },
  };
});

const CART_BUSY = "This cart is already being paid in another window. Check that window, or wait a moment and reload.";
const NOT_CONFIGURED = "Payments are not configured on this site yet. Please call us to place your order.";
const TOKEN_USED = "These card details were already used for another order. Please enter them again.";

const customer = checkoutCustomer({ firstName: "Marisol", lastName: "Okonkwo-Tate", email: "marisol.security@example.com" });
const card = testCardToken;
const previousMode = process.env.PAYMENTS_MODE;

beforeAll(() => {
  // Integration runs on PostgreSQL use a real DATABASE_URL, where payments refuse unless told test mode.
  process.env.PAYMENTS_MODE = "test";
});
afterAll(() => {
  process.env.PAYMENTS_MODE = previousMode;
});
afterEach(() => {
  gateways.gate = null;
});

const shopper = (initialCookie?: string) => newShopper(customer, initialCookie);

/** Runs `count` requests at once under a gate (see above); answers their responses in order. */
async function concurrently(count: number, request: (i: number) => Promise<Response>): Promise<Response[]> {
  const gate = { expected: count, answered: 0, atGateway: 0 };
  gateways.gate = gate;
  try {
    return await Promise.all(Array.from({ length: count }, (_, i) => request(i).finally(() => (gate.answered += 1))));
  } finally {
    gateways.gate = null;
  }
}

const paypalAmount = (paypalOrderId: string) => {
  const { paypal } = paymentsSetup();
  return readTestPayPalOrderId(paypalOrderId, paypal.implementation === "test" ? paypal.secret : "")?.amountCents;
};

describe("one cart, one charge", () => {
  it("charges one of 20 concurrent card payments of one cart under 20 checkout keys; the others get 409 and leave no order behind", async () => {
    const s = shopper();
    await s.add("TZ-PS-102", 2);
    const before = gateways.charges;
    const responses = await concurrently(20, () => s.pay());
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(gateways.charges - before).toBe(1);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({ success: false, message: CART_BUSY, fields: { cart: CART_BUSY } });
    }
    expect(await db().order.count({ where: { cartId: s.cartId } })).toBe(1);
    expect(await db().paymentEvent.count({ where: { kind: "charge", order: { cartId: s.cartId } } })).toBe(1);
    expect(await s.cart()).toEqual([]);
    // The payment is over: the cart is not held any more.
    expect(await db().cart.findUnique({ where: { id: s.cartId } })).toMatchObject({ checkoutOrderId: null, checkoutLockedUntil: null });
  });

  it("captures one of 20 PayPal orders made from one cart in 20 windows", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await s.paypalOrder();
      expect(created.status).toBe(200);
      tokens.push(((await created.json()) as PayPalOrderResponse).paypalOrderId);
    }
    expect(new Set(tokens).size).toBe(20);
    const before = gateways.captures;
    const responses = await concurrently(20, (i) => s.capture(tokens[i]!));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(gateways.captures - before).toBe(1);
    expect(await db().order.count({ where: { cartId: s.cartId, status: "completed" } })).toBe(1);
    expect(await db().paymentEvent.count({ where: { kind: "paypal_capture", order: { cartId: s.cartId } } })).toBe(1);
  });

  it("lets another window pay after a decline, and after a PayPal checkout left unapproved; the PayPal order is then not captured", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    expect((await s.pay(card(DECLINE))).status).toBe(402);
    const abandoned = (await (await s.paypalOrder()).json()) as PayPalOrderResponse;
    const paid = await s.pay(card(APPROVE));
    expect(paid.status).toBe(200);

    const before = gateways.captures;
    const late = await s.capture(abandoned.paypalOrderId);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ fields: { cart: "Your cart is empty" } });
    expect(gateways.captures).toBe(before);
    expect(await db().order.findUniqueOrThrow({ where: { id: abandoned.orderId } })).toMatchObject({ status: "pending" });
  });

  it("refuses while another order's payment holds the cart, and pays once that hold has expired (a crashed request)", async () => {
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const other = "order-of-a-crashed-request";
    await db().cart.update({
      where: { id: s.cartId },
      data: { checkoutOrderId: other, checkoutLockedUntil: new Date(Date.now() + 60_000) },
    });
    const held = await s.pay();
    expect(held.status).toBe(409);
    expect(await held.json()).toMatchObject({ message: CART_BUSY });
    expect(await db().order.count({ where: { cartId: s.cartId } })).toBe(0);

    await db().cart.update({ where: { id: s.cartId }, data: { checkoutLockedUntil: new Date(Date.now() - 1_000) } });
    expect((await s.pay()).status).toBe(200);
  });
});

describe("pending orders are priced again before money moves", () => {
  it("tells the shopper the new total (409) instead of charging the old one after a price change, then charges the new one", async () => {
    const product = await newProduct("20.00");
    const s = shopper();
    await s.add(product.itemNumber, 1);
    const idempotencyKey = randomUUID();
    // $20.00 + $9.95 shipping + 5.5% tax ($1.10) to Wisconsin.
    expect((await s.pay(card(DECLINE), idempotencyKey)).status).toBe(402);
    expect((await db().order.findUniqueOrThrow({ where: { idempotencyKey } })).total.toFixed(2)).toBe("31.05");

    await db().productSize.updateMany({ where: { productId: product.id }, data: { price: "25.00" } });
    const before = gateways.charges;
    const changed = await s.pay(card(APPROVE), idempotencyKey);
    expect(changed.status).toBe(409);
    const message =
      "The total of your order changed to $36.33 because our prices changed since this checkout began. Nothing was charged. Please check your order and pay again.";
    expect(await changed.json()).toMatchObject({ success: false, message, total: "36.33", fields: { total: message } });
    expect(gateways.charges).toBe(before);
    const repriced = await db().order.findUniqueOrThrow({ where: { idempotencyKey }, include: { items: true } });
    expect(repriced.items.map((i) => i.unitPrice.toFixed(2))).toEqual(["25.00"]);

    const paid = await s.pay(card(APPROVE), idempotencyKey);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ success: true, order: { total: "36.33" } });
    const charge = await db().paymentEvent.findFirstOrThrow({ where: { orderId: repriced.id, kind: "charge" } });
    expect(charge.amount?.toFixed(2)).toBe("36.33");
  });

  it("prices an order again when it was priced more than 30 minutes ago; an unchanged total is charged as it is", async () => {
    const product = await newProduct("20.00");
    const s = shopper();
    await s.add(product.itemNumber, 1);
    const idempotencyKey = randomUUID();
    expect((await s.pay(card(DECLINE), idempotencyKey)).status).toBe(402);
    const old = new Date(Date.now() - 31 * 60_000);
    await db().order.update({ where: { idempotencyKey }, data: { pricedAt: old } });

    const paid = await s.pay(card(APPROVE), idempotencyKey);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ order: { total: "31.05" } });
    expect((await db().order.findUniqueOrThrow({ where: { idempotencyKey } })).pricedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it("refuses with 409 naming the product when it was archived or its stock ran short, charging nothing", async () => {
    const archived = await newProduct("20.00");
    const s = shopper();
    await s.add(archived.itemNumber, 1);
    const key = randomUUID();
    expect((await s.pay(card(DECLINE), key)).status).toBe(402);
    await db().product.update({ where: { id: archived.id }, data: { archivedAt: new Date() } });
    const before = gateways.charges;
    const gone = await s.pay(card(APPROVE), key);
    expect(gone.status).toBe(409);
    expect(await gone.json()).toMatchObject({
      fields: { cart: `${archived.name} is no longer sold online. Please remove it from your cart.` },
    });
    expect(gateways.charges).toBe(before);

    const scarce = await newProduct("20.00", { stockQuantity: 5 });
    const t = shopper();
    await t.add(scarce.itemNumber, 3);
    const tKey = randomUUID();
    expect((await t.pay(card(DECLINE), tKey)).status).toBe(402);
    await db().productSize.updateMany({ where: { productId: scarce.id }, data: { stockQuantity: 2 } });
    const beforeShort = gateways.charges;
    const short = await t.pay(card(APPROVE), tKey);
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({
      fields: { cart: `Only 2 of ${scarce.name} are in stock. Please lower the quantity in your cart.` },
    });
    // A new checkout of the same cart is refused the same way.
    expect((await t.pay()).status).toBe(409);
    expect(gateways.charges).toBe(beforeShort);
  });

  it("does not capture a PayPal order approved for the old total; paying again makes a new PayPal order for the new one", async () => {
    const product = await newProduct("20.00");
    const s = shopper();
    await s.add(product.itemNumber, 1);
    const idempotencyKey = randomUUID();
    const first = (await (await s.paypalOrder(idempotencyKey)).json()) as PayPalOrderResponse;
    expect(paypalAmount(first.paypalOrderId)).toBe(3105);

    await db().productSize.updateMany({ where: { productId: product.id }, data: { price: "25.00" } });
    const before = gateways.captures;
    const refused = await s.capture(first.paypalOrderId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ status: "PRICE_CHANGED", total: "36.33", message: expect.stringContaining("$36.33") });
    expect(gateways.captures).toBe(before);

    const second = (await (await s.paypalOrder(idempotencyKey)).json()) as PayPalOrderResponse;
    expect(second.orderId).toBe(first.orderId);
    expect(second.paypalOrderId).not.toBe(first.paypalOrderId);
    expect(paypalAmount(second.paypalOrderId)).toBe(3633);
    const requestIds = gateways.creates.filter((c) => c.requestId.startsWith(idempotencyKey)).map((c) => c.requestId);
    expect(new Set(requestIds).size).toBe(2);

    expect((await s.capture(first.paypalOrderId)).status).toBe(404);
    const captured = await s.capture(second.paypalOrderId);
    expect(captured.status).toBe(200);
    expect(await captured.json()).toMatchObject({ status: "COMPLETED", total: "36.33" });
  });

  it("compares the capture with the amount PayPal approved, also when the order was priced again by another call", async () => {
    const product = await newProduct("20.00");
    const s = shopper();
    await s.add(product.itemNumber, 1);
    const idempotencyKey = randomUUID();
    const first = (await (await s.paypalOrder(idempotencyKey)).json()) as PayPalOrderResponse;
    await db().productSize.updateMany({ where: { productId: product.id }, data: { price: "25.00" } });
    const again = await s.paypalOrder(idempotencyKey);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ total: "36.33", fields: { total: expect.stringContaining("$36.33") } });

    const before = gateways.captures;
    const refused = await s.capture(first.paypalOrderId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ status: "PRICE_CHANGED", total: "36.33" });
    expect(gateways.captures).toBe(before);
  });
});

describe("a PayPal capture is bound to the shopper", () => {
  it("completes an order only for the cart that made it; anyone else gets 404 and nothing about the order", async () => {
    const owner = shopper();
    await owner.add("TZ-PS-101", 1);
    const created = (await (await owner.paypalOrder()).json()) as PayPalOrderResponse;

    const stranger = shopper();
    await stranger.add("TZ-KD-101", 2);
    for (const other of [stranger, shopper()]) {
      const response = await other.capture(created.paypalOrderId);
      expect(response.status).toBe(404);
      const text = await response.text();
      for (const secret of [
        "Marisol",
        "Okonkwo",
        "marisol.security@example.com",
        "Lakeside",
        "Madison",
        "Descaler",
        "TZ-PS-101",
        created.orderNumber,
        created.orderId,
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(await db().order.findUniqueOrThrow({ where: { id: created.orderId } })).toMatchObject({ status: "pending" });

    const own = await owner.capture(created.paypalOrderId);
    expect(own.status).toBe(200);
    expect(((await own.json()) as PayPalCaptureResponse).status).toBe("COMPLETED");
    // Once paid, still nothing for anyone else.
    expect((await stranger.capture(created.paypalOrderId)).status).toBe(404);
  });
});

describe("cart ids and card tokens", () => {
  it("gives a cookie naming no cart a new cart under an id the server made", async () => {
    const chosen = randomBytes(32).toString("base64url");
    const s = shopper(`tz_cart=${chosen}`);
    const response = await s.add("TZ-PS-101", 1);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^tz_cart=[A-Za-z0-9_-]{43};/);
    expect(s.cartId).not.toBe(chosen);
    expect(await db().cart.findUnique({ where: { id: chosen } })).toBeNull();
    expect(await shopper(`tz_cart=${chosen}`).cart()).toEqual([]);
    expect(await s.cart()).toHaveLength(1);
  });

  it("lets a test card token pay one order only", async () => {
    const token = card(APPROVE);
    const first = shopper();
    await first.add("TZ-PS-101", 1);
    expect((await first.pay(token)).status).toBe(200);

    const second = shopper();
    await second.add("TZ-PS-101", 1);
    const before = gateways.charges;
    const replayed = await second.pay(token);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ success: false, fields: { opaqueData: TOKEN_USED } });
    expect(gateways.charges).toBe(before);
    expect(await second.cart()).toHaveLength(1);
  });
});

describe("a site without payment credentials", () => {
  it("answers 503 'Payments are not configured' to card and PayPal on a real database, and makes no order", async () => {
    const saved = { mode: process.env.PAYMENTS_MODE, embedded: process.env.EMBEDDED_DATABASE };
    const s = shopper();
    await s.add("TZ-PS-101", 1);
    const paypal = (await (await s.paypalOrder()).json()) as PayPalOrderResponse;
    delete process.env.PAYMENTS_MODE;
    process.env.EMBEDDED_DATABASE = "0";
    try {
      const before = await db().order.count({ where: { cartId: s.cartId } });
      const byCard = await s.pay();
      expect(byCard.status).toBe(503);
      expect(await byCard.json()).toEqual({ success: false, message: NOT_CONFIGURED });
      const byPayPal = await s.paypalOrder();
      expect(byPayPal.status).toBe(503);
      expect(await byPayPal.json()).toMatchObject({ message: NOT_CONFIGURED });
      const captured = await s.capture(paypal.paypalOrderId);
      expect(captured.status).toBe(503);
      expect(await captured.json()).toMatchObject({ message: NOT_CONFIGURED });
      expect(await db().order.count({ where: { cartId: s.cartId } })).toBe(before);
      expect(await s.cart()).toHaveLength(1);
    } finally {
      process.env.PAYMENTS_MODE = saved.mode;
      process.env.EMBEDDED_DATABASE = saved.embedded;
    }
  });
});
