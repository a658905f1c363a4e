import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { CheckList } from "@/components/marketing/check-list";
import {
  priceParts,
  RESTAURANT_CLEANING_LEAD_SOURCE,
  type CleaningProduct,
  type TeakFeature as TeakFeatureContent,
} from "@/lib/content/restaurant-cleaning";
import { ProductQuoteDialog } from "./product-quote-dialog";

/** One size on offer: its price, what it is for, and how to get it. */
function Offer({
  product,
  label,
  testId,
  children,
}: {
  product: CleaningProduct;
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  const { amount, per } = priceParts(product);
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs" data-testid={testId}>
      <p className="text-sm text-muted-foreground">
        <span className="block font-semibold text-foreground">{label}</span>
        <span className="text-2xl font-bold text-primary">{amount}</span> {per}
      </p>
      <p className="text-sm text-muted-foreground">{product.description}</p>
      {children ? <div className="mt-auto">{children}</div> : null}
    </li>
  );
}

/** The teak furniture cleaner: the DIY quart on quote, the catalog's gallon in the cart. */
export function TeakFeature({ feature }: { feature: TeakFeatureContent }) {
  const { diy, professional } = feature;
  return (
    <section aria-labelledby="teak-heading" className="bg-brand-amber-soft">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-amber-foreground uppercase">{feature.eyebrow}</p>
          <h2 id="teak-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {feature.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{feature.text}</p>
          <CheckList items={feature.points} marker="circle" className="mt-6 space-y-2" />
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          <Offer product={diy} label="DIY quart" testId="teak-diy">
            {diy.purchase.kind === "quote" ? (
              <ProductQuoteDialog
                productName={diy.name}
                itemNumber={diy.purchase.itemNumber}
                size={diy.purchase.size}
                unit={diy.unit}
                source={RESTAURANT_CLEANING_LEAD_SOURCE}
                priceLabel={`${priceParts(diy).amount} ${priceParts(diy).per}`}
              />
            ) : null}
          </Offer>
          <Offer product={professional} label="Professional gallon" testId="teak-professional">
            {professional.purchase.kind === "cart" ? (
              <AddToCartButton
                itemNumber={professional.purchase.itemNumber}
                quantity={professional.purchase.minimumOrder}
                variant="outline"
                className="w-full sm:w-auto"
              />
            ) : null}
          </Offer>
        </ul>
      </div>
    </section>
  );
}
