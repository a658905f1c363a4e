import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatUsd } from "@/lib/domain/money";
import type { CustomerOrderItem } from "@/lib/orders/customer-view-model";

/** The order's lines with their sizes: a table from tablets up, one card per line on phones. */
export function OrderItemsTable({ items }: { items: readonly CustomerOrderItem[] }) {
  return (
    <>
      <Table
        containerProps={{ className: "hidden sm:block", tabIndex: 0, role: "region", "aria-label": "Ordered items" }}
        data-testid="order-items"
      >
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Product</TableHead>
            <TableHead scope="col">Size</TableHead>
            <TableHead scope="col">Item #</TableHead>
            <TableHead scope="col" className="text-right">
              Qty
            </TableHead>
            <TableHead scope="col" className="text-right">
              Unit price
            </TableHead>
            <TableHead scope="col" className="text-right">
              Total
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-item-number={item.itemNumber}>
              <TableCell className="min-w-40 whitespace-normal">{item.name}</TableCell>
              <TableCell className="whitespace-nowrap">{item.size}</TableCell>
              <TableCell className="font-mono text-xs">{item.itemNumber}</TableCell>
              <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
              <TableCell className="text-right tabular-nums">{formatUsd(item.unitPrice)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatUsd(item.lineTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="grid gap-2 sm:hidden" aria-label="Ordered items">
        {items.map((item) => (
          <li key={item.id} data-item-number={item.itemNumber} className="rounded-lg border p-3 text-sm">
            <p className="font-medium break-words">{item.name}</p>
            <p className="text-muted-foreground">
              {item.size} · <span className="font-mono text-xs">{item.itemNumber}</span>
            </p>
            <div className="mt-1 flex items-center justify-between gap-2 tabular-nums">
              <span>
                {item.quantity} × {formatUsd(item.unitPrice)}
              </span>
              <span className="font-semibold">{formatUsd(item.lineTotal)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
