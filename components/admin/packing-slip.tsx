// The packing slip staff print for the box: ship-to address, order number and date, every
// line with its size, item number, quantity ordered and how many already left in earlier shipments,
// and no prices (the slip travels with the goods). Printing hides the site's chrome.
import type { AdminOrderDetail } from "@/lib/orders/staff-view";
import { siteConfig } from "@/lib/site-config";
import { formatShopTime } from "@/lib/shop-time";
import { PrintButton } from "./print-button";

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
      <table className="mt-8 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-2">
              Item
            </th>
            <th scope="col" className="py-2 pr-2">
              Size
            </th>
            <th scope="col" className="py-2 pr-2">
              Item #
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Ordered
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Shipped before
            </th>
            <th scope="col" className="py-2 text-right">
              In this box
            </th>
          </tr>
        </thead>
        <tbody>
          {fulfilment.lines.map((line) => (
            <tr key={line.id} className="border-b align-top" data-testid="slip-line">
              <td className="py-2 pr-2">{line.name}</td>
              <td className="py-2 pr-2">{line.size}</td>
              <td className="py-2 pr-2 font-mono text-xs">{line.itemNumber}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{line.ordered}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{line.shipped}</td>
              <td className="py-2 text-right">
                <span className="inline-block h-5 w-10 border" aria-label="To fill in by hand" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-6 text-sm">Every product is rated 0-0-0 for hazmat: no hazmat labels or fees apply to this shipment.</p>
    </article>
  );
}
