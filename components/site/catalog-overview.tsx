import { CATEGORIES } from "@/lib/content/categories";
import type { ProductView } from "@/lib/db/products";
import { formatUsd, toCents } from "@/lib/domain/money";

/** The catalogue by category: what is sold, its item number and its price. */
export function CatalogOverview({ products }: { products: ProductView[] }) {
  const groups = CATEGORIES.map((category) => ({
    category,
    products: products.filter((p) => p.categoryId === category.id),
  })).filter((group) => group.products.length > 0);

  if (groups.length === 0) {
    return <p className="text-muted-foreground">No products are listed at the moment. Please call us for a quote.</p>;
  }

  return (
    <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
      {groups.map(({ category, products: items }) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} className="rounded-xl border bg-card p-5 shadow-xs">
          <h3 id={`category-${category.id}`} className="text-lg font-semibold">
            {category.label}
          </h3>
          <ul className="mt-3 divide-y">
            {items.map((product) => (
              <li key={product.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{product.name}</span>
                  <span className="block text-xs text-muted-foreground">Item {product.itemNumber}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatUsd(toCents(product.pricePerGallon))}
                  <span className="font-normal text-muted-foreground"> / {product.priceUnit}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
