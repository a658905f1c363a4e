"use client";

import { useState } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { QuantityStepper } from "@/components/catalog/quantity-stepper";
import { ProductQuoteDialog } from "@/components/restaurant/product-quote-dialog";
import type { ProductView, SizeView } from "@/lib/catalog/read";
import { formatUsd, toCents } from "@/lib/domain/money";
import { PACK_SIZE_INFO, unitCount } from "@/lib/catalog/pack-sizes";
import { cn } from "@/lib/utils";

function availability(size: SizeView): string | null {
  if (size.quoteOnly) return "Quote only";
  if (!size.inStock) return "Out of Stock";
  return null;
}

/**
 * A product page's size selector, price, quantity stepper (from the size's minimum order), Add to Cart
 * and Request Quote. A size sold on quote only, or out of stock, offers Request Quote instead of Add to Cart.
 */
export function PurchasePanel({
  product,
  chosenId,
  onChoose,
}: {
  product: ProductView;
  /** The size chosen (the page shows its picture). */
  chosenId: number | undefined;
  onChoose: (sizeId: number) => void;
}) {
  const setChosenId = onChoose;
  const chosen = product.sizes.find((size) => size.id === chosenId);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  if (!chosen) return null;
  const quantity = quantities[chosen.id] ?? chosen.minimumQuantity;
  const info = PACK_SIZE_INFO[chosen.size];
  const buyable = !chosen.quoteOnly && chosen.inStock;
  const priceLabel = `${formatUsd(toCents(chosen.price))} per ${info.unit}`;

  return (
    <div className="rounded-xl border bg-card p-5 shadow-xs" data-testid="purchase-panel">
      <fieldset>
        <legend className="text-sm font-semibold">Size</legend>
        {/* Two columns where the panel has room: on a tablet the panel is half the page, too narrow for two. */}
        <div className="mt-2 grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
          {product.sizes.map((size) => {
            const note = availability(size);
            return (
              <label
                key={size.id}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70",
                  size.id === chosen.id ? "border-primary bg-primary/5" : "hover:bg-muted/50",
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="size"
                    value={size.id}
                    checked={size.id === chosen.id}
                    onChange={() => setChosenId(size.id)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  <span>
                    <span className="block font-medium">{size.label}</span>
                    {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{formatUsd(toCents(size.price))}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-5">
        <p className="text-3xl font-bold tabular-nums" data-testid="chosen-price">
          {formatUsd(toCents(chosen.price))}
          <span className="text-base font-normal text-muted-foreground"> / {info.unit}</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Item {chosen.itemNumber}
          {chosen.quoteOnly ? " · priced on quote: the list price is where your quote starts" : ""}
        </p>
        {chosen.minimumQuantity > 1 ? (
          <p className="mt-1 text-sm text-muted-foreground">Minimum order: {unitCount(chosen.minimumQuantity, chosen.size)}</p>
        ) : null}
        <p className="mt-1 text-sm text-muted-foreground">
          {product.shippingIncluded ? "Shipping included in the price." : "Free shipping on orders of $50 or more; $9.95 below."}
        </p>
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {buyable ? (
          <>
            <QuantityStepper
              value={quantity}
              min={chosen.minimumQuantity}
              onChange={(next) => setQuantities((current) => ({ ...current, [chosen.id]: next }))}
              label={`Quantity of ${product.name}, ${chosen.label}`}
            />
            <AddToCartButton productId={product.id} sizeId={chosen.id} quantity={quantity} size="lg" />
          </>
        ) : null}
        <ProductQuoteDialog
          key={chosen.id}
          productName={product.name}
          itemNumber={chosen.itemNumber}
          size={chosen.label}
          unit={info.unit}
          priceLabel={priceLabel}
          quantity={quantity}
          source="product-page"
          triggerLabel="Request Quote"
          triggerVariant={buyable ? "outline" : "default"}
        />
      </div>
      {!chosen.inStock && !chosen.quoteOnly ? (
        <p className="mt-3 text-sm font-medium text-destructive" role="status">
          Out of Stock in this size: choose another size or request a quote.
        </p>
      ) : null}
    </div>
  );
}
