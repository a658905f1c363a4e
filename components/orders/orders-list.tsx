import Link from "@/components/ui/link";
import { PackageIcon } from "lucide-react";
import { formatDate, formatTotal } from "@/components/portal/format";
import { StatusBadge } from "@/components/portal/status-badge";
import { TimeZoneNote } from "@/components/time/time-zone-note";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { accountOrderPath } from "@/lib/orders/links";
import type { PortalOrder } from "@/lib/portal/schemas";

function OrderNumberLink({ orderNumber }: { orderNumber: string }) {
  return (
    <Link
      href={accountOrderPath(orderNumber)}
      aria-label={`Order ${orderNumber}`}
      className="font-mono text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {orderNumber}
    </Link>
  );
}

/** The customer's orders, newest first: a table from tablets up, cards on phones; an invitation to shop when there are none. */
export function OrdersList({ orders }: { orders: readonly PortalOrder[] }) {
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
        <PackageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">You have no orders yet</p>
        <p className="text-sm text-muted-foreground">Orders you place while signed in show here.</p>
        <Button asChild>
          <Link href="/products">Browse products</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <Table containerProps={{ className: "hidden sm:block", tabIndex: 0, role: "region", "aria-label": "Your orders" }}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Order #</TableHead>
            <TableHead scope="col">Date</TableHead>
            <TableHead scope="col">Items</TableHead>
            <TableHead scope="col">Status</TableHead>
            <TableHead scope="col" className="text-right">
              Total
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} data-order-number={order.orderNumber}>
              <TableCell>
                <OrderNumberLink orderNumber={order.orderNumber} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(order.date)}</TableCell>
              <TableCell className="min-w-40 whitespace-normal">{order.product}</TableCell>
              <TableCell>
                <StatusBadge label={order.status} tone={order.tone} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatTotal(order.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className="grid gap-3 sm:hidden" aria-label="Your orders">
        {orders.map((order) => (
          <li key={order.id} data-order-number={order.orderNumber} className="rounded-lg border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <OrderNumberLink orderNumber={order.orderNumber} />
                <p className="text-xs text-muted-foreground">{formatDate(order.date)}</p>
              </div>
              <StatusBadge label={order.status} tone={order.tone} />
            </div>
            <p className="mt-2 text-sm break-words">{order.product}</p>
            <p className="mt-2 font-semibold tabular-nums">{formatTotal(order.total)}</p>
          </li>
        ))}
      </ul>
      <TimeZoneNote what="Dates" className="mt-3" />
    </>
  );
}
