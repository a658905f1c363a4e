"use client";

import { useId, useState } from "react";
import { CheckCircle2Icon, ExternalLinkIcon, MailIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { GrillProduct } from "@/lib/content/grill";
import { grillQuoteMailto, grillShopUrl } from "@/lib/domain/grill-shop-url";
import { formatUsd, toCents } from "@/lib/domain/money";
import { QuantityStepper } from "./quantity-stepper";

/**
 * A grill product with its size and quantity. Buy Now continues in the sister grill store; Request
 * Quote drafts an e-mail. The store URL and the e-mail come from the server (siteConfig reads the
 * environment there).
 */
export function GrillProductCard({ product, storeUrl, email }: { product: GrillProduct; storeUrl: string; email: string }) {
  const uid = useId();
  const [sizeLabel, setSizeLabel] = useState(product.sizes[0]?.label ?? "");
  const [quantity, setQuantity] = useState(1);
  const size = product.sizes.find((s) => s.label === sizeLabel) ?? product.sizes[0];
  if (!size) throw new Error(`${product.name} has no sizes`);
  const selection = { product: product.name, size: size.label, quantity };
  const headingId = `${uid}-name`;

  function buyNow() {
    window.open(grillShopUrl(storeUrl, { ...selection, price: size!.price }), "_blank", "noopener,noreferrer");
    toast("Redirecting to Specialized Store", {
      description: `Opening ${product.name} in our dedicated grill cleaning store`,
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl border bg-card p-6 shadow-xs"
      data-testid="grill-product"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{product.category}</Badge>
        {product.inStock ? <Badge variant="green">In Stock</Badge> : <Badge variant="destructive">Out of Stock</Badge>}
      </div>
      <h3 id={headingId} className="mt-3 text-xl font-semibold">
        {product.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Item {product.itemNumber} • {formatUsd(toCents(product.price))} per gallon
      </p>
      <p className="mt-3 text-sm text-muted-foreground">{product.description}</p>
      {product.concentration ? <p className="mt-2 text-sm font-medium text-primary">{product.concentration}</p> : null}
      <ul className="mt-4 space-y-1 text-sm">
        {product.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>

      <div className="mt-auto grid gap-4 pt-6 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div>
          <label htmlFor={`${uid}-size`} className="mb-1.5 block text-sm font-medium">
            Size
          </label>
          <NativeSelect
            id={`${uid}-size`}
            value={size.label}
            onChange={(event) => setSizeLabel(event.target.value)}
            wrapperClassName="w-full"
          >
            {product.sizes.map((option) => (
              <NativeSelectOption key={option.label} value={option.label}>
                {option.label} – {formatUsd(toCents(option.price))}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} />
      </div>

      <p className="mt-4 flex items-baseline justify-between gap-2 rounded-lg bg-muted px-4 py-3">
        <span className="text-sm text-muted-foreground">Total</span>
        <span className="text-xl font-bold text-primary" aria-live="polite">
          {formatUsd(toCents(size.price) * quantity)}
        </span>
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" className="flex-1" onClick={buyNow} disabled={!product.inStock}>
          {product.inStock ? (
            <>
              Buy Now<span className="sr-only">: {product.name} (opens the grill store in a new tab)</span>
              <ExternalLinkIcon aria-hidden />
            </>
          ) : (
            "Out of Stock"
          )}
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <a href={grillQuoteMailto(email, selection)}>
            <MailIcon aria-hidden />
            Request Quote<span className="sr-only"> for {product.name}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}
