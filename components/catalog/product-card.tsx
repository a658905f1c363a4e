"use client";

import { useState } from "react";
import Link from "@/components/ui/link";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { ProductPicture } from "@/components/product/product-picture";
import { Badge } from "@/components/ui/badge";
import { formatUsd, toCents } from "@/lib/domain/money";
import type { ProductCardView } from "@/lib/catalog/card";
import { unitCount } from "@/lib/catalog/pack-sizes";
import { sdsProductPath } from "@/lib/sds/paths";
import { QuantityStepper } from "./quantity-stepper";

/**
 * A product in the catalog, search results and "Related products": its picture and name (both open its
 * page), the price of its base size, the sizes it comes in, and Add to Cart of the base size from its minimum.
 */
export function ProductCard({ product }: { product: ProductCardView }) {
  const base = product.sizes.find((size) => size.size === product.baseSize) ?? product.sizes[0];
  const minimum = base?.minimumQuantity ?? 1;
  const [quantity, setQuantity] = useState(minimum);
  const href = `/products/${product.slug}`;
  const buyable = base !== undefined && !base.quoteOnly && base.inStock;
  return (
    <article
      // On a phone the picture sits beside the text, so that the catalog is a short list to scroll.
      className="grid grid-cols-[5.5rem_1fr] overflow-hidden rounded-xl border bg-card shadow-xs sm:flex sm:flex-col"
      aria-labelledby={`product-${product.id}`}
      data-testid="product-card"
    >
      {base ? (
        <Link href={href} tabIndex={-1} aria-hidden className="block border-r bg-white sm:border-r-0 sm:border-b">
          <ProductPicture
            itemNumber={base.itemNumber}
            name={product.name}
            sizeLabel={base.label}
            image={product.image ?? undefined}
            // 5.5rem beside the text on a phone, at most 12rem above it on wider screens.
            displayWidth={192}
            className="mx-auto aspect-square w-full object-contain sm:max-w-48"
          />
        </Link>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="max-w-full truncate">
            {product.category}
          </Badge>
          <Badge variant="green">0-0-0</Badge>
        </div>
        <h2 id={`product-${product.id}`} className="mt-2 text-base font-semibold sm:mt-3 sm:text-lg">
          {/* Both links of the card's head are at least 24 px tall: a finger hits the one it aims at. */}
          <Link href={href} className="inline-block py-0.5 hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="text-xs text-muted-foreground">
          Item {product.itemNumber} ·{" "}
          <Link
            href={sdsProductPath(product.itemNumber)}
            className="inline-flex min-h-6 items-center underline underline-offset-2 hover:text-foreground"
          >
            SDS<span className="sr-only"> (safety data sheet) of {product.name}</span>
          </Link>
        </p>
        <p className="mt-2 hidden text-sm text-muted-foreground sm:line-clamp-2">{product.description}</p>
        <p className="mt-2 text-xs text-muted-foreground">{product.sizes.map((size) => size.label).join(" · ")}</p>
        <div className="mt-auto pt-3 sm:pt-4">
          <p className="text-xl font-bold tabular-nums sm:text-2xl">
            {formatUsd(toCents(product.pricePerGallon))}
            <span className="text-sm font-normal text-muted-foreground"> / {product.priceUnit}</span>
          </p>
          {minimum > 1 && base ? <p className="text-xs text-muted-foreground">Minimum order {unitCount(minimum, base.size)}</p> : null}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <QuantityStepper
              value={quantity}
              min={minimum}
              onChange={setQuantity}
              label={`Quantity of ${product.name}`}
              disabled={!buyable}
            />
            <AddToCartButton productId={product.id} sizeId={base?.id} quantity={quantity} disabled={!buyable}>
              {buyable ? undefined : "Out of Stock"}
            </AddToCartButton>
          </div>
        </div>
      </div>
    </article>
  );
}
