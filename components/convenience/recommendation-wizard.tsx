"use client";

import { useEffect, useRef, useState } from "react";
import { RotateCcwIcon, SparklesIcon } from "lucide-react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { ProductNameLink } from "@/components/product/product-name-link";
import { Button } from "@/components/ui/button";
import { offerQuantityLabel } from "@/lib/catalog/offer";
import type { StoreNeedId, StoreNeedOption } from "@/lib/content/convenience";
import { formatUsd, toCents } from "@/lib/domain/money";
import { QuoteButton } from "./quote-button";

/** "What needs cleaning most?" → the catalog product for that part of the store. */
export function RecommendationWizard({ options }: { options: readonly StoreNeedOption[] }) {
  const [choice, setChoice] = useState<StoreNeedId | null>(null);
  const [confirmed, setConfirmed] = useState<StoreNeedId | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const confirmedOption = options.find((option) => option.id === confirmed);
  const recommendation = confirmedOption?.recommendation;
  const [moveFocus, setMoveFocus] = useState<"result" | "start" | null>(null);

  useEffect(() => {
    if (moveFocus === "result") resultHeading.current?.focus();
    if (moveFocus === "start") firstChoice.current?.focus();
  }, [moveFocus, confirmed]);

  if (confirmedOption && recommendation) {
    return (
      <div className="rounded-xl border bg-card p-6 shadow-xs">
        <h3 ref={resultHeading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
          <SparklesIcon className="size-5 text-brand-green" aria-hidden />
          Recommended for {confirmedOption.label.toLowerCase()}
        </h3>
        <p className="mt-2 text-muted-foreground">{recommendation.reason}</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {recommendation.products.map((product) => {
            const { offer } = product;
            return (
              <li key={product.id} className="flex flex-col rounded-lg bg-muted p-4">
                <h4 className="font-semibold text-primary">
                  <ProductNameLink offer={offer} />
                </h4>
                <p className="mt-1 text-sm text-muted-foreground">
                  Item {product.itemNumber} • {formatUsd(toCents(product.pricePerGallon))} per gallon • minimum {product.minimumOrder}{" "}
                  gallons
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm">
                  {product.applications.slice(0, 3).map((application) => (
                    <li key={application}>{application}</li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  {offer.quoteOnly ? null : (
                    <AddToCartButton itemNumber={offer.itemNumber} quantity={offer.minimumOrder}>
                      Add to Cart
                      <span className="sr-only">
                        : {offer.name}, {offerQuantityLabel(offer)}
                      </span>
                    </AddToCartButton>
                  )}
                  <QuoteButton
                    product={{ name: product.name, itemNumber: product.itemNumber, minimumOrder: product.minimumOrder }}
                    variant={offer.quoteOnly ? "default" : "outline"}
                  >
                    Get Quote<span className="sr-only"> for {product.name}</span>
                  </QuoteButton>
                </div>
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="outline"
          className="mt-6"
          onClick={() => {
            setConfirmed(null);
            setChoice(null);
            setMoveFocus("start");
          }}
        >
          <RotateCcwIcon aria-hidden />
          Find Another Solution
        </Button>
      </div>
    );
  }

  return (
    <form
      className="rounded-xl border bg-card p-6 shadow-xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return;
        setConfirmed(choice);
        setMoveFocus("result");
      }}
    >
      <fieldset>
        <legend className="text-xl font-semibold">What needs the most attention in your store?</legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {options.map((need, index) => (
            <label
              key={need.id}
              className="flex cursor-pointer gap-3 rounded-lg border p-4 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/70"
            >
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name="store-need"
                value={need.id}
                checked={choice === need.id}
                onChange={() => setChoice(need.id)}
                aria-labelledby={`need-${need.id}`}
                aria-describedby={`need-${need.id}-hint`}
                className="mt-1 size-4 shrink-0 accent-primary outline-none"
              />
              <span>
                <span id={`need-${need.id}`} className="block font-medium">
                  {need.label}
                </span>
                <span id={`need-${need.id}-hint`} className="block text-sm text-muted-foreground">
                  {need.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-6" disabled={!choice}>
        Get Recommendation
      </Button>
    </form>
  );
}
