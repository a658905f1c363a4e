// Runs the jobs that are due now, one by one, in this process, with the handlers the worker uses:
// for the tests (which check what a job did right after queueing it) and for scripts. A failure is
// reported to the queue exactly as the worker's would be, so retries and backoff follow the same rules.
import "server-only";
import { HANDLERS } from "./handlers";
import { jobQueue, QUEUES, type QueueName } from "./queue";

export type JobRun = { queue: QueueName; id: string; ok: boolean; error?: string };

export async function runDueJobs(queues: readonly QueueName[] = Object.values(QUEUES), limit = 500): Promise<JobRun[]> {
  const boss = await jobQueue();
  const runs: JobRun[] = [];
  for (let more = true; more && runs.length < limit;) {
    more = false;
    for (const queue of queues) {
      const [job] = await boss.fetch<unknown>(queue, { includeMetadata: true, batchSize: 1 });
      if (!job) continue;
      more = true;
      try {
        const output = await HANDLERS[queue]({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
        // Settled as the attempt that was fetched, as the worker's are.
        await boss.complete(queue, job, output && typeof output === "object" ? output : undefined);
        runs.push({ queue, id: job.id, ok: true });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await boss.fail(queue, job, { message });
        runs.push({ queue, id: job.id, ok: false, error: message });
      }
    }
  }
  return runs;
}
