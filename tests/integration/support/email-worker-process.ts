// One app instance's e-mail worker for jobs.test.ts, in a process of its own that shares nothing with the
// test but the database and the outbox. It stops as `next start` does on SIGTERM: at once, whatever it
// is sending. It works the e-mail queue only (no timers), so that it leaves the other tests' jobs alone.
//   node --conditions=react-server --import tsx tests/integration/support/email-worker-process.ts
import { db } from "@/lib/db/client";
import { jobQueue, QUEUES } from "@/lib/jobs/queue";
import { startJobWorker } from "@/lib/jobs/worker";

process.on("SIGTERM", () => process.exit(143));
// Ready as an instance that has been serving: its database client has made its first query.
await db().outgoingEmail.findFirst({ select: { id: true } });
await jobQueue("producer");
await startJobWorker([QUEUES.email]);
process.stdout.write("ready\n");
