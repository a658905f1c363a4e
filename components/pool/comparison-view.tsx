"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  COMPARISON_MODE_ORDER,
  COMPARISON_MODES,
  COMPARISON_TEXT,
  comparisonProduct,
  opponentsFor,
  shortName,
  withCatalogPrices,
  type CatalogPrice,
  type ComparisonMode,
} from "@/lib/content/pool-comparison";
import { ComparisonCard } from "./comparison-card";

/**
 * The comparison itself (seed 001 §2 "Pool comparison tool"): the Triple Zero product of the mode on
 * the left, the chosen traditional product on the right. Changing the mode brings back its default
 * opponent (muriatic acid for the descaler, id 4 for the degreaser).
 */
export function ComparisonView({
  initialMode = "descaler",
  prices,
}: {
  initialMode?: ComparisonMode;
  /** The Triple Zero products' prices, as the catalog holds them. */
  prices: readonly CatalogPrice[];
}) {
  const [mode, setMode] = useState<ComparisonMode>(initialMode);
  const [opponentId, setOpponentId] = useState(COMPARISON_MODES[initialMode].defaultOpponentId);
  const own = withCatalogPrices(comparisonProduct(COMPARISON_MODES[mode].ownId), prices);
  const opponent = comparisonProduct(opponentId);

  return (
    <div className="min-w-0">
      <div role="group" aria-label="Triple Zero product" className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {COMPARISON_MODE_ORDER.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={value === mode ? "default" : "ghost"}
            aria-pressed={value === mode}
            onClick={() => {
              setMode(value);
              setOpponentId(COMPARISON_MODES[value].defaultOpponentId);
            }}
          >
            {COMPARISON_MODES[value].label}
          </Button>
        ))}
      </div>

      <p id="comparison-opponents-label" className="mt-4 text-sm font-medium">
        Compare against
      </p>
      <div role="group" aria-labelledby="comparison-opponents-label" className="mt-2 flex flex-wrap gap-2">
        {opponentsFor(mode).map((product) => (
          <Button
            key={product.id}
            type="button"
            size="sm"
            variant={product.id === opponentId ? "secondary" : "outline"}
            aria-pressed={product.id === opponentId}
            className="aria-pressed:ring-2 aria-pressed:ring-primary"
            onClick={() => setOpponentId(product.id)}
          >
            {shortName(product)}
          </Button>
        ))}
      </div>

      <p className="sr-only" aria-live="polite">
        Comparing {own.name} with {opponent.name}
      </p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <ComparisonCard product={own} testId="comparison-own" />
        <ComparisonCard product={opponent} testId="comparison-opponent" />
      </div>
      <p className="mt-4 text-xs text-muted-foreground">{COMPARISON_TEXT.disclaimer}</p>
    </div>
  );
}
