import Link from "@/components/ui/link";
import { PackageIcon } from "lucide-react";
import { formatDate, formatTotal } from "@/components/portal/format";
import { StatusBadge } from "@/components/portal/status-badge";
import { TimeZoneNote } from "@/components/time/time-zone-note";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
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

const COLUMNS: DataColumn<PortalOrder>[] = [
  { header: "Order #", cell: (order) => <OrderNumberLink orderNumber={order.orderNumber} /> },
  { header: "Date", cell: (order) => formatDate(order.date), className: "whitespace-nowrap" },
  { header: "Items", cell: (order) => order.product, className: "min-w-40 whitespace-normal" },
  { header: "Status", cell: (order) => <StatusBadge label={order.status} tone={order.tone} /> },
  { header: "Total", cell: (order) => formatTotal(order.total), align: "right", className: "tabular-nums" },
];

function OrderCard({ order }: { order: PortalOrder }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <OrderNumberLink orderNumber={order.orderNumber} />
          <p className="text-xs text-muted-foreground">{formatDate(order.date)}</p>
        </div>
        <StatusBadge label={order.status} tone={order.tone} />
      </div>
      <p className="mt-2 text-sm break-words">{order.product}</p>
      <p className="mt-2 font-semibold tabular-nums">{formatTotal(order.total)}</p>
    </>
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
      <DataTable
        label="Your orders"
        columns={COLUMNS}
        rows={orders}
        rowProps={(order) => ({ "data-order-number": order.orderNumber })}
        cards={{
          render: (order) => <OrderCard order={order} />,
          below: "sm",
          after: true,
          className: "grid gap-3",
          itemClassName: "rounded-lg border bg-card p-4",
        }}
      />
      <TimeZoneNote what="Dates" className="mt-3" />
    </>
  );
}
