// Next's incremental cache (ISR pages and `unstable_cache`, e.g. the catalog), with tag expiry shared by
// every app instance (next.config.ts `cacheHandler`). Loaded by Next's server as it is, outside the app's
// bundle: hence plain JavaScript.
//
// Why it extends Next's own handler, an internal module, instead of keeping entries itself through the
// documented interface alone: that interface (get(key) → "the cached value or null", set(key, data, ctx),
// revalidateTag(tags), resetRequestCache(); nextjs.org/docs/app/api-reference/config/next-config-js/
// incrementalCacheHandlerPath) gives a handler no way to reach the pages `next build` prerendered. The
// build writes them under the dist dir itself, past the handler, in a layout no documentation describes,
// and only Next's default handler (FileSystemCache) reads them: a handler of our own would make every
// page again on each instance's first visit, or would have to read that layout itself. `cacheHandlers`
// ('use cache', with refreshTags/updateTags for several instances) is no way out: it never stores ISR
// pages (those stay with `cacheHandler`), and needs `cacheComponents`, which refuses this app's route
// segment config (`revalidate`, `dynamic`). Of Next's internals, only that class is used.
//
// Entries stay where Next keeps them (memory, then .next on disk): only the knowledge "tag T was expired
// at time t" has to travel. This handler keeps it in a table of its own (tag-expiry.mjs) and hands out no
// entry stored before one of its tags expired. So:
// - revalidateTag / revalidatePath on one instance marks the tag there (Next's handler its own table too),
//   then stores the expiry in PostgreSQL (CacheTagRevalidation) and announces it with NOTIFY;
// - every instance LISTENs, and marks the tag in its own table the moment the notice arrives (a few
//   milliseconds, well inside the second a staff change may take to reach every instance);
// - an instance that starts, or whose listening connection was lost and comes back, reads the rows it
//   has not seen, so that no expiry is missed while it was not listening.
// The time an expiry is marked is this process's clock at arrival, never the sender's: instances whose
// clocks differ still treat everything they cached before the notice as expired.
//
// On the embedded database (EMBEDDED_DATABASE=1) there is one instance (several need PostgreSQL, see
// scripts/start.mjs) and nothing to share: only the checks in `get` below apply. Its socket server also
// interleaves the messages of two connections (lib/db/client.ts keeps the app to one), so no second,
// listening connection is opened there.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import pg from "pg";
import { rememberPageScripts } from "../security/page-scripts.mjs";
import { expireTags, expiredSince, lastExpiry, now } from "./tag-expiry.mjs";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;

const CHANNEL = "tz_cache_tags";
/**
 * A page or a cached read made again in the background (Next serves the stale copy meanwhile) may have
 * read the database before a change and been stored just after its expiry, which it then outlives: see
 * `get`. Longer than such a render takes on a busy machine.
 */
const RACE_MS = 15_000;
/** Keys whose entry `get` refused because of that race, and when: an entry stored since then is trusted. */
const remade = new Map();
/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * The expiry as stored with the tag: Next's `durations` ({ expire }) or none, which expires at once. For
 * the record: every instance expires the tag at once (tag-expiry.mjs says why).
 */
function expireSecondsOf(durations) {
  if (!durations) return 0;
  return typeof durations.expire === "number" ? durations.expire : null;
}

