// The order desk through the route handlers, on the embedded database and on PostgreSQL:
// payment takes stock atomically (20 buyers of 5 units: 5 sales, 15 told how many are left, none of them
// charged), a failed payment and a void give the units back, a sale below the low-stock level e-mails
// staff; refunds of an amount or of lines (with restock), several per order, partially_refunded until
// nothing remains, the customer e-mailed each time, and every wrong or racing refund refused naming the field.
import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as refund } from "@/app/api/admin/orders/[id]/refund/route";
import { POST as voidPayment } from "@/app/api/payment/void/route";
import type { RefundResponse } from "@/lib/orders/staff-view-model";
import { db } from "@/lib/db/client";
import { sessionCookieHeader } from "@/tests/support/auth";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";
import { APPROVE, DECLINE, newProduct, shopper } from "@/tests/support/shopper";

// Card charges are counted: a buyer refused for stock is never charged.
const gateways = vi.hoisted(() => ({ charges: 0 }));

vi.mock("@/lib/payments", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/payments")>();
  return {
    ...original,
    cardGateway: () => {
      const real = original.cardGateway();
      return {
        ...real,
        implementation: real.implementation,
        charge: async (input: Parameters<typeof real.charge>[0]) => {
          gateways.charges += 1;
          return real.charge(input);
        },
      };
    },
  };
});

const customer = checkoutCustomer({ firstName: "Ines", lastName: "Barros", email: "ines.orderdesk@example.com" });
const previousMode = process.env.PAYMENTS_MODE;
let staffId: string;
let staffCookie: string;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = "test";
  const email = `order-desk-${randomUUID()}@example.com`;
  const staff = await db().user.create({ data: { email, firstName: "Ola", lastName: "Desk", passwordHash: "scrypt$x", role: "staff" } });
  staffId = staff.id;
  staffCookie = await sessionCookieHeader({ id: staff.id, email, role: "staff" });
});
afterAll(() => {
  process.env.PAYMENTS_MODE = previousMode;
});

const DAY = 24 * 60 * 60 * 1000;
const letters = (n: number) => Array.from(randomBytes(n), (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36]).join("");

type ErrorBody = { error: string; fields?: Record<string, string> };

const stockOf = async (sizeId: number) => (await db().productSize.findUniqueOrThrow({ where: { id: sizeId } })).stockQuantity;

/** Pays a cart of `lines` by card and answers the order, its card charge made settled (so it can be refunded). */
async function paidOrder(lines: { itemNumber: string; quantity: number }[], { settled = true } = {}) {
  const s = shopper(customer);
  for (const line of lines) expect((await s.add(line.itemNumber, line.quantity)).status).toBe(200);
  const paid = await s.pay(testCardToken(APPROVE));
  expect(paid.status).toBe(200);
  const order = await db().order.findFirstOrThrow({ where: { cartId: s.cartId, status: "completed" }, include: { items: true } });
  if (!settled) return order;
  // The test gateway settles a charge by its age: this one was made two days ago.
  return db().order.update({
    where: { id: order.id },
    data: { cardTransactionId: `test-${Date.now() - 2 * DAY}-${letters(10)}`, settledAt: new Date(Date.now() - DAY) },
    include: { items: true },
  });
}

