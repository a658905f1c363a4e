import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BestSeller } from "@/lib/orders/dashboard";
import { formatUsd } from "@/lib/domain/money";

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
          <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": title }}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Product</TableHead>
                <TableHead scope="col" className="text-right">
                  Units
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Revenue
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sellers.map((seller) => (
                <TableRow key={seller.size?.itemNumber ?? seller.name} data-testid="best-seller">
                  <TableHead scope="row" className="h-auto py-2 align-top font-normal whitespace-normal">
                    <span className="font-medium break-words">{seller.name}</span>
                    {seller.size && (
                      <span className="block text-xs text-muted-foreground">
                        {seller.size.label} · {seller.size.itemNumber}
                      </span>
                    )}
                  </TableHead>
                  <TableCell className="text-right align-top tabular-nums">{seller.units.toLocaleString("en-US")}</TableCell>
                  <TableCell className="text-right align-top tabular-nums">{formatUsd(seller.revenueCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
