// The job queue in the integration tests: jobs run in the test's own process (lib/jobs/run.ts) when the
// test says so, and a job waiting for its retry delay can be made due at once; or an instance's worker
// runs them in a process of its own.
import { spawn } from "node:child_process";
import { db } from "@/lib/db/client";
import { runDueJobs } from "@/lib/jobs/run";
import { JOB_SCHEMA, jobQueue, QUEUES } from "@/lib/jobs/queue";

export { runDueJobs };

/** Every job waiting for its start time or retry delay becomes due now. */
export async function makeJobsDue(): Promise<void> {
  await jobQueue(); // its tables exist once it has started
  await db().$executeRawUnsafe(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE state IN ('created', 'retry')`,
  );
}

/** Delivers every e-mail queued so far (what the worker does within seconds in the running site). */
export async function deliverQueuedEmails() {
  return runDueJobs([QUEUES.email]);
}

/** Waits for `condition`, failing with `what` (and what `progress` says) once `timeoutMs` has passed. */
export async function until(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
  progress?: () => Promise<string>,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}${progress ? ` (${await progress()})` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An app instance's e-mail worker in a process of its own (tests/integration/support/email-worker-process.ts),
 * on PostgreSQL (the embedded database serves one process).
 */
export function workerProcess(env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [
      "--require",
      "./scripts/lib/graceful-stop.cjs",
      "--conditions=react-server",
      "--import",
      "tsx",
      "tests/integration/support/email-worker-process.ts",
    ],
    { env: { ...process.env, EMBEDDED_DATABASE: "0", ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    void exited.then(() => reject(new Error("the worker process exited before it was ready")));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    ready,
    exited,
    running,
    /** SIGTERM, as a deploy, a rolling restart or `npm start`'s Ctrl-C stops an instance. */
    stop: async () => {
      if (running()) child.kill("SIGTERM");
      return exited;
    },
    /** SIGKILL: the instance dies, whatever it was doing. */
    kill: async () => {
      if (running()) child.kill("SIGKILL");
      return exited;
    },
  };
}
