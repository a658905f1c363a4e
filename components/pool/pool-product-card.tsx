"use client";

import { useState } from "react";
import Link from "@/components/ui/link";
import { CheckIcon, FileTextIcon } from "lucide-react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { QuantityStepper } from "@/components/catalog/quantity-stepper";
import { ProductNameLink } from "@/components/product/product-name-link";
import { Badge } from "@/components/ui/badge";
import { POOL_PRODUCTS_SECTION, type PoolProduct } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { usePoolHighlight } from "./pool-highlight-provider";
import { poolProductCardId } from "./pool-product-card-id";

/** One of the two pool products (its name links to its page): price with shipping, dilution, coverage, quantity and Add to Cart. */
export function PoolProductCard({ product }: { product: PoolProduct }) {
  const [quantity, setQuantity] = useState(1);
  const { highlighted } = usePoolHighlight();
  const isHighlighted = highlighted === product.itemNumber;
  const id = poolProductCardId(product.itemNumber);

  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-name`}
      data-testid="pool-product-card"
      data-item-number={product.itemNumber}
      data-highlighted={isHighlighted ? "true" : undefined}
      className={cn(
        "flex scroll-mt-28 flex-col rounded-xl border bg-card p-6 shadow-xs ring-offset-2 ring-offset-background transition-shadow duration-300 outline-none",
        isHighlighted && "ring-4 ring-brand-amber",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="green">{siteConfig.claims.hazmatRating}</Badge>
        <Badge variant="outline">Item {product.itemNumber}</Badge>
      </div>
      <h3 id={`${id}-name`} className="mt-3 text-xl font-semibold">
        <ProductNameLink offer={product} />
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{product.description}</p>

      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tabular-nums">{product.price}</span>
        <span className="text-sm text-muted-foreground">per {product.priceUnit}</span>
        <span className="text-sm font-semibold text-brand-green">{product.shippingNote}</span>
      </p>

      <dl className="mt-4 grid gap-3 rounded-lg bg-muted p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Dilution</dt>
          <dd className="mt-0.5">
            <span className="font-medium">{product.dilution}</span>
            <span className="block text-muted-foreground">{product.dilutionNote}</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Coverage</dt>
          <dd className="mt-0.5 text-muted-foreground">{product.coverage}</dd>
        </div>
      </dl>

      <ul className="mt-4 space-y-1.5 text-sm">
        {product.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>

      <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
        <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity of ${product.name}`} />
        <AddToCartButton itemNumber={product.itemNumber} quantity={quantity} size="lg" />
      </div>
      <Link
        href={product.sheetPath}
        className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
      >
        <FileTextIcon className="size-4" aria-hidden />
        {POOL_PRODUCTS_SECTION.sheetLabel}
        <span className="sr-only">: {product.name}</span>
      </Link>
    </article>
  );
}
