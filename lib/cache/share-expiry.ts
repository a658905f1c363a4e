// Expiring cached pages and reads on every app instance, before a staff member's save answers.
//
// Next applies revalidateTag and revalidatePath of a route handler only once the handler has returned, and
// lets the answer go out without waiting for them (its waitUntil): the shared cache handler
// (shared-tags-handler.mjs) then stores the expiry and NOTIFYs the other instances. On a busy machine that
// can come after the staff member already reads "saved" and looks at another instance. This publishes the
// same expiry at once, through the handler's own connection, and waits for it; Next's own publication that
// follows repeats it, which costs the other instances one more render of the pages concerned.
import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";

type TagPublisher = { publish(tags: string[], expireSeconds: number | null): Promise<void> };

/**
 * The tag Next gives every entry of a path (what revalidatePath expires): its soft tag, "_N_T_" and the
 * path (nextjs.org/docs/app/guides/how-revalidation-works, "Soft tags"; no public module exports the prefix).
 */
const pathTag = (path: string) => `_N_T_${path}`;

/**
 * Expires `tags` and `paths` here (revalidateTag at once, revalidatePath) and resolves once every instance
 * has been told. Outside a Next server (tests, scripts) there is no cache to expire.
 */
export async function expireEverywhere({ tags = [], paths = [] }: { tags?: string[]; paths?: string[] }): Promise<void> {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    for (const path of paths) revalidatePath(path);
  } catch {
    // No incremental cache in this process.
    return;
  }
  await shareExpiredTags([...tags, ...paths.map(pathTag)]);
}

/**
 * Publishes `tags` as expired now to every instance and resolves once PostgreSQL has sent the notice. Without
 * shared tags (the embedded database, one instance) there is no one to tell.
 */
async function shareExpiredTags(tags: string[]): Promise<void> {
  const publisher = (globalThis as { __tzTagSync?: TagPublisher }).__tzTagSync;
  if (!publisher || tags.length === 0) return;
  try {
    await publisher.publish(tags, 0);
  } catch (error) {
    // Next's own publication after the answer is still to come.
    console.error("[cache] could not share expired tags:", error instanceof Error ? error.message : error);
  }
}
