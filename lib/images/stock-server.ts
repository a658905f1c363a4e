// Calls to the stock-photo providers (Unsplash, Pexels, Pixabay, Dreamstime) with the keys from the
// environment. Without a key a provider answers 503 "<Provider> is not configured" and nothing leaves
// the server. Answers keep the provider's list key and the fields the pages read (seed 001 §3, §7).
import "server-only";
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import {
  CURATED_QUERIES,
  STOCK_PROVIDER_INFO,
  curatedQuerySchema,
  notConfiguredMessage,
  pickStockItems,
  searchQuerySchema,
  type StockProvider,
} from "./stock";

const key = z.string().trim().min(8).optional();
const envSchema = z.object({
  UNSPLASH_ACCESS_KEY: key,
  PEXELS_API_KEY: key,
  PIXABAY_API_KEY: key,
  DREAMSTIME_API_KEY: key,
});

/** Read on every call: a key added to the environment counts after a restart, an empty one is no key. */
export function stockKeys(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse({
    UNSPLASH_ACCESS_KEY: source.UNSPLASH_ACCESS_KEY || undefined,
    PEXELS_API_KEY: source.PEXELS_API_KEY || undefined,
    PIXABAY_API_KEY: source.PIXABAY_API_KEY || undefined,
    DREAMSTIME_API_KEY: source.DREAMSTIME_API_KEY || undefined,
  });
  // A malformed key is treated as missing (never echoed: it is a secret).
  return parsed.success ? parsed.data : {};
}

export function providerKey(provider: StockProvider): string | undefined {
  const keys: Partial<Record<string, string>> = stockKeys();
  return keys[STOCK_PROVIDER_INFO[provider].envKey];
}

const TIMEOUT_MS = 10_000;

/** The provider's request for a search; each provider names things its own way. */
function providerRequest(provider: StockProvider, apiKey: string, query: string, perPage: number): { url: URL; init: RequestInit } {
  switch (provider) {
    case "unsplash": {
      const url = new URL("https://api.unsplash.com/search/photos");
      url.search = new URLSearchParams({ query, per_page: String(perPage), content_filter: "high" }).toString();
      return { url, init: { headers: { authorization: `Client-ID ${apiKey}`, "accept-version": "v1" } } };
    }
    case "pexels": {
      const url = new URL("https://api.pexels.com/v1/search");
      url.search = new URLSearchParams({ query, per_page: String(perPage) }).toString();
      return { url, init: { headers: { authorization: apiKey } } };
    }
    case "pixabay": {
      const url = new URL("https://pixabay.com/api/");
      // Pixabay answers 400 to fewer than 3 per page.
      url.search = new URLSearchParams({
        key: apiKey,
        q: query,
        per_page: String(Math.max(3, perPage)),
        image_type: "photo",
        safesearch: "true",
      }).toString();
      return { url, init: {} };
    }
    case "dreamstime": {
      // Dreamstime's JSON API takes named requests in one POST.
      const url = new URL("https://www.dreamstime.com/api/");
      const body = {
        APIRequests: { SearchImages: { Verb: "SearchImages", AuthToken: apiKey, Keywords: query, PageSize: perPage, Page: 1 } },
      };
      return { url, init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } };
    }
  }
}

/** Where each provider keeps its list in its own answer. */
function providerList(provider: StockProvider, json: unknown): unknown {
  const record = (json ?? {}) as Record<string, unknown>;
  switch (provider) {
    case "unsplash":
      return record.results;
    case "pexels":
      return record.photos;
    case "pixabay":
      return record.hits;
    case "dreamstime": {
      const responses = (record.APIResponses ?? {}) as Record<string, { Images?: unknown }>;
      return responses.SearchImages?.Images ?? record.images;
    }
  }
}

export type StockSearch = { provider: StockProvider; query: string; perPage: number; fetchImpl?: typeof fetch };

/** The provider's photos under its list key, or an error Response. Never calls out without a key. */
export async function searchStock({ provider, query, perPage, fetchImpl = fetch }: StockSearch): Promise<Response> {
  const info = STOCK_PROVIDER_INFO[provider];
  const apiKey = providerKey(provider);
  if (!apiKey) return Response.json({ error: notConfiguredMessage(provider), configured: false }, { status: 503 });
  const { url, init } = providerRequest(provider, apiKey, query, perPage);
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), cache: "no-store" });
  } catch {
    return jsonError(504, `${info.label} did not answer`);
  }
  if (response.status === 401 || response.status === 403) return jsonError(502, `${info.label} refused the API key`);
  if (response.status === 429) return jsonError(429, `${info.label} asks us to slow down: try again in a minute`);
  if (!response.ok) return jsonError(502, `${info.label} answered ${response.status}`);
  const json: unknown = await response.json().catch(() => null);
  const items = pickStockItems(provider, providerList(provider, json)).slice(0, perPage);
  return Response.json({ [info.answerKey]: items, configured: true }, { headers: { "cache-control": "private, max-age=300" } });
}

export function stockSearchHandler(provider: StockProvider) {
  return route({ role: "staff", area: "content", query: searchQuerySchema }, ({ query }) =>
    searchStock({ provider, query: query.query, perPage: query.per_page }),
  );
}

export function stockCuratedHandler(provider: StockProvider) {
  return route({ role: "staff", area: "content", query: curatedQuerySchema }, ({ query }) =>
    searchStock({ provider, query: CURATED_QUERIES[query.category], perPage: query.per_page }),
  );
}

/**
 * Unsplash asks to be told when one of its photos is used (POST /api/unsplash/download/{id}); a failure
 * there must not stop the import, so it is only logged.
 */
export async function trackUnsplashDownload(id: string, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const apiKey = providerKey("unsplash");
  if (!apiKey) return Response.json({ error: notConfiguredMessage("unsplash"), configured: false }, { status: 503 });
  try {
    const response = await fetchImpl(`https://api.unsplash.com/photos/${encodeURIComponent(id)}/download`, {
      headers: { authorization: `Client-ID ${apiKey}`, "accept-version": "v1" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`Unsplash download tracking for ${id} answered ${response.status}`);
  } catch (error) {
    console.warn(`Unsplash download tracking for ${id} failed`, error);
  }
  return Response.json({ tracked: true });
}
