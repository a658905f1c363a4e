import { CheckList } from "@/components/marketing/check-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BreweryProduct } from "@/lib/content/brewery";
import { cn } from "@/lib/utils";

const CATEGORY_STYLE: Record<BreweryProduct["category"], string> = {
  Caustic: "bg-primary text-primary-foreground",
  Acid: "bg-brand-amber text-brand-amber-foreground",
  Cleaner: "bg-brand-green text-brand-green-foreground",
  System: "bg-brand-navy text-brand-navy-foreground",
};

/** A brewery product of the catalog: what it is, what it does, its catalog price and a way to ask for it. */
export function BreweryProductCard({
  product,
  quoteHref,
  headingLevel = "h3",
}: {
  product: BreweryProduct;
  /** Where "Request a Quote" goes: the brewery contact section. */
  quoteHref: string;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <article
      data-testid={`brewery-product-${product.itemNumber}`}
      className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge className={cn("border-transparent", CATEGORY_STYLE[product.category])}>{product.category}</Badge>
        <span className="text-xs font-medium text-muted-foreground">Item {product.itemNumber}</span>
      </div>
      <Heading className="mt-3 text-lg font-semibold text-balance">{product.name}</Heading>
      <p className="mt-2 text-sm text-muted-foreground">{product.description}</p>
      <CheckList items={product.features} marker="dot" className="mt-4 space-y-1.5 text-sm" />
      {product.concentration ? <p className="mt-4 text-xs text-muted-foreground">{product.concentration}</p> : null}
      <div className="mt-auto pt-5">
        <p className="flex items-baseline gap-1.5">
          <span className="text-2xl font-bold text-primary">{product.price}</span>
          <span className="text-sm text-muted-foreground">{product.priceUnit}</span>
        </p>
        <p className="text-xs text-muted-foreground">{product.minimumOrder}</p>
        <Button asChild className="mt-4 w-full">
          <a href={quoteHref}>
            Request a Quote<span className="sr-only"> for {product.name}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}
