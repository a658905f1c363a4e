"use client";

import { useId, useState } from "react";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { slugify } from "@/lib/images/filename";
import { MIN_SEARCH_CHARS, SEARCH_HINT, STOCK_PER_PAGE } from "@/lib/images/limits";
import { STOCK_PROVIDERS, type StockProvider } from "@/lib/images/stock";
import { StockProviderGroup } from "./stock-provider-group";
import { useStockResults } from "./use-stock-results";

/** Photo Search: one query, each provider's results in a group of its own (seed 001). */
export function PhotoSearchTab({ configured, onImported }: { configured: Record<StockProvider, boolean>; onImported: () => void }) {
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const { results, load } = useStockResults(STOCK_PROVIDERS, configured);
  const inputId = useId();
  const hintId = useId();

  function search(event: React.FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (text.length < MIN_SEARCH_CHARS) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setSearched(text);
    load((provider) => `/api/${provider}/search?${new URLSearchParams({ query: text, per_page: String(STOCK_PER_PAGE) })}`);
  }

  return (
    <div className="space-y-8">
      <form onSubmit={search} className="max-w-2xl space-y-2" role="search" noValidate>
        <Label htmlFor={inputId}>Search professional photography</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (event.target.value.trim().length >= MIN_SEARCH_CHARS) setTooShort(false);
            }}
            placeholder="e.g. brewery tanks, commercial kitchen"
            aria-describedby={hintId}
            aria-invalid={tooShort || undefined}
          />
          <Button type="submit">
            <SearchIcon aria-hidden="true" />
            Search
          </Button>
        </div>
        <p id={hintId} className={tooShort ? "text-sm text-destructive" : "text-sm text-muted-foreground"} aria-live="polite">
          {SEARCH_HINT}
        </p>
      </form>
      {STOCK_PROVIDERS.map((provider) => (
        <StockProviderGroup
          key={provider}
          provider={provider}
          result={results[provider]}
          category={slugify(searched) || "stock"}
          emptyText="Search to see photos."
          onImported={onImported}
        />
      ))}
    </div>
  );
}
