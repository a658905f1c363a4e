import { CheckCircle2Icon, DropletsIcon, FlameIcon, SparklesIcon, WindIcon, type LucideIcon } from "lucide-react";
import { ProductNameLink } from "@/components/product/product-name-link";
import { ProductOfferActions } from "@/components/product/product-offer-actions";
import { Badge } from "@/components/ui/badge";
import {
  RESTAURANT_LEAD_SOURCE,
  type KitchenProduct,
  type RestaurantApplication,
  type RestaurantApplicationId,
} from "@/lib/content/restaurants";

const ICONS: Record<RestaurantApplicationId, LucideIcon> = {
  "kitchen-degreasing": FlameIcon,
  "hood-cleaning": WindIcon,
  "kitchen-descaling": SparklesIcon,
  "floor-cleaning": DropletsIcon,
};

/**
 * The catalog product recommended for a kitchen job: a link to its page, its item number, chemistry and
 * dilution, Add to Cart and Request Quote (`source`: the page, saved with a quote request).
 */
export function RecommendedKitchenProduct({ product, source }: { product: KitchenProduct; source: string }) {
  return (
    <div className="rounded-lg bg-muted p-4">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Recommended product</p>
      <p className="mt-1 font-semibold text-primary">
        <ProductNameLink offer={product.offer} />
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>Item {product.itemNumber}</span>
        <Badge variant="outline" className="capitalize">
          {product.chemicalType}
        </Badge>
      </p>
      {product.concentration ? <p className="mt-2 text-sm text-muted-foreground">{product.concentration}</p> : null}
      <ProductOfferActions offer={product.offer} source={source} size="sm" className="mt-4" />
    </div>
  );
}

/** One kitchen job and the catalog product made for it, while it is on sale. */
export function KitchenApplicationCard({ application }: { application: RestaurantApplication }) {
  const Icon = ICONS[application.id];
  const headingId = `application-${application.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-xl border bg-card p-6 shadow-xs">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green">
          <Icon className="size-5" aria-hidden />
        </span>
        <h3 id={headingId} className="text-xl font-semibold">
          {application.title}
        </h3>
      </div>
      <p className="mt-3 text-muted-foreground">{application.description}</p>
      <ul className="mt-4 space-y-1 text-sm">
        {application.uses.map((use) => (
          <li key={use} className="flex gap-2">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
            {use}
          </li>
        ))}
      </ul>
      {application.product ? (
        <div className="mt-auto pt-5">
          <RecommendedKitchenProduct product={application.product} source={RESTAURANT_LEAD_SOURCE} />
        </div>
      ) : null}
    </article>
  );
}
