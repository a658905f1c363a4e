// No card is charged without a record, and none twice, on PostgreSQL (an embedded database has one
// connection, so neither a lock held by another connection nor a second app process can be played there):
// - the write that records an approved charge is blocked by a lock held 8 s (past the 5 s a transaction
//   was once allowed): the order is paid all the same, once;
// - the app instance is killed right after the gateway approved, before it recorded anything: the settle
//   job asks the gateway about the attempt's invoice number and pays the order, and the buyer's retry of
//   the same checkout answers with that, without another charge.
// In both: one paid order, one charge at the gateway, one confirmation e-mail.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { jobQueue, QUEUES } from "@/lib/jobs/queue";
import { confirmUnconfirmedOrders } from "@/lib/orders/after-payment";
import { completeOrder } from "@/lib/orders/completion";
import { runDueJobs } from "@/tests/support/jobs";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";
import { APPROVE, newProduct, shopper } from "@/tests/support/shopper";

// What the test gateway does right after it approves a charge (here: another connection locks the order).
const hooks = vi.hoisted(() => ({ afterCharge: undefined as ((invoiceNumber: string) => Promise<void>) | undefined }));

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
          const result = await real.charge(input);
          await hooks.afterCharge?.(input.invoiceNumber);
          return result;
        },
      };
    },
  };
});

const onPostgres = inject("databaseKind") === "postgres";
const email = "kim.instance@example.com";
const customer = checkoutCustomer({ firstName: "Kim", lastName: "Instance", email });
const previousMode = process.env.PAYMENTS_MODE;

beforeAll(() => {
  process.env.PAYMENTS_MODE = "test";
});
afterAll(() => {
  process.env.PAYMENTS_MODE = previousMode;
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
