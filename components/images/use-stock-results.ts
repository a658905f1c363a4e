"use client";

import { useCallback, useRef, useState } from "react";
import { STOCK_PROVIDER_INFO, notConfiguredMessage, stockPhotos, type StockPhoto, type StockProvider } from "@/lib/images/stock";

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
          let next: ProviderResult;
          try {
            const response = await fetch(path(provider), { credentials: "include", headers: { Accept: "application/json" } });
            const body: unknown = await response.json().catch(() => null);
            const error =
              body && typeof body === "object" && "error" in body && typeof body.error === "string"
                ? body.error
                : `${response.status}: ${response.statusText}`;
            if (response.status === 503 && body && typeof body === "object" && "configured" in body && body.configured === false) {
              next = { status: "not-configured", message: error };
            } else if (!response.ok) {
              next = { status: "error", message: error };
            } else {
              next = { status: "ready", photos: stockPhotos(provider, body) };
            }
          } catch {
            next = { status: "error", message: `${STOCK_PROVIDER_INFO[provider].label} could not be reached` };
          }
          // Results of an older search must not replace a newer one's.
          if (current === generation.current) setResults((r) => ({ ...r, [provider]: next }));
        })();
      }
    },
    [providers, configured],
  );

  return { results, load };
}
