// The job queue on the database (pg-boss): e-mail delivered by jobs with retries and backoff and never
// twice, the confirmation of paid orders nobody completed, and the clean-up of abandoned checkouts. On
// the embedded database and on PostgreSQL alike.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { outboxDir, queueDelivery, recordEmail, resendEmail, sendEmail } from "@/lib/email";
import { QUEUES } from "@/lib/jobs/queue";
import { abandonStalePendingOrders, confirmUnconfirmedOrders } from "@/lib/orders/after-payment";
import { completeOrder } from "@/lib/orders/completion";
import { deliverQueuedEmails, makeJobsDue, runDueJobs } from "@/tests/support/jobs";
import { MADISON_CUSTOMER, TWO_QUARTS_TOTALS } from "@/tests/support/orders";

const MINUTE = 60_000;

/** The outbox files of the message with this id (the outbox is shared by runs on other databases, hence the address too). */
async function outboxFilesFor(emailId: number): Promise<string[]> {
  const { to } = await db().outgoingEmail.findUniqueOrThrow({ where: { id: emailId } });
  const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) => name.includes(`-email-${emailId}-`));
  const texts = await Promise.all(files.map(async (name) => [name, await readFile(path.join(outboxDir(), name), "utf8")] as const));
  return texts.filter(([, text]) => text.includes(`To: ${to}`)).map(([name]) => name);
}

const message = (subject: string) => ({ to: `jobs-${randomUUID()}@example.com`, subject, text: `${subject}: body` });

beforeAll(async () => {
  // Whatever earlier files queued goes out first, so that these tests count only their own jobs.
  await makeJobsDue();
  await runDueJobs();
});

afterEach(() => {
  delete process.env.SMTP_URL;
});

describe("e-mail through the job queue", () => {
  it("is queued when sent and delivered by its job: written to the outbox once, with its status", async () => {
    const { id } = await sendEmail(message("Queued"));
    const queued = await db().outgoingEmail.findUniqueOrThrow({ where: { id } });
    expect(queued).toMatchObject({ status: "queued", attempts: 0, jobId: expect.any(String) });
    expect(await outboxFilesFor(id)).toEqual([]);

    const runs = await deliverQueuedEmails();
    expect(runs).toContainEqual(expect.objectContaining({ queue: QUEUES.email, ok: true }));
    expect(await db().outgoingEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "written",
      attempts: 1,
      error: null,
      sentAt: expect.any(Date),
    });
    expect(await outboxFilesFor(id)).toHaveLength(1);
  });

  it("is never sent twice, even when two jobs carry the same message", async () => {
    const { id } = await sendEmail(message("Twice queued"));
    await queueDelivery(id); // a second job for the same row
    const runs = (await deliverQueuedEmails()).filter((run) => run.queue === QUEUES.email);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(await outboxFilesFor(id)).toHaveLength(1);
    expect((await db().outgoingEmail.findUniqueOrThrow({ where: { id } })).attempts).toBe(1);
  });

  it("is retried with backoff when the mail server refuses, then marked failed with the reason", async () => {
    // Nothing listens on port 1: every attempt fails at once with "connection refused".
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const { id } = await sendEmail(message("Unreachable server"));

    const first = await deliverQueuedEmails();
    expect(first).toEqual([expect.objectContaining({ ok: false, error: expect.stringMatching(/ECONNREFUSED/) })]);
    const afterFirst = await db().outgoingEmail.findUniqueOrThrow({ where: { id } });
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1, error: expect.stringMatching(/^Attempt 1 failed: .*ECONNREFUSED/) });
    // The retry waits for its backoff: nothing is due right away.
    expect(await deliverQueuedEmails()).toEqual([]);
    const [job] = await db().$queryRawUnsafe<{ state: string; start_after: Date }[]>(
      `SELECT state, start_after FROM pgboss.job WHERE id = $1::uuid`,
      afterFirst.jobId,
    );
    expect(job?.state).toBe("retry");
    expect(job!.start_after.getTime()).toBeGreaterThan(Date.now() + 10_000);

    for (let attempt = 2; attempt <= 6; attempt++) {
      await makeJobsDue();
      await deliverQueuedEmails();
    }
    const failed = await db().outgoingEmail.findUniqueOrThrow({ where: { id } });
    expect(failed).toMatchObject({ status: "failed", attempts: 6, sentAt: null });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.error).not.toMatch(/^Attempt/);
    // No further attempt is made.
    await makeJobsDue();
    expect(await deliverQueuedEmails()).toEqual([]);
  });

  it("is resent by staff as a new message pointing to the failed one", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const { id } = await sendEmail(message("Resend me"));
    await db().outgoingEmail.update({ where: { id }, data: { status: "failed", error: "refused" } });
    delete process.env.SMTP_URL;

    const resent = await resendEmail(id);
    await deliverQueuedEmails();
    expect(await db().outgoingEmail.findUniqueOrThrow({ where: { id: resent!.id } })).toMatchObject({
      status: "written",
      resentFromId: id,
      subject: "Resend me",
    });
    expect(await db().outgoingEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "failed", error: "refused" });
    expect(await resendEmail(999_999_999)).toBeNull();
  });

  it("recorded without a job (the process stopped in between) is queued by the sweep and delivered", async () => {
    const { id } = await recordEmail(message("Forgotten"));
    await db().outgoingEmail.update({ where: { id }, data: { createdAt: new Date(Date.now() - 2 * MINUTE) } });
    await db().$executeRawUnsafe(`INSERT INTO pgboss.job (name, data) VALUES ($1, '{}'::jsonb)`, QUEUES.emailSweep);
    await runDueJobs([QUEUES.emailSweep, QUEUES.email]);
    expect(await db().outgoingEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "written", jobId: expect.any(String) });
    expect(await outboxFilesFor(id)).toHaveLength(1);
  });
});

