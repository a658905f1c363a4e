// Staff move a paid order to the customer through POST /api/admin/orders/{id}/fulfilment:
// every transition and refusal, shipments checked line by line, each change applied once under
// concurrent presses, audited, and e-mailed to the customer with the carrier's tracking link.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as fulfil } from "@/app/api/admin/orders/[id]/fulfilment/route";
import { POST as voidPayment } from "@/app/api/payment/void/route";
import { db } from "@/lib/db/client";
import { sessionCookieHeader } from "@/tests/support/auth";
import { deliverQueuedEmails } from "@/tests/support/jobs";
import { MADISON_CUSTOMER } from "@/tests/support/orders";
import { deliveredMessage } from "@/tests/support/outbox";

type Account = { id: string; email: string; role: "customer" | "staff" };
let staffCookie: string;
let customerCookie: string;

async function makeUser(role: "customer" | "staff"): Promise<Account> {
  const email = `fulfilment-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Pat", lastName: "Packer", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

beforeAll(async () => {
  staffCookie = await sessionCookieHeader(await makeUser("staff"));
  customerCookie = await sessionCookieHeader(await makeUser("customer"));
});

/** A paid card order (unsettled) of two lines: 2 quarts of descaler and 1 gallon of the oil & scum remover. */
async function paidOrder(status: "completed" | "voided" | "refunded" | "pending" = "completed") {
  const [quart, gallon] = await Promise.all([
    db().productSize.findFirstOrThrow({ where: { itemNumber: "TZ-PS-101" }, include: { product: true } }),
    db().productSize.findFirstOrThrow({ where: { itemNumber: "TZ-PS-102" }, include: { product: true } }),
  ]);
  return db().order.create({
    data: {
      orderNumber: `TZ-FUL-${randomUUID().slice(0, 8).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status,
      paymentMethod: "card",
      gateway: "test",
      ...MADISON_CUSTOMER,
      customerEmail: `fulfilment-buyer-${randomUUID()}@example.com`,
      subtotal: "89.85",
      shipping: "0.00",
      tax: "4.94",
      total: "94.79",
      cardTransactionId: `test-${Date.now() - 60_000}-fulfil${randomUUID().slice(0, 6)}`,
      cardLast4: "1111",
      completedAt: new Date(),
      items: {
        create: [
          {
            productId: quart.productId,
            sizeId: quart.id,
            size: quart.size,
            productName: quart.product.name,
            itemNumber: quart.itemNumber,
            unitPrice: "29.95",
            quantity: 2,
            lineTotal: "59.90",
          },
          {
            productId: gallon.productId,
            sizeId: gallon.id,
            size: gallon.size,
            productName: gallon.product.name,
            itemNumber: gallon.itemNumber,
            unitPrice: "29.95",
            quantity: 1,
            lineTotal: "29.95",
          },
        ],
      },
    },
    include: { items: { orderBy: { id: "asc" } } },
  });
}

/** `key`: the press's Idempotency-Key, for presses that are separate actions (identical ones without a key share one answer). */
function call(orderId: string, body: unknown, cookie: string | null = staffCookie, key?: string) {
  const headers = new Headers({ "content-type": "application/json", host: "localhost" });
  if (cookie) headers.set("cookie", cookie);
  if (key) headers.set("idempotency-key", key);
  return fulfil(
    new NextRequest(`http://localhost/api/admin/orders/${orderId}/fulfilment`, { method: "POST", headers, body: JSON.stringify(body) }),
    {
      params: Promise.resolve({ id: orderId }),
    },
  );
}

const UPS = "1Z999AA10123456784";
const ship = (items: { itemId: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  action: "add_shipment",
  carrier: "ups",
  trackingNumber: UPS,
  items,
  ...extra,
});

type Answer = { success?: true; message?: string; fulfilmentStatus?: string; error?: string; fields?: Record<string, string> };
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Answer });

describe("who may fulfil", () => {
  it("answers 401 to an anonymous caller and 403 to a customer, and changes nothing", async () => {
    const order = await paidOrder();
    expect((await call(order.id, { action: "mark_processing" }, null)).status).toBe(401);
    expect((await call(order.id, { action: "mark_processing" }, customerCookie)).status).toBe(403);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).fulfilmentStatus).toBe("unfulfilled");
  });
});

