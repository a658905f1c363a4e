import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { BestSeller } from "@/lib/orders/dashboard";
import { formatUsd } from "@/lib/domain/money";

const COLUMNS: DataColumn<BestSeller>[] = [
  {
    header: "Product",
    rowHeader: true,
    cell: (seller) => (
      <>
        <span className="font-medium break-words">{seller.name}</span>
        {seller.size && (
          <span className="block text-xs text-muted-foreground">
            {seller.size.label} · {seller.size.itemNumber}
          </span>
        )}
      </>
    ),
    className: "h-auto py-2 align-top font-normal whitespace-normal",
  },
  { header: "Units", cell: (seller) => seller.units.toLocaleString("en-US"), align: "right", className: "align-top tabular-nums" },
  { header: "Revenue", cell: (seller) => formatUsd(seller.revenueCents), align: "right", className: "align-top tabular-nums" },
];

/** The top sellers of the last 30 days, by units sold, with the revenue of their order lines. */
export function BestSellers({ id, title, sellers }: { id: string; title: string; sellers: readonly BestSeller[] }) {
  const headingId = `${id}-title`;
  return (
    <Card data-testid={id} aria-labelledby={headingId} role="group">
      <CardHeader>
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <CardDescription>Last 30 days, by units sold; revenue of the order lines, before refunds</CardDescription>
      </CardHeader>
      <CardContent>
        {sellers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sales in the last 30 days.</p>
        ) : (
          <DataTable
            label={title}
            columns={COLUMNS}
            rows={sellers}
            rowKey={(seller) => seller.size?.itemNumber ?? seller.name}
            rowTestId="best-seller"
          />
        )}
      </CardContent>
    </Card>
  );
}
