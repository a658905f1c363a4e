import { POOL_ANCHORS, POOL_PRODUCTS_SECTION, type PoolProduct } from "@/lib/content/pool-spa";
import { PoolProductCard } from "./pool-product-card";

/** The shop: section #pool-spa-products around the element #shopping the hero's button scrolls to. */
export function PoolProductsSection({ products }: { products: readonly PoolProduct[] }) {
  return (
    <section id={POOL_ANCHORS.products} aria-labelledby="pool-products-heading" className="scroll-mt-28 bg-secondary/60">
      <div id={POOL_ANCHORS.shopping} className="mx-auto max-w-7xl scroll-mt-28 px-4 py-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{POOL_PRODUCTS_SECTION.eyebrow}</p>
        <h2 id="pool-products-heading" className="mt-1 text-3xl font-bold tracking-tight">
          {POOL_PRODUCTS_SECTION.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{POOL_PRODUCTS_SECTION.intro}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {products.map((product) => (
            <PoolProductCard key={product.itemNumber} product={product} />
          ))}
        </div>
      </div>
    </section>
  );
}