describe("an order's way to the customer", () => {
  it("unfulfilled → processing → partially shipped → shipped → delivered, each audited and e-mailed", async () => {
    const order = await paidOrder();
    const [quarts, gallon] = order.items as [(typeof order.items)[0], (typeof order.items)[0]];

    expect(await answer(await call(order.id, { action: "mark_processing" }))).toEqual({
      status: 200,
      body: { success: true, message: "Marked as processing", fulfilmentStatus: "processing", fulfilmentLabel: "Processing" },
    });

    const first = await answer(
      await call(
        order.id,
        ship([
          { itemId: quarts.id, quantity: 2 },
          { itemId: gallon.id, quantity: 0 },
        ]),
      ),
    );
    expect(first).toMatchObject({ status: 200, body: { message: "Shipment added", fulfilmentStatus: "partially_shipped" } });

    const second = await answer(
      await call(order.id, ship([{ itemId: gallon.id, quantity: 1 }], { carrier: "fedex", trackingNumber: "7946 1234 5678" })),
    );
    expect(second).toMatchObject({ status: 200, body: { fulfilmentStatus: "shipped" } });

    const delivered = await answer(await call(order.id, { action: "mark_delivered" }));
    expect(delivered).toMatchObject({ status: 200, body: { fulfilmentStatus: "delivered" } });

    const saved = await db().order.findUniqueOrThrow({
      where: { id: order.id },
      include: { shipments: { include: { items: true }, orderBy: { id: "asc" } } },
    });
    expect(saved).toMatchObject({ fulfilmentStatus: "delivered", shippedAt: expect.any(Date), deliveredAt: expect.any(Date) });
    expect(saved.shipments.map((s) => [s.carrier, s.trackingNumber, s.items.map((i) => i.quantity)])).toEqual([
      ["ups", UPS, [2]],
      ["fedex", "794612345678", [1]],
    ]);

    const audit = await db().auditLog.findMany({ where: { entityType: "order", entityId: order.id }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(["order.processing", "order.partially_shipped", "order.shipped", "order.delivered"]);

    await deliverQueuedEmails();
    const mails = await db().outgoingEmail.findMany({ where: { relatedType: "Order", relatedId: order.id }, orderBy: { id: "asc" } });
    expect(mails.map((mail) => [mail.to, mail.subject, mail.status])).toEqual([
      [order.customerEmail, `Part of your order #${order.orderNumber} has shipped`, "written"],
      [order.customerEmail, `Your order #${order.orderNumber} has shipped`, "written"],
      [order.customerEmail, `Your order #${order.orderNumber} was delivered`, "written"],
    ]);
    expect(mails[0]!.text).toContain(`Track it: https://www.ups.com/track?tracknum=${UPS}`);
    expect(mails[0]!.text).toContain(`2 × ${quarts.productName}`);
    expect(mails[1]!.text).toContain("Track it: https://www.fedex.com/fedextrack/?trknbr=794612345678");
    // The guest's link is in the message delivered; the e-mail log keeps a marker in its place.
    expect(mails[0]!.text).toContain("Your order: [order link, not kept]");
    expect(await deliveredMessage(mails[0]!.id)).toMatch(/Your order: http:\/\/localhost\/orders\/TZ-FUL-\w+\?token=[\w-]{40,}/);
  });

  it("ships straight from unfulfilled, and a freight shipment carries its bill of lading without a link", async () => {
    const order = await paidOrder();
    const lines = order.items.map((item) => ({ itemId: item.id, quantity: item.quantity }));
    const shipped = await answer(await call(order.id, ship(lines, { carrier: "freight", trackingNumber: "BOL-448812", note: "Liftgate" })));
    expect(shipped).toMatchObject({ status: 200, body: { fulfilmentStatus: "shipped" } });
    await deliverQueuedEmails();
    const mail = await db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "Order", relatedId: order.id } });
    expect(mail.text).toContain("Freight bill of lading number: BOL-448812");
    expect(mail.text).not.toContain("Track it:");
  });
});

