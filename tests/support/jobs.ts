// The job queue in the integration tests: jobs run in the test's own process (lib/jobs/run.ts) when the
// test says so, and a job waiting for its retry delay can be made due at once.
import { db } from "@/lib/db/client";
import { runDueJobs } from "@/lib/jobs/run";
import { jobQueue, QUEUES } from "@/lib/jobs/queue";

export { runDueJobs };

/** Every job waiting for its start time or retry delay becomes due now. */
export async function makeJobsDue(): Promise<void> {
  await jobQueue(); // its tables exist once it has started
  await db().$executeRawUnsafe(`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE state IN ('created', 'retry')`);
}

/** Delivers every e-mail queued so far (what the worker does within seconds in the running site). */
export async function deliverQueuedEmails() {
  return runDueJobs([QUEUES.email]);
}
