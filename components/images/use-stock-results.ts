"use client";

import { useCallback, useRef, useState } from "react";
import { z } from "zod";
import { api } from "@/lib/client/api";
import { STOCK_PROVIDER_INFO, notConfiguredMessage, stockPhotos, type StockPhoto, type StockProvider } from "@/lib/images/stock";

/** A route's 503 when the provider has no key on the server. */
const notConfigured = z.object({ configured: z.literal(false) });

export type ProviderResult =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "not-configured"; message: string }
  | { status: "error"; message: string }
  | { status: "ready"; photos: StockPhoto[] };

/**
 * One result per provider, fetched side by side. A provider without a key is never asked: the page
 * knows from the server which ones are configured, and the route would refuse anyway.
 */
export function useStockResults(providers: readonly StockProvider[], configured: Record<StockProvider, boolean>) {
  const initial = () =>
    Object.fromEntries(
      providers.map((p) => [p, configured[p] ? { status: "idle" } : { status: "not-configured", message: notConfiguredMessage(p) }]),
    ) as Record<StockProvider, ProviderResult>;
  const [results, setResults] = useState<Record<StockProvider, ProviderResult>>(initial);
  const generation = useRef(0);

  const load = useCallback(
    (path: (provider: StockProvider) => string) => {
      const current = ++generation.current;
      for (const provider of providers) {
        if (!configured[provider]) continue;
        setResults((r) => ({ ...r, [provider]: { status: "loading" } }));
        void (async () => {
          // Each provider answers in its own shape; stockPhotos reads it.
          const result = await api.get(path(provider), z.unknown());
          let next: ProviderResult;
          if (result.ok) next = { status: "ready", photos: stockPhotos(provider, result.data) };
          else if (result.status === 0) next = { status: "error", message: `${STOCK_PROVIDER_INFO[provider].label} could not be reached` };
          else if (result.status === 503 && notConfigured.safeParse(result.body).success)
            next = { status: "not-configured", message: result.error };
          else next = { status: "error", message: result.error };
          // Results of an older search must not replace a newer one's.
          if (current === generation.current) setResults((r) => ({ ...r, [provider]: next }));
        })();
      }
    },
    [providers, configured],
  );

  return { results, load };
}
