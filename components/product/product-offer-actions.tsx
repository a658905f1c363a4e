import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { ProductQuoteDialog } from "@/components/restaurant/product-quote-dialog";
import { offerPriceLabel, offerQuantityLabel, type ProductOffer } from "@/lib/catalog/offer";
import { PACK_SIZE_INFO, packSizeLabel } from "@/lib/catalog/pack-sizes";
import { cn } from "@/lib/utils";

/**
 * A recommended catalog product's ways to buy: Add to Cart puts its base size in the cart at the minimum
 * order (the cart refuses less), Request Quote saves a "product-quote" lead for it. A base size sold on
 * quote only offers Request Quote alone. A page with a quote form of its own passes it as `quote`.
 */
export function ProductOfferActions({
  offer,
  source,
  quote,
  showPrice = true,
  size = "default",
  className,
}: {
  offer: ProductOffer;
  /** Where the offer sits ("home-wizard", "hvac-chemicals"), saved with a quote request. */
  source: string;
  /** Replaces Request Quote (the convenience store's own quote dialog). */
  quote?: React.ReactNode;
  /** Off where the price is already shown next to the offer. */
  showPrice?: boolean;
  size?: "sm" | "default" | "lg";
  className?: string;
}) {
  const amount = offerQuantityLabel(offer);
  const minimum = offer.minimumOrder > 1 ? amount : null;
  const note = showPrice
    ? [offerPriceLabel(offer), minimum ? `minimum order ${minimum}` : null].filter(Boolean).join(" · ")
    : minimum && `Minimum order: ${minimum}`;
  return (
    <div className={cn("flex flex-col gap-2", className)} data-testid="product-offer" data-item-number={offer.itemNumber}>
      {/* Side by side where both fit (a phone's dialog or wizard), one under the other in a narrow card. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2 sm:flex sm:flex-wrap sm:items-center">
        {offer.quoteOnly ? null : (
          <AddToCartButton itemNumber={offer.itemNumber} quantity={offer.minimumOrder} size={size} className="w-full sm:w-auto">
            Add to Cart
            <span className="sr-only">
              : {offer.name}, {amount}
            </span>
          </AddToCartButton>
        )}
        {quote ?? (
          <ProductQuoteDialog
            productName={offer.name}
            itemNumber={offer.itemNumber}
            size={packSizeLabel(offer.size)}
            unit={PACK_SIZE_INFO[offer.size].unit}
            priceLabel={offerPriceLabel(offer)}
            quantity={offer.minimumOrder}
            source={source}
            triggerLabel={
              <>
                Request Quote<span className="sr-only">: {offer.name}</span>
              </>
            }
            triggerVariant={offer.quoteOnly ? "default" : "outline"}
            triggerSize={size}
          />
        )}
      </div>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

/**
 * The offer of a product the browser recommends (the home wizard, the Application Finder), read from the
 * catalog when the answer shows: a line saying so while it loads, nothing once it is not on sale.
 */
export function RecommendedOfferActions({
  offer,
  ...props
}: Omit<React.ComponentProps<typeof ProductOfferActions>, "offer"> & { offer: ProductOffer | null | undefined }) {
  if (offer === undefined) {
    return (
      <p role="status" className={cn("text-sm text-muted-foreground", props.className)}>
        Loading the price…
      </p>
    );
  }
  return offer ? <ProductOfferActions offer={offer} {...props} /> : null;
}