/** Each call its own action (Idempotency-Key): racing refunds are two staff pressing, not one press sent twice. */
const refundCall = (orderId: string, body: unknown) =>
  refund(
    new NextRequest(`http://localhost/api/admin/orders/${orderId}/refund`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staffCookie, "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: orderId }) },
  );

const customerEmails = (orderId: string) =>
  db().outgoingEmail.findMany({ where: { relatedType: "Order", relatedId: orderId, to: customer.email }, orderBy: { id: "asc" } });

describe("stock at payment", () => {
  it("sells exactly the 5 units left to 20 buyers paying at once; the other 15 are told how many are left and never charged", async () => {
    const product = await newProduct("20.00", { stockQuantity: 5 });
    const size = product.sizes[0]!;
    const buyers = Array.from({ length: 20 }, () => shopper(customer));
    for (const buyer of buyers) expect((await buyer.add(product.itemNumber, 1)).status).toBe(200);
    const chargesBefore = gateways.charges;

    const responses = await Promise.all(buyers.map((buyer) => buyer.pay(testCardToken(APPROVE))));

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = (await response.json()) as ErrorBody;
      expect(body.fields?.cart).toMatch(
        new RegExp(`^(Only \\d of ${product.name} \\(Gallon\\) are in stock|${product.name}.* is out of stock)`),
      );
    }
    expect(gateways.charges - chargesBefore).toBe(5);
    expect(await stockOf(size.id)).toBe(0);
    const movements = await db().stockMovement.findMany({ where: { sizeId: size.id }, orderBy: { id: "asc" } });
    expect(movements.map((m) => [m.reason, m.delta])).toEqual(Array(5).fill(["sale", -1]));
    expect(movements.map((m) => m.quantityAfter).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await db().order.count({ where: { items: { some: { sizeId: size.id } }, status: "completed" } })).toBe(5);
  });

  it("gives the units back when the card is declined, and takes them when it is paid", async () => {
    const product = await newProduct("20.00", { stockQuantity: 3 });
    const size = product.sizes[0]!;
    const s = shopper(customer);
    await s.add(product.itemNumber, 2);
    const key = randomUUID();
    expect((await s.pay(testCardToken(DECLINE), key)).status).toBe(402);
    expect(await stockOf(size.id)).toBe(3);
    expect((await s.pay(testCardToken(APPROVE), key)).status).toBe(200);
    expect(await stockOf(size.id)).toBe(1);
    const reasons = (await db().stockMovement.findMany({ where: { sizeId: size.id }, orderBy: { id: "asc" } })).map((m) => [
      m.reason,
      m.delta,
    ]);
    expect(reasons).toEqual([
      ["sale", -2],
      ["released", 2],
      ["sale", -2],
    ]);
  });

  it("e-mails staff once when a sale takes a size below its low-stock level", async () => {
    const product = await newProduct("20.00", { stockQuantity: 6, lowStockThreshold: 4 });
    await paidOrder([{ itemNumber: product.itemNumber, quantity: 2 }], { settled: false });
    const lowStock = () => db().outgoingEmail.findMany({ where: { relatedType: "ProductSize", relatedId: product.itemNumber } });
    expect(await lowStock()).toEqual([]);
    await paidOrder([{ itemNumber: product.itemNumber, quantity: 1 }], { settled: false });
    const [notice, ...more] = await lowStock();
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(`Low stock: ${product.name} (Gallon), 3 left`);
    expect(notice?.text).toContain("below the low-stock level of 4");
    await paidOrder([{ itemNumber: product.itemNumber, quantity: 1 }], { settled: false });
    expect(await lowStock()).toHaveLength(1);
  });

  it("e-mails staff exactly once when five buyers paying at once take a size from 5 to 0 past its level of 2", async () => {
    const product = await newProduct("20.00", { stockQuantity: 5, lowStockThreshold: 2 });
    const buyers = Array.from({ length: 5 }, () => shopper(customer));
    for (const buyer of buyers) expect((await buyer.add(product.itemNumber, 1)).status).toBe(200);

    const responses = await Promise.all(buyers.map((buyer) => buyer.pay(testCardToken(APPROVE))));

    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
    expect(await stockOf(product.sizes[0]!.id)).toBe(0);
    const notices = await db().outgoingEmail.findMany({ where: { relatedType: "ProductSize", relatedId: product.itemNumber } });
    expect(notices.map((notice) => notice.subject)).toEqual([`Low stock: ${product.name} (Gallon), 1 left`]);
  });

  it("a void gives the units back and e-mails the customer 'Transaction Voided'", async () => {
    const product = await newProduct("20.00", { stockQuantity: 4 });
    const order = await paidOrder([{ itemNumber: product.itemNumber, quantity: 3 }], { settled: false });
    expect(await stockOf(product.sizes[0]!.id)).toBe(1);
    const response = await voidPayment(
      new NextRequest("http://localhost/api/payment/void", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: staffCookie },
        body: JSON.stringify({ transactionId: order.cardTransactionId }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await stockOf(product.sizes[0]!.id)).toBe(4);
    const emails = await customerEmails(order.id);
    expect(emails.map((e) => e.subject)).toContain(`Transaction Voided: order #${order.orderNumber}`);
    expect(emails.find((e) => e.subject.startsWith("Transaction Voided"))?.text).toContain("has been successfully canceled");
  });
});

describe("partial refunds", () => {
  it("refunds an amount, then a line with restock, then the rest: partially_refunded until nothing remains, the customer told each time", async () => {
    const a = await newProduct("20.00", { stockQuantity: 10 });
    const b = await newProduct("15.00", { stockQuantity: 10 });
    // 3 × $20 + 2 × $15 = $90.00; Wisconsin 5.5 % tax = $4.95; shipping free over the threshold or added: read it.
    const order = await paidOrder([
      { itemNumber: a.itemNumber, quantity: 3 },
      { itemNumber: b.itemNumber, quantity: 2 },
    ]);
    const total = Number(order.total.toFixed(2));
    const lineA = order.items.find((item) => item.itemNumber === a.itemNumber)!;

    const first = await refundCall(order.id, { amount: "10.00", reason: "Late delivery" });
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as RefundResponse;
    expect(firstBody.order).toMatchObject({ status: "partially_refunded", statusLabel: "Partially Refunded", actions: ["refund"] });
    expect(firstBody.order.refundedAmount).toBe("10.00");
    expect(firstBody.order.remainingAmount).toBe((total - 10).toFixed(2));

    // One unit of A with its tax (20.00 + 5.5 % = 21.10), put back in stock.
    const second = await refundCall(order.id, { lines: [{ orderItemId: lineA.id, quantity: 1, restock: true }] });
    expect(second.status).toBe(200);
    expect(((await second.json()) as RefundResponse).refund.amount).toBe("21.10");
    expect(await stockOf(a.sizes[0]!.id)).toBe(8);
    const restocked = await db().stockMovement.findFirst({ where: { sizeId: a.sizes[0]!.id, reason: "restocked" } });
    expect(restocked).toMatchObject({ delta: 1, quantityAfter: 8, orderId: order.id, actorId: staffId });

    // More units of A than are left of the line: refused naming the lines.
    const tooMany = await refundCall(order.id, { lines: [{ orderItemId: lineA.id, quantity: 3, restock: false }] });
    expect(tooMany.status).toBe(400);
    const tooManyBody = (await tooMany.json()) as ErrorBody;
    expect(tooManyBody.fields?.lines).toBe(`${a.name} (Gallon): at most 2 can be refunded, 1 of 3 already were`);

    // More than remains: refused naming the amount, nothing sent to the gateway.
    const remaining = (total - 10 - 21.1).toFixed(2);
    const over = await refundCall(order.id, { amount: (Number(remaining) + 0.01).toFixed(2) });
    expect(over.status).toBe(400);
    expect(((await over.json()) as ErrorBody).fields?.amount).toBe(
      `Amount can be at most what remains to refund, $${Number(remaining).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );

    // No amount and no lines: all that remains.
    const rest = await refundCall(order.id, { reason: "Closing the account" });
    expect(rest.status).toBe(200);
    const restBody = (await rest.json()) as RefundResponse;
    expect(restBody.refund.amount).toBe(remaining);
    expect(restBody.order).toMatchObject({ status: "refunded", statusLabel: "Refund Processed", actions: [], remainingAmount: "0.00" });

    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { refunds: { include: { lines: true } } } });
    expect(stored.refundedAmount.toFixed(2)).toBe(total.toFixed(2));
    expect(stored.refunds.map((r) => r.amount.toFixed(2))).toEqual(["10.00", "21.10", remaining]);
    expect(stored.refunds[1]?.lines).toEqual([expect.objectContaining({ orderItemId: lineA.id, quantity: 1, restocked: true })]);
    expect(new Set(stored.refunds.map((r) => r.gatewayRefundId)).size).toBe(3);

    const refundMails = (await customerEmails(order.id)).filter((e) => e.subject.startsWith("Refund Processed"));
    expect(refundMails.map((e) => e.subject)).toEqual([
      `Refund Processed: $10.00 for order #${order.orderNumber}`,
      `Refund Processed: $21.10 for order #${order.orderNumber}`,
      `Refund Processed: $${Number(remaining).toLocaleString("en-US", { minimumFractionDigits: 2 })} for order #${order.orderNumber}`,
    ]);
    expect(refundMails[0]?.text).toContain("The refund appears in your account within 3-5 business days.");
    expect(refundMails[1]?.text).toContain(`1 × ${a.name}, Gallon`);
    expect(refundMails[2]?.text).toContain("Your order is now refunded in full.");

    const after = await refundCall(order.id, { amount: "1.00" });
    expect(after.status).toBe(409);
    expect(((await after.json()) as ErrorBody).fields?.amount).toBe("This order has already been refunded");
  });

  it("lets one of two racing refunds through; the other is refused naming the amount, and the money is refunded once", async () => {
    const product = await newProduct("40.00");
    const order = await paidOrder([{ itemNumber: product.itemNumber, quantity: 1 }]);
    const amount = (Number(order.total.toFixed(2)) - 5).toFixed(2);
    const [one, two] = await Promise.all([refundCall(order.id, { amount }), refundCall(order.id, { amount })]);
    expect([one!.status, two!.status].sort()).toEqual([200, expect.any(Number)]);
    const refused = one!.status === 200 ? two! : one!;
    expect([400, 409]).toContain(refused.status);
    const body = (await refused.json()) as ErrorBody;
    expect(body.fields?.amount).toMatch(
      /^(A refund or void of this order is already in progress|Amount can be at most what remains to refund, \$5\.00)$/,
    );
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { refunds: true } });
    expect(stored.refunds).toHaveLength(1);
    expect(stored.refundedAmount.toFixed(2)).toBe(amount);
    expect(stored.status).toBe("partially_refunded");
  });

  it("refuses to refund an unsettled card charge, naming the amount, and checks amounts and lines before any gateway call", async () => {
    const product = await newProduct("25.00");
    const unsettled = await paidOrder([{ itemNumber: product.itemNumber, quantity: 1 }], { settled: false });
    const response = await refundCall(unsettled.id, { amount: "5.00" });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).fields?.amount).toBe(
      "This card charge has not settled yet, so it cannot be refunded: void it instead",
    );

    const order = await paidOrder([{ itemNumber: product.itemNumber, quantity: 1 }]);
    const both = await refundCall(order.id, { amount: "5.00", lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] });
    expect(both.status).toBe(400);
    expect(((await both.json()) as ErrorBody).fields?.amount).toBe("Give either an amount or lines to refund, not both");
    const zero = await refundCall(order.id, { amount: "0" });
    expect(((await zero.json()) as ErrorBody).fields?.amount).toBe("Amount must be more than $0.00");
    const noLines = await refundCall(order.id, { lines: [{ orderItemId: order.items[0]!.id, quantity: 0 }] });
    expect(((await noLines.json()) as ErrorBody).fields?.lines).toBe("Choose at least one line and a quantity to refund");
    const otherLine = await refundCall(order.id, { lines: [{ orderItemId: 2_000_000_000, quantity: 1 }] });
    expect(((await otherLine.json()) as ErrorBody).fields?.lines).toBe("Line 2000000000 is not part of this order");
    const badQuantity = await refundCall(order.id, { lines: [{ orderItemId: order.items[0]!.id, quantity: 1.5 }] });
    expect(badQuantity.status).toBe(400);
    expect(Object.keys(((await badQuantity.json()) as ErrorBody).fields ?? {})).toEqual(["lines.0.quantity"]);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);
  });
});
