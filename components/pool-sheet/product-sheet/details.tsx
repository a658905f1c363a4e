import { CheckIcon, ShieldCheckIcon } from "lucide-react";
import type { PoolSheet } from "@/lib/content/pool-sheets";
import type { ProductView } from "@/lib/catalog/read";
import type { FactLine } from "@/lib/catalog/facts";
import { formatUsd } from "@/lib/domain/money";

/** How to use it: the dilution guide, directions, where to use it, and its sizes and specifications. */
export function SheetDetails({
  sheet,
  product,
  priceCents,
  unit,
  specs,
}: {
  sheet: PoolSheet;
  product: ProductView;
  priceCents: number;
  unit: string;
  specs: FactLine[];
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-2">
      <section aria-labelledby="dilution-heading">
        <h2 id="dilution-heading" className="text-2xl font-bold tracking-tight">
          Dilution guide: {sheet.dilution.range}
        </h2>
        <p className="mt-2 text-muted-foreground">Mix with water to match the job.</p>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Dilution by job</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Strength
              </th>
              <th scope="col" className="py-2 font-semibold">
                Use it for
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.dilution.steps.map((step) => (
              <tr key={step.strength} className="border-b last:border-0">
                <th scope="row" className="py-3 pr-4 align-top font-semibold whitespace-nowrap text-primary">
                  {step.strength}
                </th>
                <td className="py-3">{step.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="directions-heading">
        <h2 id="directions-heading" className="text-2xl font-bold tracking-tight">
          Directions
        </h2>
        <ol className="mt-4 space-y-3">
          {sheet.directions.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading" className="text-2xl font-bold tracking-tight">
          Where to use it
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {product.applications.map((application) => (
            <li key={application} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
              {application}
            </li>
          ))}
        </ul>
        <h3 className="mt-8 text-lg font-semibold">Why it is safer</h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {sheet.claims.map((claim) => (
            <li key={claim} className="flex gap-2">
              <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
              {claim}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sizes-heading">
        <h2 id="sizes-heading" className="text-2xl font-bold tracking-tight">
          Sizes and specifications
        </h2>
        <p className="mt-2 text-muted-foreground">
          The {unit} ships online at {formatUsd(priceCents)}; request a quote for the other sizes.
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Available sizes">
          {sheet.sizes.map((size) => (
            <li key={size} className="rounded-full border bg-muted/50 px-3 py-1 text-sm">
              {size}
            </li>
          ))}
        </ul>
        <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
          {specs.map((line) => (
            <div key={`${line.label}-${line.value}`} className="contents">
              <dt className="font-semibold">{line.label}</dt>
              <dd className="text-muted-foreground">{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
