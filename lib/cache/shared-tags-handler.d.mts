/** What Next hands the handler and gets back (its own types are internal), as far as this app reads it. */
export type CacheContext = { kind: string; tags?: string[]; softTags?: string[]; [option: string]: unknown };
export type CachedEntry = { lastModified: number; value: unknown };

export default class SharedTagsCache {
  constructor(options: {
    fs: unknown;
    serverDistDir: string;
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    revalidatedTags?: string[];
    dev?: boolean;
  });
  get(key: string, ctx: CacheContext): Promise<CachedEntry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
