// The upgrade from pg-boss 10, whose schema pg-boss 12 cannot migrate: the jobs the previous release
// left waiting in it (schema "pgboss") are moved to pg-boss 12's and run there, with their priority,
// retry count and backoff as they were, while the instances of the previous release may still be
// queueing there during a rolling restart; the old schema is dropped once none of them runs.
import { randomUUID } from "node:crypto";
import PgBossV10 from "pg-boss-v10";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { db, dbPool } from "@/lib/db/client";
import { recordEmail } from "@/lib/email";
import { EMAIL_JOB, EMAIL_JOB_PRIORITY, JOB_SCHEMA, jobQueue, QUEUES } from "@/lib/jobs/queue";
import { handOverV10Jobs, V10_IDLE_MINUTES, V10_SCHEMA } from "@/lib/jobs/v10-handover";
import { deliverQueuedEmails, makeJobsDue, runDueJobs, until, workerProcess } from "@/tests/support/jobs";
import { outboxFilesFor } from "@/tests/support/outbox";

const onPostgres = inject("databaseKind") === "postgres";

/** pg-boss 10 as the previous release ran it (lib/jobs/queue.ts before the upgrade), in its own schema. */
async function previousRelease() {
  const base = { schema: V10_SCHEMA, supervise: false, schedule: false };
  const boss = onPostgres
    ? new PgBossV10({ ...base, connectionString: process.env.DATABASE_URL, max: 2 })
    : new PgBossV10({ ...base, db: { executeSql: (text, values) => dbPool().query(text, values) } });
  boss.on("error", (error) => console.error("[pg-boss 10]", error));
  await boss.start();
  await boss.createQueue(QUEUES.email, { name: QUEUES.email, ...EMAIL_JOB });
  return {
    boss,
    /** An e-mail recorded and its delivery queued, as the previous release's lib/email did. */
    queueEmail: async (subject: string, priority: keyof typeof EMAIL_JOB_PRIORITY = "normal") => {
      const { id } = await recordEmail({ to: `upgrade-${randomUUID()}@example.com`, subject, text: subject, priority });
      const jobId = await boss.send(QUEUES.email, { emailId: id }, { ...EMAIL_JOB, priority: EMAIL_JOB_PRIORITY[priority] });
      await db().outgoingEmail.update({ where: { id }, data: { jobId } });
      return { emailId: id, jobId: jobId! };
    },
    /** Takes the next e-mail job, as one of its workers would: the one given. */
    take: async (jobId: string) => {
      const [job] = await boss.fetch(QUEUES.email);
      expect(job?.id).toBe(jobId);
    },
  };
}

const emailStatus = async (id: number) => (await db().outgoingEmail.findUniqueOrThrow({ where: { id } })).status;
const v12Job = async (id: string) => {
  const [job] = await db().$queryRawUnsafe<{ state: string; retry_count: number; priority: number; start_after: Date }[]>(
    `SELECT state::text, retry_count, priority, start_after FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`,
    id,
  );
  return job;
};
const v10SchemaExists = async () => {
  const [row] = await db().$queryRawUnsafe<{ present: boolean }[]>(`SELECT to_regnamespace($1) IS NOT NULL AS present`, V10_SCHEMA);
  return row!.present;
};
/** When a worker of the previous release last ran its cron monitor (every 30 s while it runs). */
const lastSeen = (minutesAgo: number) =>
  db().$executeRawUnsafe(`UPDATE ${V10_SCHEMA}.version SET cron_on = now() - make_interval(mins => $1)`, minutesAgo);

beforeAll(async () => {
  // pg-boss 12's queues exist (a worker of this release has started), and nothing of earlier files waits.
  await jobQueue();
  await makeJobsDue();
  await runDueJobs();
});

