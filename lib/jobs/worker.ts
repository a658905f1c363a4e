// The worker: every app instance runs one (started from instrumentation.ts), polling each queue of
// the shared database; pg-boss hands each job to one of them. On the embedded database the worker
// shares the app's one connection (lib/jobs/queue.ts).
import "server-only";
import type PgBoss from "pg-boss";
import { HANDLERS } from "./handlers";
import { jobQueue, QUEUES, stopJobQueue, type QueueName } from "./queue";

type WorkSettings = {
  /** Jobs taken at each look at the queue. */
  batchSize: number;
  /** How often an idle worker looks (pg-boss's least is 0.5 s); after a full batch it looks again at once. */
  pollingIntervalSeconds: number;
  /** Jobs of a batch run at the same time. */
  concurrency: number;
};

/**
 * E-mail: up to 20 messages at each look, 5 delivered at a time, and the next batch at once while the
 * queue is full, so a backlog drains at the pace of delivery itself; an idle worker looks every half
 * second, so a message goes out within about that of being queued.
 */
const EMAIL_WORK: WorkSettings = { batchSize: 20, pollingIntervalSeconds: 0.5, concurrency: 5 };
/** The scheduled jobs (sweeps, confirmations, clean-ups): one at a time, looked for every 2 s. */
const SCHEDULED_WORK: WorkSettings = { batchSize: 1, pollingIntervalSeconds: 2, concurrency: 1 };

const workSettings = (name: QueueName) => (name === QUEUES.email ? EMAIL_WORK : SCHEDULED_WORK);

/**
 * Instances started together on a new database create pg-boss's tables and queues at the same moment,
 * and PostgreSQL may end one of them with "deadlock detected": that one tries again a moment later,
 * when the other has made them.
 */
const START_ATTEMPTS = 5;

async function startedQueue() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await jobQueue("worker");
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 500 + Math.random() * 500));
    }
  }
}

/** Runs `task` on every item, at most `limit` at a time, in the items' order. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Works `name`: each job of a batch succeeds or fails on its own (pg-boss would fail the whole batch for one). */
async function work(boss: PgBoss, name: QueueName): Promise<void> {
  const settings = workSettings(name);
  const handle = HANDLERS[name];
  const worker: { id?: string } = {};
  worker.id = await boss.work(
    name,
    { includeMetadata: true, batchSize: settings.batchSize, pollingIntervalSeconds: settings.pollingIntervalSeconds },
    async (jobs) => {
      const outputs: unknown[] = [];
      await eachLimited(jobs, settings.concurrency, async (job) => {
        try {
          outputs.push(await handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit }));
        } catch (error) {
          // Failed alone, to be retried as its queue says; pg-boss completes the batch's other jobs.
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      });
      if (jobs.length === settings.batchSize && worker.id) boss.notifyWorker(worker.id);
      return jobs.length === 1 ? outputs[0] : undefined;
    },
  );
}

/**
 * How the process's SIGTERM handler (scripts/lib/graceful-stop.cjs, loaded before Next) stops the worker:
 * it runs outside the app's modules, so the worker leaves it a function on the global object.
 */
type StopHook = { __tzStopJobWorker?: (timeoutMs: number) => Promise<void> };

/** Starts this instance's worker on `queues` (every queue; the tests' worker process names only e-mail). */
export async function startJobWorker(queues: readonly QueueName[] = Object.values(QUEUES)): Promise<void> {
  const boss = await startedQueue();
  (globalThis as StopHook).__tzStopJobWorker = stopJobQueue;
  for (const name of queues) await work(boss, name);
  console.log(
    `[jobs] worker on ${queues.length} queues; e-mail ${EMAIL_WORK.batchSize} at a look, ${EMAIL_WORK.concurrency} at a time, every ${EMAIL_WORK.pollingIntervalSeconds} s when idle`,
  );
}
