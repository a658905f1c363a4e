import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatUsd } from "@/lib/domain/money";
import type { CustomerOrderItem } from "@/lib/orders/customer-view-model";

const COLUMNS: DataColumn<CustomerOrderItem>[] = [
  { header: "Product", cell: (item) => item.name, className: "min-w-40 whitespace-normal" },
  { header: "Size", cell: (item) => item.size, className: "whitespace-nowrap" },
  { header: "Item #", cell: (item) => item.itemNumber, className: "font-mono text-xs" },
  { header: "Qty", cell: (item) => item.quantity, align: "right", className: "tabular-nums" },
  { header: "Unit price", cell: (item) => formatUsd(item.unitPrice), align: "right", className: "tabular-nums" },
  { header: "Total", cell: (item) => formatUsd(item.lineTotal), align: "right", className: "tabular-nums" },
];

function ItemCard({ item }: { item: CustomerOrderItem }) {
  return (
    <>
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
    </>
  );
}

/** The order's lines with their sizes: a table from tablets up, one card per line on phones. */
export function OrderItemsTable({ items }: { items: readonly CustomerOrderItem[] }) {
  return (
    <DataTable
      label="Ordered items"
      columns={COLUMNS}
      rows={items}
      rowProps={(item) => ({ "data-item-number": item.itemNumber })}
      tableProps={{ "data-testid": "order-items" }}
      cards={{
        render: (item) => <ItemCard item={item} />,
        below: "sm",
        after: true,
        className: "grid gap-2",
        itemClassName: "rounded-lg border p-3 text-sm",
      }}
    />
  );
}
