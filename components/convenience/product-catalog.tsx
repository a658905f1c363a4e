"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ConvenienceProduct } from "@/lib/content/convenience";
import {
  CONVENIENCE_FILTERS,
  DEFAULT_CONVENIENCE_FILTER,
  filterConvenienceProducts,
  type ConvenienceFilterId,
} from "@/lib/domain/convenience-filter";
import { ProductCard } from "./product-card";

/** The filter buttons and the product cards they narrow down. */
export function ProductCatalog({ products }: { products: readonly ConvenienceProduct[] }) {
  const [filter, setFilter] = useState<ConvenienceFilterId>(DEFAULT_CONVENIENCE_FILTER);
  const shown = filterConvenienceProducts(products, filter);
  return (
    <div>
      <div role="group" aria-label="Filter products by category" className="flex flex-wrap gap-2">
        {CONVENIENCE_FILTERS.map((option) => (
          <Button
            key={option.id}
            type="button"
            variant={filter === option.id ? "default" : "outline"}
            aria-pressed={filter === option.id}
            onClick={() => setFilter(option.id)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} of {products.length} products
      </p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}