afterAll(async () => {
  await db().$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${V10_SCHEMA} CASCADE`);
});

describe("jobs queued by the previous release (pg-boss 10)", () => {
  it("are moved to pg-boss 12 and run there, while an instance of the previous release runs; its schema goes once none does", async () => {
    const previous = await previousRelease();
    try {
      const retrying = await previous.queueEmail("Failed once before the upgrade");
      await previous.take(retrying.jobId);
      await previous.boss.fail(QUEUES.email, retrying.jobId, { message: "connection refused" });
      const abandoned = await previous.queueEmail("Taken by an instance that died");
      await previous.take(abandoned.jobId);
      await db().$executeRawUnsafe(
        `UPDATE ${V10_SCHEMA}.job SET started_on = now() - interval '1 hour' WHERE id = $1::uuid`,
        abandoned.jobId,
      );
      const underWay = await previous.queueEmail("Being delivered by a running instance");
      await previous.take(underWay.jobId);
      const waiting = await previous.queueEmail("Queued before the upgrade", "urgent");
      await lastSeen(0);

      expect(await handOverV10Jobs()).toEqual({ moved: 3, dropped: false });
      expect(await v12Job(waiting.jobId)).toMatchObject({ state: "created", retry_count: 0, priority: EMAIL_JOB_PRIORITY.urgent });
      // Its backoff still runs; its next attempt is its second.
      expect(await v12Job(retrying.jobId)).toMatchObject({ state: "retry", retry_count: 0 });
      expect((await v12Job(retrying.jobId))!.start_after.getTime()).toBeGreaterThan(Date.now() + 10_000);
      // Expired under the instance that took it, it is retried, as pg-boss 10 would have done.
      expect(await v12Job(abandoned.jobId)).toMatchObject({ state: "retry" });
      // Still under way in the previous release, it stays there.
      expect(await v12Job(underWay.jobId)).toBeUndefined();

      const runs = await deliverQueuedEmails();
      expect(runs.map((run) => run.id).sort()).toEqual([waiting.jobId, abandoned.jobId].sort());
      expect(runs.every((run) => run.ok)).toBe(true);
      expect(await emailStatus(waiting.emailId)).toBe("written");
      expect(await emailStatus(abandoned.emailId)).toBe("written");
      expect(await emailStatus(retrying.emailId)).toBe("queued");

      await makeJobsDue();
      expect(await deliverQueuedEmails()).toEqual([expect.objectContaining({ id: retrying.jobId, ok: true })]);
      expect(await emailStatus(retrying.emailId)).toBe("written");
      expect(await v12Job(retrying.jobId)).toMatchObject({ state: "completed", retry_count: 1 });

      // The previous release's instance stops: it hands its job back, and queues one more on the way out.
      await previous.boss.fail(QUEUES.email, underWay.jobId, { message: "pg-boss shut down while active" });
      const last = await previous.queueEmail("Queued as the last instance stopped");
      await lastSeen(V10_IDLE_MINUTES - 1);
      expect(await handOverV10Jobs()).toEqual({ moved: 2, dropped: false });
      expect(await v10SchemaExists()).toBe(true);

      await lastSeen(V10_IDLE_MINUTES + 1);
      expect(await handOverV10Jobs()).toEqual({ moved: 0, dropped: true });
      expect(await v10SchemaExists()).toBe(false);
      expect(await handOverV10Jobs()).toEqual({ moved: 0, dropped: false });

      await makeJobsDue();
      await deliverQueuedEmails();
      expect(await emailStatus(underWay.emailId)).toBe("written");
      expect(await emailStatus(last.emailId)).toBe("written");
      for (const { emailId } of [waiting, retrying, abandoned, underWay, last]) expect(await outboxFilesFor(emailId)).toHaveLength(1);
    } finally {
      await previous.boss.stop({ graceful: false, wait: true, close: onPostgres });
    }
  });

  it.runIf(onPostgres)(
    "are delivered by an instance of this release as soon as its worker starts",
    async () => {
      const previous = await previousRelease();
      const { emailId } = await (async () => {
        try {
          return await previous.queueEmail("Waiting through the deploy");
        } finally {
          await previous.boss.stop({ graceful: false, wait: true });
        }
      })();
      const worker = workerProcess();
      try {
        await worker.ready;
        await until("the e-mail queued by the previous release is written", async () => (await emailStatus(emailId)) === "written", 20_000);
      } finally {
        await worker.stop();
      }
      expect(await outboxFilesFor(emailId)).toHaveLength(1);
    },
    60_000,
  );
});
