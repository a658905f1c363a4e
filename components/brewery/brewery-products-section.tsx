import { BREWERY_PRODUCTS_SECTION } from "@/lib/content/brewery";
import { BreweryProductTabs } from "./brewery-product-tabs";

/** The products section (#products) the hero's "Shop Beer Line Products" scrolls to. */
export function BreweryProductsSection({ quoteHref }: { quoteHref: string }) {
  return (
    <section id="products" aria-labelledby="products-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <h2 id="products-heading" className="text-3xl font-bold tracking-tight">
        {BREWERY_PRODUCTS_SECTION.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{BREWERY_PRODUCTS_SECTION.intro}</p>
      <BreweryProductTabs quoteHref={quoteHref} />
    </section>
  );
}
