import { CheckCircle2Icon } from "lucide-react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { ProductNameLink } from "@/components/product/product-name-link";
import { priceParts, RESTAURANT_CLEANING_LEAD_SOURCE, type CleaningProduct } from "@/lib/content/restaurant-cleaning";
import { ProductQuoteDialog } from "./product-quote-dialog";

/**
 * One product of the professional / DIY lists: price, and Add to Cart or Request a Quote. A catalog
 * product's name links to its page; a quoted product links to the catalog formula it is made from while
 * that is on sale.
 */
export function CleaningProductCard({ product }: { product: CleaningProduct }) {
  const headingId = `product-${product.id}`;
  const { amount, per } = priceParts(product);
  const { purchase, formula: catalog } = product;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-xl border bg-card p-6 shadow-xs">
      <h4 id={headingId} className="text-lg font-semibold text-balance">
        {purchase.kind === "cart" && catalog ? <ProductNameLink offer={catalog} /> : product.name}
      </h4>
      <p className="mt-2 text-sm text-muted-foreground">{product.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm">
        {product.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <p className="flex items-baseline gap-1.5" data-testid="product-price">
          <span className="text-2xl font-bold text-primary">{amount}</span>
          <span className="text-sm text-muted-foreground">{per}</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {purchase.kind === "cart" ? (
            `Item ${purchase.itemNumber} · minimum order ${purchase.minimumOrder} ${product.unit}${purchase.minimumOrder === 1 ? "" : "s"}`
          ) : catalog ? (
            <>
              Same formula as <ProductNameLink offer={catalog}>item {catalog.itemNumber}</ProductNameLink> · sold by quote
            </>
          ) : (
            "Sold by quote"
          )}
        </p>
        <div className="mt-4">
          {purchase.kind === "cart" ? (
            <AddToCartButton itemNumber={purchase.itemNumber} quantity={purchase.minimumOrder} className="w-full sm:w-auto" />
          ) : (
            <ProductQuoteDialog
              productName={product.name}
              itemNumber={purchase.itemNumber}
              size={purchase.size}
              unit={product.unit}
              source={RESTAURANT_CLEANING_LEAD_SOURCE}
              priceLabel={`${amount} ${per}`}
            />
          )}
        </div>
      </div>
    </article>
  );
}
