"use client";

import { technicalDataSheetPath } from "@/lib/content/pool-sheets";
import type { RecommendedProduct } from "@/lib/domain/finder";
import { phOf } from "@/lib/catalog/facts";
import { siteConfig } from "@/lib/site-config";
import type { CatalogState } from "@/components/product/use-catalog";

/**
 * The finder's technical data: each recommended product's own pH, flash point and biodegradability from
 * its facts (an acid descaler and an alkaline degreaser differ), and the line's hazmat rating.
 */
export function FinderTechnicalData({ products, catalog: state }: { products: readonly RecommendedProduct[]; catalog: CatalogState }) {
  return (
    <section aria-labelledby="finder-technical-heading" className="flex flex-col gap-2" aria-busy={state.status === "loading"}>
      <h3 id="finder-technical-heading" className="text-sm font-semibold">
        Technical data
      </h3>
      {state.status === "loading" ? <p className="text-sm text-muted-foreground">Loading the products&apos; technical data…</p> : null}
      {products.map((product) => {
        const facts = state.status === "ready" ? state.products.get(product.itemNumber)?.facts : undefined;
        if (state.status === "loading") return null;
        return (
          <div key={product.itemNumber} className="flex flex-col gap-1.5" data-testid="finder-technical-product">
            {products.length > 1 ? <p className="text-xs font-semibold">{product.name}</p> : null}
            {facts ? (
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                {[
                  ["pH", phOf(facts)],
                  ["Flash point", facts.flashPoint],
                  ["Hazmat rating", siteConfig.claims.hazmatRating],
                  ["Biodegradability", facts.biodegradability],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-md border p-2">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-semibold break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">
                See the{" "}
                <a
                  href={technicalDataSheetPath(product.itemNumber)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  technical data sheet of {product.name}
                </a>
                .
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