// ------------------------------------------------------------------ orders

async function cartWithDescaler() {
  const cartId = randomBytes(32).toString("base64url");
  const size = await db().productSize.findFirstOrThrow({ where: { itemNumber: "TZ-PS-101" } });
  await db().cart.create({ data: { id: cartId, items: { create: [{ productId: size.productId, sizeId: size.id, quantity: 2 }] } } });
  return { cartId, size };
}

async function paidOrder(paidAgoMs: number, status: "completed" | "pending" = "completed") {
  const { cartId, size } = await cartWithDescaler();
  const at = new Date(Date.now() - paidAgoMs);
  return db().order.create({
    data: {
      orderNumber: `TZ-JOB-${randomUUID().slice(0, 8).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status,
      paymentMethod: "card",
      gateway: "test",
      cartId,
      ...MADISON_CUSTOMER,
      customerEmail: `jobs-order-${randomUUID()}@example.com`,
      ...TWO_QUARTS_TOTALS,
      cardTransactionId: status === "completed" ? `test-${Date.now()}-jobs` : null,
      cardLast4: status === "completed" ? "1111" : null,
      createdAt: at,
      completedAt: status === "completed" ? at : null,
      items: {
        create: [
          {
            productId: size.productId,
            sizeId: size.id,
            size: size.size,
            productName: "Descaler",
            itemNumber: size.itemNumber,
            unitPrice: "29.95",
            quantity: 2,
            lineTotal: "59.90",
          },
        ],
      },
    },
  });
}

const confirmations = (orderId: string) =>
  db().outgoingEmail.findMany({ where: { relatedType: "Order", relatedId: orderId, subject: { startsWith: "Your order" } } });

describe("no paid order goes unconfirmed", () => {
  it("the job confirms a paid order 10 minutes after its payment, not before, and empties its cart", async () => {
    const recent = await paidOrder(9 * MINUTE);
    const waiting = await paidOrder(11 * MINUTE);
    await confirmUnconfirmedOrders();

    expect(await confirmations(recent.id)).toHaveLength(0);
    const [mail] = await confirmations(waiting.id);
    expect(mail).toMatchObject({ to: waiting.customerEmail, subject: `Your order #${waiting.orderNumber} is confirmed` });
    expect(await db().cartItem.count({ where: { cartId: waiting.cartId! } })).toBe(0);
    expect((await db().order.findUniqueOrThrow({ where: { id: waiting.id } })).confirmationEmailSentAt).toBeInstanceOf(Date);

    // Run again: nothing more for it.
    await confirmUnconfirmedOrders();
    expect(await confirmations(waiting.id)).toHaveLength(1);
  });

  it("sends exactly one confirmation when Complete Order is pressed the moment the job runs", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await paidOrder(11 * MINUTE);
      const [, pressed] = await Promise.all([confirmUnconfirmedOrders(), completeOrder(order.cartId!), completeOrder(order.cartId!)]);
      expect(pressed?.orderNumber).toBe(order.orderNumber);
      expect(await confirmations(order.id)).toHaveLength(1);
    }
  });
});

describe("abandoned checkouts", () => {
  it("a pending order older than 24 hours becomes abandoned and gives its cart back; a younger one stays", async () => {
    const stale = await paidOrder(25 * 60 * MINUTE, "pending");
    const young = await paidOrder(23 * 60 * MINUTE, "pending");
    await db().cart.update({
      where: { id: stale.cartId! },
      data: { checkoutOrderId: stale.id, checkoutLockedUntil: new Date(Date.now() - MINUTE) },
    });

    expect(await abandonStalePendingOrders()).toBeGreaterThanOrEqual(1);
    expect(await db().order.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      status: "abandoned",
      abandonedAt: expect.any(Date),
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: young.id } })).toMatchObject({ status: "pending", abandonedAt: null });
    expect(await db().cart.findUniqueOrThrow({ where: { id: stale.cartId! } })).toMatchObject({ checkoutOrderId: null });
    const audit = await db().auditLog.findFirst({ where: { entityType: "order", entityId: stale.id, action: "order.abandoned" } });
    expect(audit?.actorLabel).toBe("system");
  });

  it("leaves alone an order whose payment is in flight", async () => {
    const paying = await paidOrder(25 * 60 * MINUTE, "pending");
    await db().order.update({ where: { id: paying.id }, data: { paymentLockedUntil: new Date(Date.now() + MINUTE) } });
    await abandonStalePendingOrders();
    expect((await db().order.findUniqueOrThrow({ where: { id: paying.id } })).status).toBe("pending");
  });
});

it("the outbox directory exists once something was written", () => {
  expect(existsSync(outboxDir())).toBe(true);
});
