import Link from "@/components/ui/link";
import { CheckIcon, XIcon } from "lucide-react";
import type { SustainabilityProduct } from "@/lib/content/impact-scenarios";
import { cn } from "@/lib/utils";
import { BandBadge } from "./band-badge";

/** The pool products next to the chemicals they replace: score, band, hazard rating, pH, biodegradability. */
export function SustainabilityComparison({ products }: { products: readonly SustainabilityProduct[] }) {
  return (
    <>
      {/* Phones: one card per product; wider screens: the table. */}
      <ul className="grid gap-3 sm:hidden">
        {products.map((product) => (
          <li
            key={product.name}
            className={cn("rounded-xl border p-4", product.kind === "triple-zero" ? "bg-brand-green-soft/60" : "bg-card")}
            data-testid="sustainability-row"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold">
                {product.href ? (
                  <Link href={product.href} className="text-primary underline-offset-4 hover:underline">
                    {product.name}
                  </Link>
                ) : (
                  product.name
                )}
              </p>
              <span className="flex shrink-0 items-center gap-2">
                <span className="font-semibold tabular-nums">{product.sustainabilityScore}</span>
                <BandBadge score={product.sustainabilityScore} />
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">Hazard</dt>
                <dd className="tabular-nums">{product.safetyRating}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">pH</dt>
                <dd className="tabular-nums">{product.pH}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">Biodegradable</dt>
                <dd>{product.biodegradable ? "Yes" : "No"}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">Toxicity</dt>
                <dd>{product.toxicity}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border bg-card sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Sustainability score out of 100 and its band, hazard rating, pH and biodegradability of each product
          </caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Product
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Score
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Hazard rating
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                pH
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Biodegradable
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Toxicity
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr
                key={product.name}
                className={cn("border-t", product.kind === "triple-zero" && "bg-brand-green-soft/60")}
                data-testid="sustainability-row"
              >
                <th scope="row" className="px-4 py-3 font-semibold">
                  {product.href ? (
                    <Link href={product.href} className="text-primary underline-offset-4 hover:underline">
                      {product.name}
                    </Link>
                  ) : (
                    product.name
                  )}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {product.kind === "triple-zero" ? `Item ${product.itemNumber}` : "Traditional chemical"}
                  </span>
                </th>
                <td className="px-4 py-3">
                  <span className="flex items-center gap-2">
                    <span className="font-semibold tabular-nums">{product.sustainabilityScore}</span>
                    <BandBadge score={product.sustainabilityScore} />
                  </span>
                </td>
                <td className="px-4 py-3 tabular-nums">{product.safetyRating}</td>
                <td className="px-4 py-3 tabular-nums">{product.pH}</td>
                <td className="px-4 py-3">
                  {product.biodegradable ? (
                    <span className="inline-flex items-center gap-1 text-brand-green">
                      <CheckIcon className="size-4" aria-hidden /> Yes
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1 text-destructive">
                      <XIcon className="size-4" aria-hidden /> No
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">{product.toxicity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
