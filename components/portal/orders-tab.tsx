"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { PackageIcon, PlusIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { useReorder } from "@/components/orders/use-reorder";
import { accountOrderPath } from "@/lib/orders/links";
import type { PortalOrder } from "@/lib/portal/schemas";
import { CallFailed, EmptyState, ListSkeleton } from "./call-states";
import { formatDate, formatTotal } from "./format";
import { usePortalSession } from "./portal-session";
import { StatusBadge } from "./status-badge";
import type { CallState } from "./use-portal-call";

function ReorderButton({ order }: { order: PortalOrder }) {
  const { sessionLost, close } = usePortalSession();
  const router = useRouter();
  const { busy, run } = useReorder({
    orderId: order.id,
    orderNumber: order.orderNumber,
    onSignedOut: sessionLost,
    onViewCart: () => {
      close();
      router.push("/checkout");
    },
  });

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={run}
      aria-disabled={busy || undefined}
      aria-label={`Reorder ${order.orderNumber}`}
    >
      <RotateCcwIcon aria-hidden="true" className={busy ? "animate-spin" : undefined} />
      {busy ? "Adding..." : "Reorder"}
    </Button>
  );
}

/** The order's number, a link to its own page; following it closes the dialog. */
function OrderNumberLink({ order, onFollow }: { order: PortalOrder; onFollow: () => void }) {
  return (
    <Link
      href={accountOrderPath(order.orderNumber)}
      onClick={onFollow}
      aria-label={`Order ${order.orderNumber}`}
      className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
    >
      {order.orderNumber}
    </Link>
  );
}

const columns = (onFollow: () => void): DataColumn<PortalOrder>[] => [
  { header: "Order #", cell: (order) => <OrderNumberLink order={order} onFollow={onFollow} /> },
  { header: "Date", cell: (order) => formatDate(order.date), className: "whitespace-nowrap" },
  { header: "Product", cell: (order) => order.product, className: "min-w-40 whitespace-normal" },
  { header: "Status", cell: (order) => <StatusBadge label={order.status} tone={order.tone} /> },
  { header: "Total", cell: (order) => formatTotal(order.total), align: "right", className: "tabular-nums" },
  { header: "Actions", srOnlyHeader: true, cell: (order) => <ReorderButton order={order} />, className: "text-right" },
];

function OrderCard({ order, onFollow }: { order: PortalOrder; onFollow: () => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p>
            <OrderNumberLink order={order} onFollow={onFollow} />
          </p>
          <p className="text-xs text-muted-foreground">{formatDate(order.date)}</p>
        </div>
        <StatusBadge label={order.status} tone={order.tone} />
      </div>
      <p className="mt-2 text-sm break-words">{order.product}</p>
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{formatTotal(order.total)}</span>
        <ReorderButton order={order} />
      </div>
    </>
  );
}

/** Orders tab: the seed's table (Order #, Date, Product, Status, Total), cards on phones; New Order and Reorder. */
export function OrdersTab({ state, onRetry }: { state: CallState<PortalOrder[]>; onRetry: () => void }) {
  const { close } = usePortalSession();
  return (
    <section aria-labelledby="portal-orders-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="portal-orders-heading" className="text-base font-semibold">
          Order History
        </h3>
        <Button asChild size="sm">
          <Link href="/products" onClick={close}>
            <PlusIcon aria-hidden="true" /> New Order
          </Link>
        </Button>
      </div>
      {state.status === "loading" && <ListSkeleton label="orders" />}
      {state.status === "error" && <CallFailed what="your orders" error={state.error} onRetry={onRetry} />}
      {state.status === "ready" && state.data.length === 0 && (
        <EmptyState icon={<PackageIcon />} title="No orders yet">
          <p className="text-sm text-muted-foreground">Orders you place with this e-mail address show here.</p>
        </EmptyState>
      )}
      {state.status === "ready" && state.data.length > 0 && (
        <DataTable
          columns={columns(close)}
          rows={state.data}
          rowProps={(order) => ({ "data-order-number": order.orderNumber })}
          tableProps={{ "data-testid": "orders-table" }}
          cards={{
            render: (order) => <OrderCard order={order} onFollow={close} />,
            below: "sm",
            after: true,
            label: "Orders",
            className: "grid gap-2",
            itemClassName: "rounded-lg border p-3",
          }}
        />
      )}
    </section>
  );
}
