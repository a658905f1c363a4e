// The job queue on the database (pg-boss): e-mail delivered by jobs with retries and backoff, at least
// once and in order of urgency, the confirmation of paid orders nobody completed, and the clean-up of
// abandoned checkouts. On the embedded database and on PostgreSQL alike; what needs a second process
// (an instance stopped while sending, the worker's pace) on PostgreSQL.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { sendVerificationLink } from "@/lib/auth/email-verification";
import { db } from "@/lib/db/client";
import { outboxDir, queueDelivery, recordEmail, resendEmail, sendEmail } from "@/lib/email";
import { JOB_SCHEMA, QUEUES } from "@/lib/jobs/queue";
import { saveLead } from "@/lib/leads";
import { parseLeadRequest } from "@/lib/leads/schemas";
import { abandonStalePendingOrders, confirmUnconfirmedOrders } from "@/lib/orders/after-payment";
import { completeOrder } from "@/lib/orders/completion";
import { createCustomer } from "@/tests/support/accounts";
import { deliverQueuedEmails, makeJobsDue, runDueJobs, until, workerProcess } from "@/tests/support/jobs";
import { MADISON_CUSTOMER, TWO_QUARTS_TOTALS } from "@/tests/support/orders";
import { outboxFilesFor } from "@/tests/support/outbox";
import { messageIdOf, startFakeSmtp } from "@/tests/support/smtp-fake";

const MINUTE = 60_000;
const onPostgres = inject("databaseKind") === "postgres";

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
      `SELECT state, start_after FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`,
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
    await db().$executeRawUnsafe(`INSERT INTO ${JOB_SCHEMA}.job (name, data) VALUES ($1, '{}'::jsonb)`, QUEUES.emailSweep);
    await runDueJobs([QUEUES.emailSweep, QUEUES.email]);
    expect(await db().outgoingEmail.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "written", jobId: expect.any(String) });
    expect(await outboxFilesFor(id)).toHaveLength(1);
  });
});

/** The sweep job, run now (it runs every minute in the site), then the deliveries it queued. */
async function sweepAndDeliver() {
  await db().$executeRawUnsafe(`INSERT INTO ${JOB_SCHEMA}.job (name, data) VALUES ($1, '{}'::jsonb)`, QUEUES.emailSweep);
  return runDueJobs([QUEUES.emailSweep, QUEUES.email]);
}

const emailRow = (id: number) => db().outgoingEmail.findUniqueOrThrow({ where: { id } });

describe("e-mail goes out at least once", () => {
  it.runIf(onPostgres)(
    "sends a message again, with the same Message-ID, when its instance died while handing it over; it is never marked failed",
    async () => {
      const smtp = await startFakeSmtp({ hang: true });
      try {
        process.env.SMTP_URL = smtp.url;
        const { id } = await sendEmail(message("Stopped mid-send"));
        const worker = workerProcess({ SMTP_URL: smtp.url });
        try {
          await worker.ready;
          // The mail server has the message, and the instance dies before the server confirms it.
          await until("the mail server receives the message", () => smtp.messages.length === 1, 20_000);
        } finally {
          await worker.kill();
        }
        expect(await emailRow(id)).toMatchObject({ status: "sending", attempts: 1 });

        // Minutes later the stopped instance's claim has run out, and the sweep queues the message again.
        await db().outgoingEmail.update({ where: { id }, data: { lastAttemptAt: new Date(Date.now() - 20 * MINUTE) } });
        smtp.hang = false;
        await sweepAndDeliver();
        expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 2, error: null, sentAt: expect.any(Date) });
        expect(smtp.messages).toHaveLength(2);
        // The receiving server drops the repeat: it already has this Message-ID.
        expect(messageIdOf(smtp.messages[1]!)).toBe(messageIdOf(smtp.messages[0]!));
        expect(messageIdOf(smtp.messages[0]!)).toBe((await emailRow(id)).messageId);
      } finally {
        await smtp.close();
      }
    },
    60_000,
  );

  it.runIf(onPostgres)(
    "an instance stopped with SIGTERM finishes the message it is handing over before it exits",
    async () => {
      const smtp = await startFakeSmtp({ hang: true });
      try {
        process.env.SMTP_URL = smtp.url;
        const { id } = await sendEmail(message("Stopped gracefully"));
        const worker = workerProcess({ SMTP_URL: smtp.url, STOP_GRACE_SECONDS: "20" });
        try {
          await worker.ready;
          await until("the mail server receives the message", () => smtp.messages.length === 1, 20_000);
          const stopped = worker.stop();
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          expect(worker.running(), "the instance waits for the message under way").toBe(true);
          smtp.release();
          expect(await stopped).toBe(0);
        } finally {
          await worker.kill();
        }
        const row = await emailRow(id);
        expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
        const [job] = await db().$queryRawUnsafe<{ state: string }[]>(
          `SELECT state::text FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`,
          row.jobId,
        );
        expect(job?.state).toBe("completed");
        expect(smtp.messages).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    },
    60_000,
  );

  it.runIf(onPostgres)(
    "an instance stopped with SIGTERM hands back, at its limit, a job it cannot finish: it is not left active",
    async () => {
      const smtp = await startFakeSmtp({ hang: true });
      try {
        process.env.SMTP_URL = smtp.url;
        const { id } = await sendEmail(message("Handed back"));
        const worker = workerProcess({ SMTP_URL: smtp.url, STOP_GRACE_SECONDS: "1" });
        try {
          await worker.ready;
          await until("the mail server receives the message", () => smtp.messages.length === 1, 20_000);
          const startedAt = Date.now();
          expect(await worker.stop()).toBe(0);
          expect(Date.now() - startedAt, "the stop keeps to its limit").toBeLessThan(10_000);
        } finally {
          await worker.kill();
        }
        const { jobId } = await emailRow(id);
        const [job] = await db().$queryRawUnsafe<{ state: string }[]>(
          `SELECT state::text FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`,
          jobId,
        );
        // Failed by its worker, so queued again (retry) for another instance, instead of active until it expires.
        expect(job?.state).toBe("retry");
      } finally {
        await smtp.close();
      }
    },
    60_000,
  );

  it("writes a message to the outbox once when it is delivered again after its file was written", async () => {
    const { id } = await sendEmail(message("Written, then stopped"));
    await deliverQueuedEmails();
    const [file, ...more] = await outboxFilesFor(id);
    expect(more).toEqual([]);
    const written = await readFile(file!, "utf8");

    // The instance stopped after writing the file and before recording it: the row still says sending.
    await db().outgoingEmail.update({
      where: { id },
      data: { status: "sending", sentAt: null, lastAttemptAt: new Date(Date.now() - 20 * MINUTE) },
    });
    await sweepAndDeliver();
    expect(await emailRow(id)).toMatchObject({ status: "written", error: null, sentAt: expect.any(Date) });
    expect(await outboxFilesFor(id)).toEqual([file]);
    expect(await readFile(file!, "utf8")).toBe(written);
  });
});

