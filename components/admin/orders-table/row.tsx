import Link from "@/components/ui/link";
import { DataCard, type DataColumn } from "@/components/ui/data-table";
import type { AdminOrderRow } from "@/lib/orders/staff-view-model";
import { fulfilmentLabel } from "@/lib/orders/fulfilment-rules";
import { ShopTime } from "@/components/time/shop-time";
import { cn } from "@/lib/utils";
import { OrderStatusBadge } from "../order-status-badge";

export const usd = (amount: string) => `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The customer's name, cut short with an ellipsis (the whole of it on hover) so that the Actions column stays in view. */
function Customer({ order }: { order: AdminOrderRow }) {
  const name = `${order.customerInfo.firstName} ${order.customerInfo.lastName}`;
  return (
    <>
      <div className="truncate font-medium" title={name}>
        {name}
      </div>
      <div className="truncate text-xs text-muted-foreground" title={order.customerInfo.email}>
        {order.customerInfo.email}
      </div>
    </>
  );
}

function OrderLink({ order, className }: { order: AdminOrderRow; className?: string }) {
  return (
    <Link
      href={`/admin-orders/${encodeURIComponent(order.id)}`}
      className={cn("text-primary underline-offset-4 hover:underline", className)}
    >
      {order.orderNumber}
    </Link>
  );
}

export type Actions = (order: AdminOrderRow) => React.ReactNode;

export const columns = (actions: Actions): DataColumn<AdminOrderRow>[] => [
  { header: "Order ID", cell: (order) => <OrderLink order={order} />, className: "font-mono text-xs" },
  { header: "Customer", cell: (order) => <Customer order={order} />, className: "max-w-56 xl:max-w-72" },
  { header: "Amount", cell: (order) => usd(order.totalAmount), align: "right", className: "tabular-nums" },
  { header: "Status", cell: (order) => <OrderStatusBadge status={order.status} label={order.statusLabel} /> },
  { header: "Fulfilment", cell: (order) => fulfilmentLabel(order.fulfilmentStatus), className: "whitespace-nowrap" },
  { header: "Date (CT)", cell: (order) => <ShopTime value={order.createdAt} format="dateTimeNoZone" />, className: "whitespace-nowrap" },
  { header: "Actions", cell: actions },
];

export function OrderCard({ order, actions }: { order: AdminOrderRow; actions: Actions }) {
  return (
    <DataCard
      bareTitle
      center
      title={<OrderLink order={order} className="font-mono text-sm" />}
      status={<OrderStatusBadge status={order.status} label={order.statusLabel} />}
      fields={[
        {
          label: "Customer",
          value: (
            <>
              {order.customerInfo.firstName} {order.customerInfo.lastName}
              <span className="block text-xs break-all text-muted-foreground">{order.customerInfo.email}</span>
            </>
          ),
          className: "min-w-0 break-words",
        },
        { label: "Amount", value: usd(order.totalAmount), className: "tabular-nums" },
        { label: "Fulfilment", value: fulfilmentLabel(order.fulfilmentStatus) },
        { label: "Date", value: <ShopTime value={order.createdAt} /> },
      ]}
      actions={actions(order)}
    />
  );
}
