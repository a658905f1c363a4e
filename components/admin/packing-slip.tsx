// The packing slip staff print for the box: ship-to address, order number and date, every
// line with its size, item number, quantity ordered and how many already left in earlier shipments,
// and no prices (the slip travels with the goods). Printing hides the site's chrome.
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { AdminOrderDetail } from "@/lib/orders/staff-view";
import { siteConfig } from "@/lib/site-config";
import { formatShopTime } from "@/lib/shop-time";
import { PrintButton } from "./print-button";

type Line = NonNullable<AdminOrderDetail>["fulfilment"]["lines"][number];

const COLUMNS: DataColumn<Line>[] = [
  { header: "Item", cell: (line) => line.name },
  { header: "Size", cell: (line) => line.size },
  { header: "Item #", cell: (line) => line.itemNumber, className: "font-mono text-xs" },
  { header: "Ordered", cell: (line) => line.ordered, align: "right", className: "tabular-nums" },
  { header: "Shipped before", cell: (line) => line.shipped, align: "right", className: "tabular-nums" },
  {
    header: "In this box",
    cell: () => <span className="inline-block h-5 w-10 border" aria-label="To fill in by hand" />,
    align: "right",
    className: "pr-0",
    headClassName: "pr-0",
  },
];

export function PackingSlip({ detail }: { detail: NonNullable<AdminOrderDetail> }) {
  const { order, fulfilment } = detail;
  const shipTo = [
    `${order.customerFirstName} ${order.customerLastName}`,
    order.shippingCompany,
    order.shippingAddress,
    `${order.shippingCity}, ${order.shippingState} ${order.shippingZipCode}`,
    order.customerPhone,
  ].filter((line): line is string => Boolean(line));
  return (
    <article className="packing-slip mx-auto max-w-3xl bg-background text-foreground" aria-labelledby="packing-slip-title">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="packing-slip-title" className="text-2xl font-bold">
            Packing Slip
          </h1>
          <p className="mt-1 text-sm">
            Order <span className="font-mono font-semibold">{order.orderNumber}</span> · placed{" "}
            {formatShopTime(order.createdAt, "longDate")}
          </p>
        </div>
        <PrintButton />
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="slip-from">
          <h2 id="slip-from" className="text-sm font-medium text-muted-foreground">
            From
          </h2>
          <address className="mt-1 not-italic">
            <div className="font-medium">{siteConfig.companyName}</div>
            <div>{siteConfig.phone.display}</div>
            <div>{siteConfig.email}</div>
          </address>
        </section>
        <section aria-labelledby="slip-to">
          <h2 id="slip-to" className="text-sm font-medium text-muted-foreground">
            Ship to
          </h2>
          <address className="mt-1 not-italic">
            {shipTo.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
      </div>
      <DataTable
        variant="plain"
        className="mt-8 w-full border-collapse text-sm"
        headRowClassName="border-b text-left"
        headCellClassName="py-2 pr-2"
        cellClassName="py-2 pr-2"
        rowClassName="border-b align-top"
        columns={COLUMNS}
        rows={fulfilment.lines}
        rowTestId="slip-line"
      />
      <p className="mt-6 text-sm">Every product is rated 0-0-0 for hazmat: no hazmat labels or fees apply to this shipment.</p>
    </article>
  );
}
