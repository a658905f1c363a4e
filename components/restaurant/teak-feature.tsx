import { CheckCircle2Icon } from "lucide-react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { priceParts, RESTAURANT_CLEANING_LEAD_SOURCE, TEAK_FEATURE, type CleaningProduct } from "@/lib/content/restaurant-cleaning";
import { ProductQuoteDialog } from "./product-quote-dialog";

function PriceLine({ product, label }: { product: CleaningProduct; label: string }) {
  const { amount, per } = priceParts(product);
  return (
    <p className="text-sm text-muted-foreground">
      <span className="block font-semibold text-foreground">{label}</span>
      <span className="text-2xl font-bold text-primary">{amount}</span> {per}
    </p>
  );
}

/** The teak furniture cleaner: the DIY quart on quote, the catalog's gallon in the cart. */
export function TeakFeature() {
  const { diy, professional } = TEAK_FEATURE;
  return (
    <section aria-labelledby="teak-heading" className="bg-brand-amber-soft">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-amber-foreground uppercase">{TEAK_FEATURE.eyebrow}</p>
          <h2 id="teak-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {TEAK_FEATURE.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{TEAK_FEATURE.text}</p>
          <ul className="mt-6 space-y-2">
            {TEAK_FEATURE.points.map((point) => (
              <li key={point} className="flex gap-2">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs" data-testid="teak-diy">
            <PriceLine product={diy} label="DIY quart" />
            <p className="text-sm text-muted-foreground">{diy.description}</p>
            {diy.purchase.kind === "quote" ? (
              <div className="mt-auto">
                <ProductQuoteDialog
                  productName={diy.name}
                  itemNumber={diy.purchase.itemNumber}
                  size={diy.purchase.size}
                  unit={diy.unit}
                  source={RESTAURANT_CLEANING_LEAD_SOURCE}
                  priceLabel={`${priceParts(diy).amount} ${priceParts(diy).per}`}
                />
              </div>
            ) : null}
          </li>
          <li className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs" data-testid="teak-professional">
            <PriceLine product={professional} label="Professional gallon" />
            <p className="text-sm text-muted-foreground">{professional.description}</p>
            {professional.purchase.kind === "cart" ? (
              <div className="mt-auto">
                <AddToCartButton
                  itemNumber={professional.purchase.itemNumber}
                  quantity={professional.purchase.minimumOrder}
                  variant="outline"
                  className="w-full sm:w-auto"
                />
              </div>
            ) : null}
          </li>
        </ul>
      </div>
    </section>
  );
}
