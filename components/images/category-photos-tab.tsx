"use client";

import { useEffect, useState } from "react";
import { IMAGE_CATEGORIES, IMAGE_CATEGORY_LABELS, STOCK_PER_PAGE, type ImageCategory } from "@/lib/images/limits";
import type { StockProvider } from "@/lib/images/stock";
import { cn } from "@/lib/utils";
import { StockProviderGroup } from "./stock-provider-group";
import { useStockResults } from "./use-stock-results";

/** Curated and Pixabay: stock photos by category, from the given providers. */
export function CategoryPhotosTab({
  providers,
  configured,
  onImported,
  label,
}: {
  providers: readonly StockProvider[];
  configured: Record<StockProvider, boolean>;
  onImported: () => void;
  label: string;
}) {
  const [category, setCategory] = useState<ImageCategory>(IMAGE_CATEGORIES[0]);
  const { results, load } = useStockResults(providers, configured);

  useEffect(() => {
    load((provider) => `/api/${provider}/curated?${new URLSearchParams({ category, per_page: String(STOCK_PER_PAGE) })}`);
  }, [category, load]);

  return (
    <div className="space-y-8">
      <div role="group" aria-label={`${label} categories`} className="flex flex-wrap gap-2">
        {IMAGE_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            onClick={() => setCategory(c)}
            aria-pressed={c === category}
            className={cn(
              "inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70",
              c === category ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
            )}
          >
            {IMAGE_CATEGORY_LABELS[c]}
          </button>
        ))}
      </div>
      {providers.map((provider) => (
        <StockProviderGroup
          key={provider}
          provider={provider}
          result={results[provider]}
          category={category}
          emptyText="Choose a category."
          onImported={onImported}
        />
      ))}
    </div>
  );
}
