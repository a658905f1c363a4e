// The worker: every app instance runs one (started from instrumentation.ts), polling each queue of
// the shared database; pg-boss hands each job to one of them. On the embedded database the worker
// shares the app's one connection (lib/jobs/queue.ts).
import "server-only";
import type { JobResult, JobWithMetadata, PgBoss } from "pg-boss";
import { HANDLERS } from "./handlers";
import { jobQueue, QUEUES, stopJobQueue, type QueueName } from "./queue";
import { handOverV10Jobs } from "./v10-handover";

type WorkSettings = {
  /** Jobs taken at each look at the queue. */
  batchSize: number;
  /** How often an idle worker looks (pg-boss's least is 0.5 s); after a full batch pg-boss looks again at once. */
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

/** Runs `task` on every item, at most `limit` at a time, in the items' order. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Works `name`: each job of a batch succeeds or fails on its own, and pg-boss settles each with its own output. */
async function work(boss: PgBoss, name: QueueName): Promise<void> {
  const { concurrency, ...fetching } = workSettings(name);
  const handle = HANDLERS[name];
  await boss.work(
    name,
    { ...fetching, includeMetadata: true, perJobResults: true, burstWhenBatchFull: true },
    async (jobs: JobWithMetadata<unknown>[]) => {
      const results: JobResult[] = [];
      await eachLimited(jobs, concurrency, async (job) => {
        try {
          const output = await handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
          results.push({ id: job.id, status: "completed", output });
        } catch (error) {
          // Failed alone, to be retried as its queue says.
          results.push({ id: job.id, status: "failed", output: { message: error instanceof Error ? error.message : String(error) } });
        }
      });
      return results;
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
  const boss = await jobQueue("worker");
  (globalThis as StopHook).__tzStopJobWorker = stopJobQueue;
  // Before the first look at the queues, so that what the previous release left waiting is among it.
  await handOverV10Jobs().catch((error: unknown) =>
    console.error("[jobs] pg-boss 10's jobs not moved yet:", error instanceof Error ? error.message : error),
  );
  for (const name of queues) await work(boss, name);
  console.log(
    `[jobs] worker on ${queues.length} queues; e-mail ${EMAIL_WORK.batchSize} at a look, ${EMAIL_WORK.concurrency} at a time, every ${EMAIL_WORK.pollingIntervalSeconds} s when idle`,
  );
}
