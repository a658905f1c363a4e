// The worker: every app instance runs one (started from instrumentation.ts), polling each queue of
// the shared database; pg-boss hands each job to one of them. On the embedded database the worker
// shares the app's one connection (lib/jobs/queue.ts).
import "server-only";
import { HANDLERS } from "./handlers";
import { jobQueue, QUEUES } from "./queue";

/** How often an idle worker looks for new jobs: an e-mail goes out within this after it is queued. */
const POLLING_SECONDS = 2;

export async function startJobWorker(): Promise<void> {
  const boss = await jobQueue("worker");
  for (const name of Object.values(QUEUES)) {
    const handle = HANDLERS[name];
    await boss.work(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => {
      if (!job) return;
      return handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
    });
  }
  console.log(`[jobs] worker polling ${Object.values(QUEUES).length} queues every ${POLLING_SECONDS} s`);
}
