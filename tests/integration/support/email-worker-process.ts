// One app instance's e-mail worker for jobs.test.ts, in a process of its own that shares nothing with the
// test but the database and the outbox. It stops as an instance of `npm start` does: SIGTERM is handled
// by the same preload (scripts/lib/graceful-stop.cjs), which lets the worker finish or hand back its job;
// SIGKILL is an instance that dies. It works the e-mail queue only (no timers), so that it leaves the
// other tests' jobs alone.
//   node --require ./scripts/lib/graceful-stop.cjs --conditions=react-server --import tsx tests/integration/support/email-worker-process.ts
import { db } from "@/lib/db/client";
import { jobQueue, QUEUES } from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";

// Ready as an instance that has been serving: its database client has made its first query.
await db().outgoingEmail.findFirst({ select: { id: true } });
await jobQueue("producer");
await startJobWorker([QUEUES.email]);
process.stdout.write("ready\n");
