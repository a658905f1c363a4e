import { ChartNoAxesColumnIcon } from "lucide-react";

/** The dashboard before the shop's first paid order: nothing to add up yet, and where to start. */
export function NoSales() {
  return (
    <section data-testid="no-sales" aria-labelledby="no-sales-title" className="rounded-xl border border-dashed px-6 py-10 text-center">
      <ChartNoAxesColumnIcon aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
      <h2 id="no-sales-title" className="mt-3 text-lg font-semibold">
        No sales yet
      </h2>
      <p className="mx-auto mt-1 max-w-prose text-sm text-muted-foreground">
        Revenue, orders, refunds and the best sellers appear here once the first order is paid.
      </p>
    </section>
  );
}