describe("refusals", () => {
  it("names the field: a quantity over what is left, no item at all, a tracking number the carrier does not use", async () => {
    const order = await paidOrder();
    const [quarts] = order.items as [(typeof order.items)[0]];
    expect(await answer(await call(order.id, ship([{ itemId: quarts.id, quantity: 3 }])))).toEqual({
      status: 400,
      body: { error: "Only 2 of this item are left to ship.", fields: { "items.0.quantity": "Only 2 of this item are left to ship." } },
    });
    expect(await answer(await call(order.id, ship([{ itemId: quarts.id, quantity: 0 }])))).toMatchObject({
      status: 400,
      body: { error: "Choose at least one item to ship." },
    });
    const wrong = await answer(
      await call(order.id, ship([{ itemId: quarts.id, quantity: 1 }], { carrier: "fedex", trackingNumber: "1Z999AA10123456784" })),
    );
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields ?? {})).toEqual(["trackingNumber"]);
    expect(wrong.body.error).toMatch(/FedEx/);
    const badCarrier = await answer(await call(order.id, ship([{ itemId: quarts.id, quantity: 1 }], { carrier: "dhl" })));
    expect(badCarrier).toMatchObject({ status: 400, body: { fields: { carrier: "Choose a carrier" } } });
    expect(await db().shipment.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("a voided, refunded or unpaid order cannot be processed or shipped; a delivered one goes no further", async () => {
    for (const [status, words] of [
      ["voided", "A voided order cannot be shipped."],
      ["refunded", "A refunded order cannot be shipped."],
      ["pending", "This order is not paid yet, so it cannot be shipped."],
    ] as const) {
      const order = await paidOrder(status);
      const refused = await answer(await call(order.id, ship([{ itemId: order.items[0]!.id, quantity: 1 }])));
      expect(refused).toEqual({ status: 409, body: { error: words, fields: { action: words } } });
    }
    const order = await paidOrder();
    expect(await answer(await call(order.id, { action: "mark_delivered" }))).toMatchObject({
      status: 409,
      body: { error: "This order has not shipped yet." },
    });
    await call(order.id, ship(order.items.map((item) => ({ itemId: item.id, quantity: item.quantity }))));
    await call(order.id, { action: "mark_delivered" });
    expect(await answer(await call(order.id, { action: "mark_processing" }))).toMatchObject({
      status: 409,
      body: { error: "This order is already delivered." },
    });
  });

  it("a shipped order cannot be voided: refund it instead", async () => {
    const order = await paidOrder();
    await call(order.id, ship([{ itemId: order.items[0]!.id, quantity: 1 }]));
    const headers = new Headers({ "content-type": "application/json", cookie: staffCookie });
    const refused = await voidPayment(
      new NextRequest("http://localhost/api/payment/void", {
        method: "POST",
        headers,
        body: JSON.stringify({ transactionId: order.cardTransactionId }),
      }),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "This order has shipped, so it cannot be voided: refund it instead" });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("completed");
  });

  it("answers 404 naming the order for an unknown one", async () => {
    expect(await answer(await call("no-such-order", { action: "mark_processing" }))).toMatchObject({
      status: 404,
      body: { fields: { orderId: "This order does not exist" } },
    });
  });
});

describe("under concurrent presses", () => {
  it("two staff shipping the last units at once: one shipment, the other told nothing is left", async () => {
    const order = await paidOrder();
    const all = order.items.map((item) => ({ itemId: item.id, quantity: item.quantity }));
    const results = await Promise.all(Array.from({ length: 5 }, () => call(order.id, ship(all), staffCookie, randomUUID()).then(answer)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409 || r.status === 400)).toBe(true);
    expect(await db().shipment.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db().auditLog.count({ where: { entityId: order.id, action: "order.shipped" } })).toBe(1);
  });

  it("mark processing pressed five times at once applies once, each press answered alike", async () => {
    const order = await paidOrder();
    const results = await Promise.all(Array.from({ length: 5 }, () => call(order.id, { action: "mark_processing" }).then(answer)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await db().auditLog.count({ where: { entityId: order.id, action: "order.processing" } })).toBe(1);
  });
});

describe("internal notes", () => {
  it("are kept with their author and never e-mailed", async () => {
    const order = await paidOrder();
    expect(await answer(await call(order.id, { action: "add_note", body: "  Customer asked for a morning delivery.  " }))).toMatchObject({
      status: 200,
      body: { message: "Note added" },
    });
    expect(await answer(await call(order.id, { action: "add_note", body: "   " }))).toMatchObject({
      status: 400,
      body: { fields: { body: "Write the note" } },
    });
    const notes = await db().orderNote.findMany({ where: { orderId: order.id }, include: { author: true } });
    expect(notes.map((note) => [note.body, note.author?.role])).toEqual([["Customer asked for a morning delivery.", "staff"]]);
    expect(await db().outgoingEmail.count({ where: { relatedType: "Order", relatedId: order.id } })).toBe(0);
  });
});
