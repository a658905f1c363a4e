// The jobs that pg-boss 10 left waiting, handed over to pg-boss 12. pg-boss 12 cannot upgrade pg-boss 10's
// schema (`pgboss`, its schema version 24): its migrations start at version 25, and its maintainer's
// advice is a new schema and the waiting jobs moved into it. So pg-boss 12 has a schema of its own
// (JOB_SCHEMA), and this moves the jobs: when a worker starts and every minute after, as long as the
// old schema is there, since during a rolling restart the instances of the previous release still
// queue jobs there (and hand theirs back there when they stop). Once none of them has run for
// V10_IDLE_MINUTES and no job is left waiting, the old schema is dropped, and this does nothing more.
import "server-only";
import { db } from "@/lib/db/client";
import { JOB_SCHEMA } from "./queue";

/** Where pg-boss 10 kept its tables. */
export const V10_SCHEMA = "pgboss";
/** pg-boss 10.4's schema version: every database this site ran on with pg-boss 10 was upgraded to it. */
const V10_SCHEMA_VERSION = 24;
/**
 * Every running pg-boss 10 worker sets its schema's `version.cron_on` at least every 30 s (its cron
 * monitor); when it is older than this, no instance of the previous release works the old queue any more.
 */
export const V10_IDLE_MINUTES = 10;

export type V10Handover = { moved: number; dropped: boolean };

/**
 * A job moves when it waits (created, or retry: with its retry count, start time and backoff as they
 * were), or when it is active past its expiry: the instance that took it stopped, and pg-boss 10
 * would have failed it back to retry, which is what it becomes here. A job still active within its
 * expiry stays with the instance running it, which completes it there or, when it stops, fails it back
 * to retry, to be moved by a later run. Only jobs of the queues pg-boss 12 has are moved (pg-boss 10's
 * own cron queue is left behind), each with its new queue's policy and retention.
 */
const MOVE = `
  WITH moved AS (
    DELETE FROM ${V10_SCHEMA}.job AS old
    USING ${JOB_SCHEMA}.queue AS queue
    WHERE queue.name = old.name
      AND (old.state IN ('created', 'retry') OR (old.state = 'active' AND old.started_on + old.expire_in < now()))
    RETURNING old.*, queue.policy AS queue_policy, queue.deletion_seconds AS queue_deletion_seconds
  )
  INSERT INTO ${JOB_SCHEMA}.job (
    id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, expire_seconds,
    deletion_seconds, singleton_key, singleton_on, start_after, created_on, started_on, keep_until, output, policy
  )
  SELECT
    id, name, priority, data,
    (CASE WHEN state = 'active' THEN 'retry' ELSE state::text END)::${JOB_SCHEMA}.job_state,
    retry_limit, retry_count, retry_delay, retry_backoff, GREATEST(1, EXTRACT(EPOCH FROM expire_in))::int,
    queue_deletion_seconds, singleton_key, singleton_on, start_after, created_on, started_on, keep_until, output, queue_policy
  FROM moved
  ON CONFLICT DO NOTHING`;

/** Moves pg-boss 10's waiting jobs into pg-boss 12's queues (made by jobQueue() first), and drops its schema once it is done with. */
export async function handOverV10Jobs(): Promise<V10Handover> {
  if (!(await v10SchemaPresent(db()))) return { moved: 0, dropped: false };
  const handover = await db().$transaction(
    async (tx) => {
      // One instance at a time; the one that waited finds the schema gone, or nothing left to move.
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('tz:pgboss-v10-handover'))`);
      if (!(await v10SchemaPresent(tx))) return { moved: 0, dropped: false };
      const [{ version } = { version: null }] = await tx.$queryRawUnsafe<{ version: number | null }[]>(
        `SELECT max(version)::int AS version FROM ${V10_SCHEMA}.version`,
      );
      if (version !== V10_SCHEMA_VERSION) {
        throw new Error(
          `the schema "${V10_SCHEMA}" holds pg-boss schema version ${version}, not pg-boss 10's ${V10_SCHEMA_VERSION}: its jobs were not moved`,
        );
      }
      // A previous release's instance waiting on a lock must not hold the move up, nor the move them, for long.
      await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '10s'`);
      // No job can be queued there, nor taken, between the move and the check below.
      await tx.$executeRawUnsafe(`LOCK TABLE ${V10_SCHEMA}.job IN EXCLUSIVE MODE`);
      const moved = await tx.$executeRawUnsafe(MOVE);
      const [state] = await tx.$queryRawUnsafe<{ waiting: number; idle: boolean }[]>(
        `SELECT
           (SELECT count(*) FROM ${V10_SCHEMA}.job AS old JOIN ${JOB_SCHEMA}.queue AS queue ON queue.name = old.name
             WHERE old.state IN ('created', 'retry', 'active'))::int AS waiting,
           (SELECT bool_and(cron_on IS NULL OR cron_on < now() - make_interval(mins => $1)) FROM ${V10_SCHEMA}.version) AS idle`,
        V10_IDLE_MINUTES,
      );
      const dropped = state?.waiting === 0 && state.idle === true;
      if (dropped) await tx.$executeRawUnsafe(`DROP SCHEMA ${V10_SCHEMA} CASCADE`);
      return { moved, dropped };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  if (handover.moved > 0) console.log(`[jobs] ${handover.moved} waiting job(s) moved from pg-boss 10's schema "${V10_SCHEMA}"`);
  if (handover.dropped) console.log(`[jobs] pg-boss 10's schema "${V10_SCHEMA}" dropped: nothing waits there, and no instance uses it`);
  return handover;
}

type RawQuery = Pick<ReturnType<typeof db>, "$queryRawUnsafe">;

async function v10SchemaPresent(client: RawQuery): Promise<boolean> {
  const [row] = await client.$queryRawUnsafe<{ present: boolean }[]>(
    `SELECT to_regclass($1) IS NOT NULL AND to_regclass($2) IS NOT NULL AS present`,
    `${V10_SCHEMA}.version`,
    `${V10_SCHEMA}.job`,
  );
  return row?.present === true;
}
