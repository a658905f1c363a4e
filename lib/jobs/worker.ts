// The worker: every app instance runs one (started from instrumentation.ts), polling each queue of
// the shared database; pg-boss hands each job to one of them. On the embedded database the worker
// shares the app's one connection (lib/jobs/queue.ts).
import "server-only";
import { HANDLERS } from "./handlers";
import { jobQueue, QUEUES } from "./queue";

/** How often an idle worker looks for new jobs: an e-mail goes out within this after it is queued. */
const POLLING_SECONDS = 2;

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

export async function startJobWorker(): Promise<void> {
  const boss = await startedQueue();
  for (const name of Object.values(QUEUES)) {
    const handle = HANDLERS[name];
    await boss.work(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
      if (!job) return;
      return handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
    });
  }
  console.log(`[jobs] worker polling ${Object.values(QUEUES).length} queues every ${POLLING_SECONDS} s`);
}
