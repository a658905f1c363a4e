import Link from "@/components/ui/link";
import { CheckCircle2Icon } from "lucide-react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { ProductNameLink } from "@/components/product/product-name-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ConvenienceProduct } from "@/lib/content/convenience";
import { offerQuantityLabel } from "@/lib/catalog/offer";
import { formatUsd, toCents } from "@/lib/domain/money";
import { QuoteButton } from "./quote-button";

/**
 * A convenience store product: its name links to its page; price per gallon, minimum order, Add to Cart
 * (the minimum order; not for a size sold on quote only), Get Quote and Learn More.
 */
export function ProductCard({ product }: { product: ConvenienceProduct }) {
  const headingId = `product-${product.id}`;
  const { offer } = product;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl border bg-card p-6 shadow-xs"
      data-testid="convenience-product"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{product.category}</Badge>
        {product.concentration ? <Badge variant="green">{product.concentration}</Badge> : null}
      </div>
      <h3 id={headingId} className="mt-3 text-xl font-semibold">
        <ProductNameLink offer={offer} />
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">Item {product.itemNumber}</p>
      <p className="mt-3 text-sm text-muted-foreground">{product.description}</p>
      <ul className="mt-4 space-y-1 text-sm">
        {product.benefits.slice(0, 3).map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
      <dl className="mt-auto grid grid-cols-2 gap-3 pt-5">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs font-medium text-muted-foreground">Price per gallon</dt>
          <dd className="text-lg font-bold text-primary">{formatUsd(toCents(product.pricePerGallon))}</dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs font-medium text-muted-foreground">Minimum order</dt>
          <dd className="text-lg font-bold">{product.minimumOrder} gallons</dd>
        </div>
      </dl>
      {offer.quoteOnly ? null : (
        <AddToCartButton itemNumber={offer.itemNumber} quantity={offer.minimumOrder} className="mt-4 w-full">
          Add to Cart
          <span className="sr-only">
            : {offer.name}, {offerQuantityLabel(offer)}
          </span>
        </AddToCartButton>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <QuoteButton
          product={{ name: product.name, itemNumber: product.itemNumber, minimumOrder: product.minimumOrder }}
          variant="outline"
          className="flex-1"
        >
          Get Quote<span className="sr-only"> for {product.name}</span>
        </QuoteButton>
        <Button asChild variant="outline" className="flex-1">
          <Link href="/products">
            Learn More<span className="sr-only"> about {product.name}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
