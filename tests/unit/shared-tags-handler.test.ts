// Next's cache handler (lib/cache/shared-tags-handler.mjs), called as Next calls it, in memory: an expiry
// made here or announced by another instance (tag-expiry.mjs, what a NOTIFY does) keeps every entry stored
// before it from being handed out, whatever the wall clock says.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import SharedTagsCache, { type CacheContext } from "@/lib/cache/shared-tags-handler.mjs";
import { expireTags } from "@/lib/cache/tag-expiry.mjs";
import { pageScriptHashes } from "@/lib/security/page-scripts.mjs";

const noFile = async () => {
  throw Object.assign(new Error("no such file"), { code: "ENOENT" });
};

/** A handler as `next start` makes one, with nothing on disk. */
const handler = () =>
  new SharedTagsCache({
    fs: { readFile: noFile, stat: noFile, existsSync: () => false },
    serverDistDir: "/nonexistent/server",
    flushToDisk: false,
    maxMemoryCacheSize: 10_000_000,
    revalidatedTags: [],
  });

/** Lets the clock move on: entries are stamped in whole milliseconds. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

let unique = 0;
/** A cached read of `unstable_cache` with a tag of its own: keys and tags are shared by the whole process. */
function cachedRead() {
  unique += 1;
  const tag = `test-catalog-${unique}`;
  const key = `test-read-${unique}`;
  const ctx: CacheContext = { kind: "FETCH", tags: [tag], softTags: [] };
  return {
    key,
    tag,
    ctx,
    store: (cache: SharedTagsCache, data: unknown) =>
      cache.set(key, { kind: "FETCH", data: { body: JSON.stringify(data) }, revalidate: 300 }, { fetchCache: true, tags: [tag] }),
  };
}

beforeEach(() => {
  // No database: nothing is published or listened to.
  vi.stubEnv("DATABASE_URL", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the shared cache handler", () => {
  it("stops handing out an entry once another instance expired one of its tags", async () => {
    const cache = handler();
    const read = cachedRead();
    await read.store(cache, ["old price"]);
    expect(await cache.get(read.key, read.ctx)).not.toBeNull();

    await tick();
    expireTags([read.tag]);
    expect(await cache.get(read.key, read.ctx)).toBeNull();
  });

  it("expires what was stored before, and keeps what is made after, while the wall clock runs ahead or behind", async () => {
    for (const drift of [60_000, -60_000]) {
      const wall = Date.now;
      const clock = vi.spyOn(Date, "now").mockImplementation(() => wall() + drift);
      try {
        const cache = handler();
        const read = cachedRead();
        await read.store(cache, ["old price"]);
        await tick();
        expireTags([read.tag]);
        await tick();
        expect(await cache.get(read.key, read.ctx), `drift ${drift} ms`).toBeNull();

        // Made again at once: its render may have begun before the change, so it is made once more...
        await read.store(cache, ["new price"]);
        await tick();
        expect(await cache.get(read.key, read.ctx), `drift ${drift} ms`).toBeNull();
        // ...and that one is kept.
        await tick();
        await read.store(cache, ["new price"]);
        expect((await cache.get(read.key, read.ctx))?.value, `drift ${drift} ms`).toMatchObject({ data: { body: '["new price"]' } });
      } finally {
        clock.mockRestore();
      }
    }
  });

  it("expires a tag here as Next asks, and notes the inline scripts of a page it stores", async () => {
    const cache = handler();
    unique += 1;
    const path = `/products/test-product-${unique}`;
    const key = `/route-cache/APP_PAGE/products/[slug]/$${path}`;
    const script = `self.__page=${unique}`;
    const page = {
      kind: "APP_PAGE",
      html: `<html><body><script>${script}</script></body></html>`,
      rscData: Buffer.from("rsc"),
      headers: { "x-next-cache-tags": `_N_T_/layout,_N_T_${path}` },
      status: 200,
    };
    await cache.set(key, page, { cacheControl: { revalidate: 300, expire: undefined } });
    expect(pageScriptHashes(path)).toEqual([`sha256-${createHash("sha256").update(script).digest("base64")}`]);
    const ctx: CacheContext = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };
    expect(await cache.get(key, ctx)).not.toBeNull();

    await tick();
    await cache.revalidateTag([`_N_T_${path}`]);
    expect(await cache.get(key, ctx)).toBeNull();
  });
});
