"use client";

import { useState } from "react";
import { CheckIcon } from "lucide-react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Badge } from "@/components/ui/badge";
import type { ProductView } from "@/lib/db/products";
import { formatUsd, toCents } from "@/lib/domain/money";
import { QuantityStepper } from "./quantity-stepper";

export function ProductCard({ product }: { product: ProductView }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <article
      className="flex flex-col rounded-xl border bg-card p-5 shadow-xs"
      aria-labelledby={`product-${product.id}`}
      data-testid="product-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{product.category}</Badge>
        <Badge variant="green">0-0-0</Badge>
      </div>
      <h2 id={`product-${product.id}`} className="mt-3 text-lg font-semibold">
        {product.name}
      </h2>
      <p className="text-xs text-muted-foreground">Item {product.itemNumber}</p>
      <p className="mt-3 text-sm text-muted-foreground">{product.description}</p>
      {product.benefits.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {product.benefits.slice(0, 3).map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-5">
        <p className="text-2xl font-bold tabular-nums">
          {formatUsd(toCents(product.pricePerGallon))}
          <span className="text-sm font-normal text-muted-foreground"> / {product.priceUnit}</span>
        </p>
        {product.minimumOrder > 1 ? (
          <p className="text-xs text-muted-foreground">
            Minimum order {product.minimumOrder} {product.priceUnit === "gallon" ? "gallons" : "units"}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity of ${product.name}`} disabled={!product.inStock} />
          <AddToCartButton productId={product.id} quantity={quantity} disabled={!product.inStock}>
            {product.inStock ? undefined : "Out of Stock"}
          </AddToCartButton>
        </div>
      </div>
    </article>
  );
}
