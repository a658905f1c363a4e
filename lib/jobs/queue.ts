// The job queue: pg-boss on the site's own database (the embedded one or PostgreSQL), so that work that
// must happen when nobody is on the page (e-mail delivery with retries, the confirmation of an order
// whose buyer closed the tab, the settling of payments in doubt, the clean-up of abandoned checkouts) survives restarts and is shared by
// every app instance. What a job does lives in lib/jobs/handlers.ts; who runs them in lib/jobs/worker.ts.
import "server-only";
import { PgBoss } from "pg-boss";
import { dbPool } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import type { EmailPriority } from "@/lib/generated/prisma/enums";

/**
 * pg-boss's own tables live in this schema, apart from the site's (Prisma's migrations never touch it).
 * Not `pgboss`, where pg-boss 10 kept them: pg-boss 12 cannot migrate that schema, and the instances
 * of the previous release go on using it during a rolling restart. Its jobs are moved here
 * (lib/jobs/v10-handover.ts).
 */
export const JOB_SCHEMA = "pgboss_v12";

export const QUEUES = {
  /** Delivers one OutgoingEmail row (lib/email). */
  email: "email-send",
  /**
   * Every minute: e-mails whose job was never queued (the process stopped between the row and the job),
   * and e-mails left "sending" by an instance that stopped while delivering them.
   */
  emailSweep: "email-sweep",
  /** Every minute: the confirmation of paid orders nobody completed within 10 minutes. */
  confirmOrders: "orders-confirm-unconfirmed",
  /** Every minute: payment attempts in doubt are settled by asking their gateway (lib/orders/settle-payments.ts). */
  settlePayments: "payments-settle-in-doubt",
  /** Every 10 minutes: pending orders older than 24 hours become abandoned. */
  abandonOrders: "orders-abandon-pending",
  /** Every hour: sent quotes past their valid-until date are stored as expired (reads never wait for it). */
  expireQuotes: "quotes-expire",
  /** Every hour: the answers kept under idempotency keys past their 24 hours (lib/http/idempotency.ts). */
  expireIdempotencyKeys: "idempotency-keys-expire",
  /** Every minute, while pg-boss 10's schema is there: its waiting jobs are moved to this one (lib/jobs/v10-handover.ts). */
  v10Handover: "pgboss-v10-handover",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * The e-mail job's options, given with every job (a queue's own options are set only when it is first
 * made). Retries with exponential backoff: about 30 s, 1 min, 2 min, 4 min, 8 min (pg-boss doubles the
 * delay, with up to as much again at random), then the message is marked failed for staff to see and
 * resend. A job still active after `expireInSeconds` is failed and retried: its instance stopped. The
 * worker's batch of messages ends well within it (lib/jobs/worker.ts: 20 messages, 5 at a time, each
 * bounded by the SMTP timeouts).
 */
export const EMAIL_JOB = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 180 } as const;

/** pg-boss hands out the highest first. Normal is its default: the jobs queued by an earlier release. */
export const EMAIL_JOB_PRIORITY = { urgent: 10, normal: 0, bulk: -10 } as const satisfies Record<EmailPriority, number>;

const SCHEDULES: Partial<Record<QueueName, string>> = {
  [QUEUES.emailSweep]: "* * * * *",
  [QUEUES.confirmOrders]: "* * * * *",
  [QUEUES.settlePayments]: "* * * * *",
  [QUEUES.abandonOrders]: "*/10 * * * *",
  [QUEUES.expireQuotes]: "5 * * * *",
  [QUEUES.expireIdempotencyKeys]: "15 * * * *",
  [QUEUES.v10Handover]: "* * * * *",
};

export type QueueRole = "producer" | "worker";

/**
 * Tries a worker's start makes before it gives up: a database that is not up yet, or another instance
 * installing or upgrading pg-boss's schema at the same moment, is waited for (1 s, then twice as long
 * each time). A producer (a request sending an e-mail) fails at once, and the next caller tries again.
 */
const WORKER_START_ATTEMPTS = 5;

function createBoss(role: QueueRole): PgBoss {
  const env = serverEnv();
  const base = {
    schema: JOB_SCHEMA,
    // Only a worker keeps timers (maintenance, cron) and shows in pg-boss's list of instances; a
    // producer (a test, a script) just sends.
    supervise: role === "worker",
    schedule: role === "worker",
    registerInstance: role === "worker",
  };
  const boss = env.EMBEDDED_DATABASE
    ? // The embedded server serves one connection at a time correctly (lib/db/client.ts): the queue
      // shares the app's single connection, on which node-postgres queues every query in order.
      new PgBoss({ ...base, db: { executeSql: (text, values) => dbPool().query(text, values) } })
    : // On PostgreSQL a small pool of its own, so that polling never waits behind the site's queries.
      new PgBoss({ ...base, connectionString: env.DATABASE_URL, max: 3 });
  boss.on("error", (error: unknown) => console.error("[jobs]", error instanceof Error ? error.message : error));
  boss.on("warning", (warning) => console.warn("[jobs]", warning.message));
  return boss;
}

const holder = globalThis as typeof globalThis & { __tzJobs?: Promise<PgBoss>; __tzJobsRole?: QueueRole };

/**
 * The started queue of this process, its tables made (or upgraded) on first use. The first caller
 * decides the role: the app's instrumentation asks for a worker before any request can ask for a producer.
 */
export function jobQueue(role: QueueRole = "producer"): Promise<PgBoss> {
  if (!holder.__tzJobs) {
    holder.__tzJobsRole = role;
    holder.__tzJobs = (async () => {
      const boss = createBoss(role);
      try {
        await boss.start({ attempts: role === "worker" ? WORKER_START_ATTEMPTS : 1 });
        for (const name of Object.values(QUEUES)) {
          await boss.createQueue(name, name === QUEUES.email ? EMAIL_JOB : {});
        }
        if (role === "worker") {
          for (const [name, cron] of Object.entries(SCHEDULES)) await boss.schedule(name, cron);
        }
        return boss;
      } catch (error) {
        // A half-started queue keeps timers and connections: stopped, so that a retry starts clean.
        await boss.stop({ graceful: false }).catch(() => undefined);
        throw error;
      }
    })();
    // A failed start is not kept: the next caller tries again.
    holder.__tzJobs.catch(() => {
      holder.__tzJobs = undefined;
    });
  }
  return holder.__tzJobs;
}

/**
 * Stops the queue of this process (tests, an instance's SIGTERM). pg-boss takes no job any more, gives
 * the jobs under way up to `timeoutMs` to finish, and fails any still running then, which hands it back
 * to the queue to be retried (by another instance) as its retry settings say. Its own connections are
 * closed; the embedded database's shared one is the app's, and stays open.
 */
export async function stopJobQueue(timeoutMs = 30_000): Promise<void> {
  const started = holder.__tzJobs;
  holder.__tzJobs = undefined;
  if (started) await (await started).stop({ graceful: true, timeout: timeoutMs });
}
