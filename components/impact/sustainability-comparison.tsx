import Link from "@/components/ui/link";
import { CheckIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { SustainabilityProduct } from "@/lib/content/impact-scenarios";
import { cn } from "@/lib/utils";
import { BandBadge } from "./band-badge";

function Name({ product }: { product: SustainabilityProduct }) {
  return product.href ? (
    <Link href={product.href} className="text-primary underline-offset-4 hover:underline">
      {product.name}
    </Link>
  ) : (
    product.name
  );
}

function Score({ product }: { product: SustainabilityProduct }) {
  return (
    <>
      <span className="font-semibold tabular-nums">{product.sustainabilityScore}</span>
      <BandBadge score={product.sustainabilityScore} />
    </>
  );
}

const COLUMNS: DataColumn<SustainabilityProduct>[] = [
  {
    header: "Product",
    rowHeader: true,
    cell: (product) => (
      <>
        <Name product={product} />
        <span className="block text-xs font-normal text-muted-foreground">
          {product.kind === "triple-zero" ? `Item ${product.itemNumber}` : "Traditional chemical"}
        </span>
      </>
    ),
    className: "font-semibold",
  },
  {
    header: "Score",
    cell: (product) => (
      <span className="flex items-center gap-2">
        <Score product={product} />
      </span>
    ),
  },
  { header: "Hazard rating", cell: (product) => product.safetyRating, className: "tabular-nums" },
  { header: "pH", cell: (product) => product.pH, className: "tabular-nums" },
  {
    header: "Biodegradable",
    cell: (product) =>
      product.biodegradable ? (
        <span className="inline-flex items-center gap-1 text-brand-green">
          <CheckIcon className="size-4" aria-hidden /> Yes
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-destructive">
          <XIcon className="size-4" aria-hidden /> No
        </span>
      ),
  },
  { header: "Toxicity", cell: (product) => product.toxicity },
];

function ProductCard({ product }: { product: SustainabilityProduct }) {
  const facts: [string, React.ReactNode, string?][] = [
    ["Hazard", product.safetyRating, "tabular-nums"],
    ["pH", product.pH, "tabular-nums"],
    ["Biodegradable", product.biodegradable ? "Yes" : "No"],
    ["Toxicity", product.toxicity],
  ];
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">
          <Name product={product} />
        </p>
        <span className="flex shrink-0 items-center gap-2">
          <Score product={product} />
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value, className]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The pool products next to the chemicals they replace: score, band, hazard rating, pH, biodegradability. */
export function SustainabilityComparison({ products }: { products: readonly SustainabilityProduct[] }) {
  const tripleZero = (product: SustainabilityProduct) => product.kind === "triple-zero";
  return (
    // Phones: one card per product; wider screens: the table.
    <DataTable
      variant="plain"
      caption="Sustainability score out of 100 and its band, hazard rating, pH and biodegradability of each product"
      containerClassName="overflow-x-auto rounded-xl border bg-card"
      className="w-full text-left text-sm"
      headerClassName="bg-muted/60"
      headCellClassName="px-4 py-3 font-semibold"
      cellClassName="px-4 py-3"
      rowClassName={(product) => cn("border-t", tripleZero(product) && "bg-brand-green-soft/60")}
      columns={COLUMNS}
      rows={products}
      rowKey={(product) => product.name}
      rowTestId="sustainability-row"
      cards={{
        render: (product) => <ProductCard product={product} />,
        below: "sm",
        className: "grid gap-3",
        itemClassName: (product) => cn("rounded-xl border p-4", tripleZero(product) ? "bg-brand-green-soft/60" : "bg-card"),
      }}
    />
  );
}
