import Link from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import type { GrillProduct } from "@/lib/content/grill";
import { formatUsd, toCents } from "@/lib/domain/money";

/** The grill products in brief, each linking to the grill cleaning page's shop section. */
export function GrillProductSummary({ products }: { products: readonly GrillProduct[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {products.map((product) => (
        <li key={product.id} className="flex flex-col rounded-xl border bg-card p-5 shadow-xs">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{product.category}</p>
          <h3 className="mt-1 font-semibold">{product.name}</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            From {formatUsd(toCents(product.price))} per gallon
            {product.inStock ? "" : " • currently out of stock"}
          </p>
          <p className="mt-2 text-sm">{product.applications.slice(0, 2).join(" • ")}</p>
          <Link
            href="/grill-cleaning#products"
            className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            View {product.name}
            <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
