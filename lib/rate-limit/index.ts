// Rate limiting of public forms and sign-in (DESIGN §6): a fixed window per key, counted in the
// RateLimit table so that every instance of the app shares the same counts.
import "server-only";
import { isIP } from "node:net";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

export type RateLimitOptions = {
  /** Calls allowed per window. */
  limit: number;
  windowMs: number;
  /**
   * The time the call is counted at. Unset (always, in the app), the database's clock: instances with
   * skewed clocks then agree. Tests pass a later time instead of waiting for a window to end. Pruning
   * old rows always goes by the database's clock, so a time given here never removes another key's window.
   */
  now?: Date;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Calls still allowed in this window after this one. */
  remaining: number;
  /** Seconds until the window ends; 0 when the call was allowed. */
  retryAfterSeconds: number;
};

type Row = { count: number; retryAfterMs: number };

type QueryClient = Pick<Prisma.TransactionClient, "$queryRaw">;

function checkOptions({ limit, windowMs, now }: RateLimitOptions): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError("windowMs must be a positive integer");
  if (now !== undefined && Number.isNaN(now.getTime())) throw new RangeError("now must be a valid date");
}

/** The time to count at, as the table stores it (UTC, milliseconds): `now`, or the database's clock. */
function clock(now: Date | undefined): Prisma.Sql {
  return now === undefined
    ? Prisma.sql`(now() AT TIME ZONE 'UTC')::timestamp(3)`
    : Prisma.sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::timestamp(3)`;
}

/**
 * Counts one call for `key` in one statement, so there is no read-then-write race: the upsert takes the
 * row lock, and concurrent calls for the same key queue on it and each see the count the one before left
 * (PostgreSQL's INSERT … ON CONFLICT DO UPDATE; PGlite runs statements one at a time anyway). A window
 * that has ended restarts at 1. Time is the database's clock unless `now` is given (see RateLimitOptions).
 * With `below`, a call is only counted while the count is under it; a refused one returns no row.
 */
async function countCall(
  key: string,
  { windowMs, now }: RateLimitOptions,
  below?: number,
  client: QueryClient = db(),
): Promise<Row | undefined> {
  const onlyBelow =
    below === undefined ? Prisma.empty : Prisma.sql`WHERE r."expiresAt" <= EXCLUDED."windowStart" OR r."count" < ${below}::integer`;
  const rows = await client.$queryRaw<Row[]>`
    WITH clock AS (SELECT ${clock(now)} AS now)
    INSERT INTO "RateLimit" AS r ("key", "count", "windowStart", "expiresAt")
    SELECT ${key}::text, 1, clock.now, clock.now + ${windowMs}::integer * interval '1 millisecond'
    FROM clock
    ON CONFLICT ("key") DO UPDATE SET
      "count"       = CASE WHEN r."expiresAt" <= EXCLUDED."windowStart" THEN 1 ELSE r."count" + 1 END,
      "windowStart" = CASE WHEN r."expiresAt" <= EXCLUDED."windowStart" THEN EXCLUDED."windowStart" ELSE r."windowStart" END,
      "expiresAt"   = CASE WHEN r."expiresAt" <= EXCLUDED."windowStart" THEN EXCLUDED."expiresAt" ELSE r."expiresAt" END
    ${onlyBelow}
    RETURNING
      r."count" AS "count",
      (EXTRACT(EPOCH FROM (r."expiresAt" - ${clock(now)})) * 1000)::float8 AS "retryAfterMs"
  `;
  return rows[0];
}

/**
 * Counts one call for `key` and says whether it is within `limit` calls per `windowMs`. Refused calls are
 * counted too: hammering does not shorten the wait, nor extend it past the window. Inside a transaction
 * (`client`), the call counts only if the transaction commits.
 */
export async function consume(key: string, options: RateLimitOptions, client: QueryClient = db()): Promise<RateLimitResult> {
  checkOptions(options);
  const row = await countCall(key, options, undefined, client);
  if (!row) throw new Error("rate limit: the upsert returned no row");
  const count = Number(row.count);
  const allowed = count <= options.limit;

  // Now and then, drop the rows of windows that ended long ago so the table stays small.
  if (Math.random() < 0.02) void pruneExpired().catch(() => undefined);

  return {
    allowed,
    remaining: Math.max(0, options.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(Number(row.retryAfterMs) / 1000)),
  };
}

/**
 * Takes one of the `limit` places of `key`'s window, only while one is free: of many concurrent callers
 * exactly the free places are handed out, and a refused call changes nothing. For work that must be
 * counted before it is done (checking a password is slow: sign-in counts first, then hashes), and given
 * back with `release` when it should not count.
 */
export async function claim(key: string, options: RateLimitOptions): Promise<RateLimitResult & { count: number }> {
  checkOptions(options);
  const row = await countCall(key, options, options.limit);
  if (row) {
    const count = Number(row.count);
    return { allowed: true, count, remaining: Math.max(0, options.limit - count), retryAfterSeconds: 0 };
  }
  const [full] = await db().$queryRaw<Row[]>`
    SELECT "count", (EXTRACT(EPOCH FROM ("expiresAt" - ${clock(options.now)})) * 1000)::float8 AS "retryAfterMs"
    FROM "RateLimit" WHERE "key" = ${key}
  `;
  return {
    allowed: false,
    count: Number(full?.count ?? options.limit),
    remaining: 0,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(full?.retryAfterMs ?? options.windowMs) / 1000)),
  };
}

/** Gives back one place taken by `claim` (the work turned out not to count). */
export async function release(key: string): Promise<void> {
  await db().$executeRaw`UPDATE "RateLimit" SET "count" = "count" - 1 WHERE "key" = ${key} AND "count" > 0`;
}

/** Deletes windows that ended more than an hour ago. A concurrent consume() that restarts a row wins: the row's new expiresAt no longer matches. */
export async function pruneExpired(): Promise<number> {
  return db().$executeRaw`
    DELETE FROM "RateLimit" WHERE "expiresAt" < (now() AT TIME ZONE 'UTC')::timestamp(3) - interval '1 hour'
  `;
}

/**
 * The visitor's address, for keying rate limits: the last entry of X-Forwarded-For, else X-Real-IP,
 * else "unknown".
 *
 * Who sets the header: with TRUST_PROXY unset, the launcher makes Next replace whatever a visitor sent
 * with the socket's address (scripts/lib/socket-address.cjs), so it cannot be chosen by the client.
 * With TRUST_PROXY=true, one proxy in front (nginx, a load balancer) sets or appends it; the entry it
 * appended, the last one, is the address it saw, while earlier entries came from the client.
 * Values that are not IP addresses are ignored, which also bounds the key's length.
 */
export function clientAddress(request: { headers: Pick<Headers, "get"> }): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1);
  const candidates = [forwarded, request.headers.get("x-real-ip")];
  for (const candidate of candidates) {
    const address = normalizeAddress(candidate);
    if (address) return address;
  }
  return "unknown";
}

function normalizeAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let address = value.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:51234" carry a port some proxies add.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : undefined;
}
