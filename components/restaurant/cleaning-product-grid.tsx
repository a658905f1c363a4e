import type { CleaningProduct } from "@/lib/content/restaurant-cleaning";
import { CleaningProductCard } from "./cleaning-product-card";

/** One audience's six products, under the audience's heading. */
export function CleaningProductGrid({
  id,
  heading,
  text,
  products,
}: {
  id: string;
  heading: string;
  text: string;
  products: readonly CleaningProduct[];
}) {
  return (
    <div>
      <h3 id={id} className="text-2xl font-semibold">
        {heading}
      </h3>
      <p className="mt-2 max-w-3xl text-muted-foreground">{text}</p>
      <ul aria-labelledby={id} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <CleaningProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}
