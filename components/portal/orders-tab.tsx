"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { PackageIcon, PlusIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
        <>
          <Table containerProps={{ className: "hidden sm:block" }} data-testid="orders-table">
            <TableHeader>
              <TableRow>
                <TableHead>Order #</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Product</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.data.map((order) => (
                <TableRow key={order.id} data-order-number={order.orderNumber}>
                  <TableCell>
                    <OrderNumberLink order={order} onFollow={close} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(order.date)}</TableCell>
                  <TableCell className="min-w-40 whitespace-normal">{order.product}</TableCell>
                  <TableCell>
                    <StatusBadge label={order.status} tone={order.tone} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatTotal(order.total)}</TableCell>
                  <TableCell className="text-right">
                    <ReorderButton order={order} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ul className="grid gap-2 sm:hidden" aria-label="Orders">
            {state.data.map((order) => (
              <li key={order.id} data-order-number={order.orderNumber} className="rounded-lg border p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p>
                      <OrderNumberLink order={order} onFollow={close} />
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
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
