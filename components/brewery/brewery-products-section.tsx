import { Section } from "@/components/marketing/section";
import type { ProductView } from "@/lib/catalog/read";
import { BREWERY_PRODUCTS_SECTION } from "@/lib/content/brewery";
import { BreweryProductTabs } from "./brewery-product-tabs";

/** The products section (#products) the hero's "Shop Beer Line Products" scrolls to. */
export function BreweryProductsSection({ quoteHref, products }: { quoteHref: string; products: ReadonlyMap<string, ProductView> }) {
  return (
    <Section id="products" headingId="products-heading" heading={BREWERY_PRODUCTS_SECTION.heading} className="scroll-mt-20">
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{BREWERY_PRODUCTS_SECTION.intro}</p>
      <BreweryProductTabs quoteHref={quoteHref} products={products} />
    </Section>
  );
}
