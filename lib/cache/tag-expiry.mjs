// The cache tags expired on this process, and when: what the shared cache handler (shared-tags-handler.mjs)
// checks every entry against before handing it out. It holds the expiries made here and those announced
// by the other app instances, which Next itself has no documented way to be told of.
//
// Every expiry applies at once, whatever time it allows (Next's `durations.expire`): a cache handler's
// `get` can hand an entry out or not, never "serve it stale and make it again behind". This app only ever
// expires at once (share-expiry.ts, revalidatePath).
//
// Plain JavaScript: loaded with the handler, outside the app's bundle. The table lives on globalThis, so
// that a second copy of this module would still see the same expiries.

/**
 * This process's clock as Next stamps the entries it stores (`lastModified`): its start plus the
 * monotonic clock, in whole milliseconds. Date.now() drifts from it while the process runs, so an expiry
 * marked by Date.now() could fall after an entry stored later, or before one stored earlier.
 */
export const now = () => Math.floor(performance.timeOrigin + performance.now());

const holder = globalThis;
/** Tag → when it was last expired here (`now()` time). */
const expiries = (holder.__tzExpiredTags ??= new Map());

/**
 * Expires `tags` as of `at`: entries stored before then are not handed out. A later time wins; a time
 * still to come here (another machine's clock) counts as now.
 */
export function expireTags(tags, at = now()) {
  const time = Math.min(at, now());
  for (const tag of tags) expiries.set(tag, Math.max(expiries.get(tag) ?? 0, time));
}

/** The latest time one of `tags` was expired, 0 if never. */
export function lastExpiry(tags) {
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, expiries.get(tag) ?? 0);
  return latest;
}

/** Whether an entry stored at `lastModified` with `tags` was stored before one of them expired. */
export function expiredSince(tags, lastModified) {
  return lastModified < lastExpiry(tags);
}