describe("urgent e-mail first", () => {
  /** Three leads sent through the site: each is an acknowledgement and a staff notice, queued. */
  async function leadBacklog(): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const parsed = parseLeadRequest({
        form: "consultation",
        firstName: "Bulk",
        lastName: `Sender ${i}`,
        email: `backlog-${randomUUID()}@example.com`,
        company: "Backlog Foods",
        industry: "food",
        inquiryType: "technical-consultation",
        message: "A question that can wait a little.",
      });
      if (!parsed.success) throw new Error("the lead of the backlog does not parse");
      const lead = await saveLead(parsed.value);
      const mails = await db().outgoingEmail.findMany({ where: { relatedType: "Lead", relatedId: String(lead.id) }, select: { id: true } });
      ids.push(...mails.map((mail) => mail.id));
    }
    return ids;
  }

  const newest = (to: string) => db().outgoingEmail.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });

  it("sends an order confirmation, a password reset and an address confirmation before lead mail queued earlier", async () => {
    await deliverQueuedEmails();
    const urgent: Record<string, () => Promise<number>> = {
      "order confirmation": async () => {
        const order = await paidOrder(MINUTE);
        await completeOrder(order.cartId!);
        return (await confirmations(order.id))[0]!.id;
      },
      "password reset": async () => {
        const user = await createCustomer();
        await requestPasswordReset(user.email, { origin: "http://shop.test" });
        return (await newest(user.email)).id;
      },
      "address confirmation": async () => {
        const user = await createCustomer({ verified: false });
        await sendVerificationLink(user, { origin: "http://shop.test" });
        return (await newest(user.email)).id;
      },
    };
    for (const [kind, send] of Object.entries(urgent)) {
      const backlog = await leadBacklog();
      const id = await send();
      await runDueJobs([QUEUES.email], 1);
      expect((await emailRow(id)).status, kind).toBe("written");
      expect(await db().outgoingEmail.count({ where: { id: { in: backlog }, status: "queued" } }), kind).toBe(backlog.length);
      await deliverQueuedEmails();
    }
  });

  it("sends account and order news before lead mail, and each kind in the order it was queued", async () => {
    await deliverQueuedEmails();
    const bulk = [];
    for (let i = 0; i < 3; i++) bulk.push((await sendEmail({ ...message(`Staff reply ${i}`), priority: "bulk" })).id);
    const normal = [(await sendEmail(message("Shipped"))).id, (await sendEmail(message("Delivered"))).id];
    const urgent = (await sendEmail({ ...message("Reset"), priority: "urgent" })).id;

    const order: number[] = [];
    for (let run = 0; run < 6; run++) {
      await runDueJobs([QUEUES.email], 1);
      const written = await db().outgoingEmail.findMany({
        where: { id: { in: [...bulk, ...normal, urgent] }, status: "written" },
        select: { id: true },
      });
      order.push(...written.map((row) => row.id).filter((id) => !order.includes(id)));
    }
    expect(order).toEqual([urgent, ...normal, ...bulk]);
  });
});

describe("the worker's pace", () => {
  it.runIf(onPostgres)(
    "takes twenty e-mails each time it looks at the queue: sixty queued go out in three fetches",
    async () => {
      await deliverQueuedEmails();
      const ids: number[] = [];
      for (let i = 0; i < 60; i++) ids.push((await sendEmail(message(`Pace ${i}`))).id);
      const written = () => db().outgoingEmail.count({ where: { id: { in: ids }, status: "written" } });
      const worker = workerProcess();
      try {
        await worker.ready;
        await until(
          "all 60 written",
          async () => (await written()) === 60,
          30_000,
          async () => `${await written()} of 60 written`,
        );
      } finally {
        await worker.stop();
      }
      const jobIds = (await db().outgoingEmail.findMany({ where: { id: { in: ids } }, select: { jobId: true } })).map((row) => row.jobId);
      // The jobs of one fetch are started by one statement, at one time.
      const [{ fetches } = { fetches: 0 }] = await db().$queryRawUnsafe<{ fetches: number }[]>(
        `SELECT count(DISTINCT started_on)::int AS fetches FROM ${JOB_SCHEMA}.job WHERE id = ANY($1::uuid[])`,
        jobIds,
      );
      expect(fetches).toBeLessThanOrEqual(3);
      expect((await Promise.all(ids.map(outboxFilesFor))).every((files) => files.length === 1)).toBe(true);
    },
    60_000,
  );
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
