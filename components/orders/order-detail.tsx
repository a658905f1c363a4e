import { DownloadIcon } from "lucide-react";
import { StatusBadge } from "@/components/portal/status-badge";
import { ShopTime } from "@/components/time/shop-time";
import { TimeZoneNote } from "@/components/time/time-zone-note";
import { Button } from "@/components/ui/button";
import type { CustomerOrderView } from "@/lib/orders/customer-view-model";
import { OrderAddress } from "./order-address";
import { OrderDocuments } from "./order-documents";
import { OrderItemsTable } from "./order-items-table";
import { OrderRefunds } from "./order-refunds";
import { OrderSection } from "./order-section";
import { OrderShipments } from "./order-shipments";
import { OrderTotals } from "./order-totals";
import { ReorderButton } from "./reorder-button";

function InvoiceLink({ invoice }: { invoice: NonNullable<CustomerOrderView["invoice"]> }) {
  return (
    <Button asChild variant="outline">
      <a href={invoice.url} download>
        <DownloadIcon aria-hidden="true" />
        Download invoice
        <span className="sr-only"> {invoice.number} (PDF)</span>
      </a>
    </Button>
  );
}

/**
 * One order for its customer: status, items with sizes and totals, shipments with tracking, refunds,
 * addresses, payment, invoice and documents (safety data sheets, certificates); the owner can also reorder.
 */
export function OrderDetail({ view }: { view: CustomerOrderView }) {
  return (
    <article data-order-number={view.orderNumber}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-all sm:text-3xl">Order {view.orderNumber}</h1>
            <span data-testid="order-status">
              <StatusBadge label={view.status.label} tone={view.status.tone} />
            </span>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Placed <ShopTime value={view.placedAt} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {view.invoice && <InvoiceLink invoice={view.invoice} />}
          {view.reorderId && <ReorderButton orderId={view.reorderId} orderNumber={view.orderNumber} />}
        </div>
      </header>
      {view.audience === "guest" && (
        <p className="mt-3 max-w-2xl text-sm text-muted-foreground">
          You opened this order with the link in your order e-mail. Keep that link to yourself: anyone who has it can see this page.
        </p>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <OrderSection id="order-items-heading" title="Items">
            <OrderItemsTable items={view.items} />
            <OrderTotals totals={view} />
          </OrderSection>
          <OrderSection id="order-shipments-heading" title="Shipments">
            <OrderShipments shipments={view.shipments} />
          </OrderSection>
          {view.refunds.length > 0 && (
            <OrderSection id="order-refunds-heading" title="Refunds">
              <OrderRefunds refunds={view.refunds} />
            </OrderSection>
          )}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <OrderSection id="order-details-heading" title="Details">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <OrderAddress title="Ship to" address={view.shipTo} />
              <OrderAddress title="Bill to" address={view.billTo} />
              <div>
                <h3 className="text-sm font-medium text-muted-foreground">Payment</h3>
                <p className="mt-1 text-sm">{view.payment}</p>
              </div>
              <div>
                <h3 className="text-sm font-medium text-muted-foreground">Invoice</h3>
                <p className="mt-1 text-sm">{view.invoice ? view.invoice.number : "Issued once the order is paid."}</p>
              </div>
            </div>
          </OrderSection>
          <OrderSection id="order-documents-heading" title="Documents">
            <OrderDocuments documents={view.documents} />
          </OrderSection>
        </div>
      </div>
      <TimeZoneNote what="Dates and times" className="mt-6" />
    </article>
  );
}