/** The tags an entry answers to: a page's own (stored with it), or those its caller names. */
function tagsOf(data, ctx) {
  const header = data?.value?.headers?.["x-next-cache-tags"];
  return [...(typeof header === "string" ? header.split(",") : []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** Entries whose page scripts are noted already (the memory cache hands out the same object each time). */
const noted = new WeakSet();

/** Notes the inline scripts of a page the cache hands out or stores, for its policy (lib/security/page-scripts.mjs). */
function notePage(key, value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || noted.has(value)) return;
  rememberPageScripts(key, value.html);
  noted.add(value);
}

/** Whether an entry stored at `lastModified` so soon after one of `tags` expired may have begun its render before. */
function mayPredateExpiry(key, lastModified, tags) {
  const expiredAt = lastExpiry(tags);
  if (expiredAt === 0 || lastModified < expiredAt || lastModified - expiredAt > RACE_MS) return false;
  const refusedAt = remade.get(key);
  return !(refusedAt !== undefined && refusedAt >= expiredAt && lastModified >= refusedAt);
}

function enabled() {
  return (
    Boolean(process.env.DATABASE_URL) &&
    process.env.EMBEDDED_DATABASE !== "1" &&
    // While building, pages are made once and nothing expires them.
    process.env.NEXT_PHASE !== "phase-production-build"
  );
}

/** The process's connections, made once (Next creates a handler per request). */
class TagSync {
  id = randomUUID();
  /** The latest revalidatedAt (database clock, ms) this process has applied. */
  seen = 0;
  listener = null;
  // Kept open while idle (pg closes an idle connection after 10 s by default): an expiry is published while a
  // staff member waits for "saved" (lib/cache/share-expiry.ts), not after a new connection is made.
  writer = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 0 });

  constructor() {
    this.writer.on("error", (error) => console.error("[cache] tag store:", error.message));
    void this.listen(true);
  }

  async listen(first) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
    let lost = false;
    // "error" and "end" may both come for one lost connection: one new connection replaces it.
    const retry = () => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      setTimeout(() => void this.listen(false), RECONNECT_MS).unref();
    };
    client.on("error", (error) => {
      console.error("[cache] listening for expired tags:", error.message);
      retry();
    });
    client.on("end", retry);
    client.on("notification", (message) => {
      try {
        const notice = JSON.parse(message.payload ?? "");
        this.seen = Math.max(this.seen, notice.at);
        if (notice.from === this.id) return;
        expireTags(notice.tags, now());
      } catch (error) {
        console.error("[cache] unreadable tag notice:", error instanceof Error ? error.message : error);
      }
    });
    try {
      await client.connect();
      this.listener = client;
      await client.query(`LISTEN ${CHANNEL}`);
      // Listening first, then reading: an expiry made in between is applied twice, never missed.
      const { rows } = await client.query(
        `SELECT "tag", "expireSeconds", (EXTRACT(EPOCH FROM "revalidatedAt") * 1000)::float8 AS "at"
         FROM "CacheTagRevalidation" WHERE "revalidatedAt" > to_timestamp($1::float8 / 1000) AT TIME ZONE 'UTC'`,
        [this.seen],
      );
      const arrived = now();
      for (const row of rows) {
        // At start, entries cached before the expiry (on disk, by an earlier run) are the ones to expire;
        // after a lost connection, everything cached until now may have missed it.
        expireTags([row.tag], first ? row.at : arrived);
        this.seen = Math.max(this.seen, row.at);
      }
    } catch (error) {
      console.error("[cache] listening for expired tags:", error instanceof Error ? error.message : error);
      retry();
    }
  }

  /** Stores the expiry and notifies every instance in one statement (NOTIFY goes out when it commits). */
  async publish(tags, expireSeconds) {
    await this.writer.query(
      `WITH stored AS (
         INSERT INTO "CacheTagRevalidation" ("tag", "revalidatedAt", "expireSeconds")
         SELECT tag, (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3), $2::integer FROM unnest($1::text[]) AS tag
         ON CONFLICT ("tag") DO UPDATE SET "revalidatedAt" = EXCLUDED."revalidatedAt", "expireSeconds" = EXCLUDED."expireSeconds"
         RETURNING (EXTRACT(EPOCH FROM "revalidatedAt") * 1000)::float8 AS at
       )
       SELECT pg_notify($3, json_build_object('from', $4::text, 'tags', $1::text[], 'expireSeconds', $2::integer, 'at', max(at))::text)
       FROM stored`,
      [tags, expireSeconds, CHANNEL, this.id],
    );
  }
}

const holder = globalThis;
function tagSync() {
  holder.__tzTagSync ??= new TagSync();
  return holder.__tzTagSync;
}

export default class SharedTagsCache extends FileSystemCache {
  constructor(options) {
    super(options);
    if (enabled()) tagSync();
  }

  /**
   * Next's answer, except for an entry stored before one of its tags expired, here or on another
   * instance, and for one stored shortly after and not made again since: its render may have begun
   * before the change (a background remake of a stale page). That one is refused once, so that the next
   * render, which starts after the change, replaces it.
   */
  async get(key, ctx) {
    const data = await super.get(key, ctx);
    if (!data) return data;
    if (typeof data.lastModified === "number") {
      const tags = tagsOf(data, ctx);
      if (expiredSince(tags, data.lastModified)) return null;
      if (mayPredateExpiry(key, data.lastModified, tags)) {
        remade.set(key, now());
        return null;
      }
    }
    notePage(key, data.value);
    return data;
  }

  /** Next's own, after noting the scripts of a page it stores: the page goes out after this. */
  async set(key, data, ctx) {
    notePage(key, data);
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = (typeof tags === "string" ? [tags] : tags).filter((tag) => typeof tag === "string" && tag.length > 0);
    expireTags(list);
    if (!enabled() || list.length === 0) return;
    try {
      await tagSync().publish(list, expireSecondsOf(durations));
    } catch (error) {
      // This instance has expired its copy; the others keep theirs until their own time runs out.
      console.error("[cache] could not share expired tags:", error instanceof Error ? error.message : error);
    }
  }
}
