import { CheckCircle2Icon } from "lucide-react";
import { ProductNameLink } from "@/components/product/product-name-link";
import { DEGREASER_FEATURE, RESTAURANT_LEAD_SOURCE, type KitchenProduct } from "@/lib/content/restaurants";
import { SampleRequestDialog } from "./sample-request-dialog";

/** The kitchen degreaser block with its free sample request. */
export function DegreaserFeature({ product }: { product: KitchenProduct }) {
  return (
    <section aria-labelledby="degreaser-heading" className="bg-brand-green-soft">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-green uppercase">{DEGREASER_FEATURE.eyebrow}</p>
          <h2 id="degreaser-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance">
            {DEGREASER_FEATURE.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{DEGREASER_FEATURE.text}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {DEGREASER_FEATURE.points.map((point) => (
              <li key={point} className="flex gap-2">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Item {product.itemNumber}</p>
          <h3 className="mt-1 text-xl font-semibold text-primary">
            <ProductNameLink offer={product.offer} />
          </h3>
          {product.concentration ? <p className="mt-2 text-sm text-muted-foreground">{product.concentration}</p> : null}
          <div className="mt-6">
            <SampleRequestDialog
              productName={product.name}
              itemNumber={product.itemNumber}
              triggerLabel={DEGREASER_FEATURE.sampleLabel}
              source={RESTAURANT_LEAD_SOURCE}
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{DEGREASER_FEATURE.sampleNote}</p>
        </div>
      </div>
    </section>
  );
}
