"use client";

import { CircleSlashIcon } from "lucide-react";
import { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { STOCK_PROVIDER_INFO, type StockProvider } from "@/lib/images/stock";
import { ImportButton } from "./import-button";
import type { ProviderResult } from "./use-stock-results";

/** One provider's photos in a group of their own, or why there are none. */
export function StockProviderGroup({
  provider,
  result,
  category,
  emptyText,
  onImported,
}: {
  provider: StockProvider;
  result: ProviderResult;
  /** The first part of an imported image's name. */
  category: string;
  emptyText: string;
  onImported: () => void;
}) {
  const { label, envKey } = STOCK_PROVIDER_INFO[provider];
  const headingId = `stock-${provider}-heading`;

  function imported(photoId: string) {
    // Unsplash asks to hear about each use of a photo; its answer does not matter here.
    if (provider === "unsplash") void api.post(`/api/unsplash/download/${encodeURIComponent(photoId)}`, z.unknown());
    onImported();
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={`stock-${provider}`}>
      <h3 id={headingId} className="text-lg font-semibold">
        {label}
      </h3>
      {result.status === "not-configured" ? (
        <Alert>
          <CircleSlashIcon aria-hidden="true" />
          <AlertDescription>
            <p>
              <strong>{result.message}</strong>. Add {envKey} to the server&apos;s environment to search its photos.
            </p>
          </AlertDescription>
        </Alert>
      ) : result.status === "error" ? (
        <Alert variant="destructive">
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      ) : result.status === "loading" ? (
        <div aria-busy="true">
          <p className="sr-only" role="status">
            Loading {label} photos…
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-[4/3] w-full" />
              </li>
            ))}
          </ul>
        </div>
      ) : result.status === "idle" ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : result.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {label} photos found.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" aria-label={`${label} photos`}>
          {result.photos.map((photo) => (
            <li key={photo.id} className="flex flex-col overflow-hidden rounded-lg border bg-card">
              {/* A plain img: previews come sized from the provider's own CDN. */}
              <img src={photo.thumbUrl} alt={photo.alt} loading="lazy" className="aspect-[4/3] w-full bg-muted object-cover" />
              <div className="flex flex-1 flex-col gap-2 p-2">
                <p className="line-clamp-2 text-xs">{photo.alt}</p>
                {photo.credit ? <p className="text-xs text-muted-foreground">by {photo.credit}</p> : null}
                <div className="mt-auto">
                  <ImportButton url={photo.fullUrl} name={photo.alt} category={category} onImported={() => imported(photo.id)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
