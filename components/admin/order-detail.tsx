import Link from "@/components/ui/link";
import { ArrowLeftIcon, FileTextIcon } from "lucide-react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { TotalsList } from "@/components/ui/totals-list";
import { auditActionLabel, auditDiff } from "@/lib/audit/diff";
import type { AdminOrderDetail } from "@/lib/orders/staff-view";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { formatInvoiceNumber } from "@/lib/orders/invoice-data";
import { staffInvoicePath } from "@/lib/orders/links";
import { paymentEventLabel, readPaymentDetails } from "@/lib/orders/payment-events";
import { formatShopTime } from "@/lib/shop-time";
import { AuditChanges } from "./audit-changes";
import { OrderFulfilment } from "./order-fulfilment";
import { OrderRefund } from "./order-refund";
import { OrderStatusBadge } from "./order-status-badge";
import { PaymentOutcomeWarning } from "./payment-outcome-warning";
import { StaffSection } from "./staff-section";

const when = (date: Date) => formatShopTime(date);
const usd = (amount: { toFixed(digits: number): string } | null) =>
  amount === null ? "—" : `$${Number(amount.toFixed(2)).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

function Address({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <div className="rounded-lg border p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <address className="mt-1 not-italic">
        {lines.filter(Boolean).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </div>
  );
}

type Order = NonNullable<AdminOrderDetail>["order"];

const ITEM_COLUMNS: DataColumn<Order["items"][number]>[] = [
  { header: "Product", cell: (item) => item.productName },
  { header: "Size", cell: (item) => orderedSizeLabel(item.size) },
  { header: "Item number", cell: (item) => item.itemNumber, className: "font-mono text-xs" },
  { header: "Quantity", cell: (item) => item.quantity, align: "right", className: "tabular-nums" },
  { header: "Unit price", cell: (item) => usd(item.unitPrice), align: "right", className: "tabular-nums" },
  { header: "Line total", cell: (item) => usd(item.lineTotal), align: "right", className: "tabular-nums" },
];

function Transaction({ event }: { event: Order["paymentEvents"][number] }) {
  const { invoiceNumber } = readPaymentDetails(event.raw);
  return (
    <>
      {event.transactionId ?? "—"}
      {invoiceNumber && <span className="block font-sans text-muted-foreground">invoice {invoiceNumber}</span>}
    </>
  );
}

const PAYMENT_COLUMNS: DataColumn<Order["paymentEvents"][number]>[] = [
  { header: "When", cell: (event) => when(event.createdAt), className: "whitespace-nowrap" },
  { header: "Kind", cell: (event) => paymentEventLabel(event) },
  { header: "Result", cell: (event) => (event.success ? "Succeeded" : "Failed") },
  { header: "Amount", cell: (event) => usd(event.amount), align: "right", className: "tabular-nums" },
  { header: "Transaction", cell: (event) => <Transaction event={event} />, className: "font-mono text-xs break-all" },
  { header: "Message", cell: (event) => event.message ?? "—" },
];

/** One order for staff: items, addresses, payments, refunds and history. */
export function OrderDetail({ detail }: { detail: NonNullable<AdminOrderDetail> }) {
  const { order, row, history, fulfilment } = detail;
  return (
    <>
      <Link href="/admin-orders" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Recent Orders
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-all sm:text-3xl">Order {order.orderNumber}</h1>
        <OrderStatusBadge status={order.status} label={row.statusLabel} />
        {order.invoiceNumber !== null && (
          <a
            href={staffInvoicePath(order.id)}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            download
          >
            <FileTextIcon aria-hidden="true" className="size-4" />
            Invoice {formatInvoiceNumber(order.invoiceNumber)} (PDF)
          </a>
        )}
      </div>
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">Placed: </dt>
          <dd className="inline">{when(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Customer: </dt>
          <dd className="inline break-all">
            {order.customerFirstName} {order.customerLastName} ({order.customerEmail}
            {order.customerPhone ? `, ${order.customerPhone}` : ""})
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Payment: </dt>
          <dd className="inline">
            {order.paymentMethod === "card" ? `Card${order.cardLast4 ? ` ending in ${order.cardLast4}` : ""}` : "PayPal"} ({order.gateway}{" "}
            gateway)
            {order.paymentMethod === "card" && (order.settledAt ? ", settled" : ", not settled yet")}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Transaction: </dt>
          <dd className="inline font-mono text-xs break-all">{order.cardTransactionId ?? order.paypalCaptureId ?? "—"}</dd>
        </div>
      </dl>
      <PaymentOutcomeWarning payments={detail.paymentsInDoubt} when={when} />

      <StaffSection title="Fulfilment">
        <OrderFulfilment
          orderId={order.id}
          orderNumber={order.orderNumber}
          payment={order.status}
          fulfilment={order.fulfilmentStatus}
          {...fulfilment}
        />
      </StaffSection>

      <StaffSection title="Items">
        <DataTable label="Ordered items" className="min-w-[520px]" columns={ITEM_COLUMNS} rows={order.items} />
        <TotalsList
          className="mt-3 ml-auto max-w-xs grid-cols-2 gap-y-1"
          rows={[
            { label: "Subtotal", value: usd(order.subtotal) },
            { label: "Shipping", value: usd(order.shipping) },
            { label: "Tax", value: usd(order.tax) },
          ]}
          total={{ label: "Total", value: usd(order.total) }}
          totalClassName="font-semibold"
        />
      </StaffSection>

      <StaffSection title="Addresses">
        <div className="grid gap-4 sm:grid-cols-2">
          <Address
            title="Ship to"
            lines={[order.shippingCompany, order.shippingAddress, `${order.shippingCity}, ${order.shippingState} ${order.shippingZipCode}`]}
          />
          <Address
            title="Bill to"
            lines={[order.billingCompany, order.billingAddress, `${order.billingCity}, ${order.billingState} ${order.billingZipCode}`]}
          />
        </div>
      </StaffSection>

      <StaffSection title="Payments">
        {order.paymentEvents.length === 0 ? (
          <p className="text-muted-foreground">No exchange with a payment gateway yet.</p>
        ) : (
          <DataTable
            label="Payment events"
            className="min-w-[640px]"
            columns={PAYMENT_COLUMNS}
            rows={order.paymentEvents}
            rowTestId="payment-event"
          />
        )}
      </StaffSection>

      <StaffSection title="Refunds">
        <OrderRefund orderId={order.id} orderNumber={order.orderNumber} data={detail.refund} />
        {order.refunds.length === 0 ? (
          <p className="mt-4 text-muted-foreground">No refunds.</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border p-3 text-sm" data-testid="refund">
                <span className="font-medium">{usd(refund.amount)}</span> on {when(refund.createdAt)}
                {refund.createdBy ? ` by ${refund.createdBy.email}` : ""}. Reason: {refund.reason ?? "none given"}.
                {refund.lines.length > 0 && (
                  <ul className="mt-1 list-disc pl-5">
                    {refund.lines.map((line) => (
                      <li key={line.id}>
                        {line.quantity} × {line.orderItem.productName}, {orderedSizeLabel(line.orderItem.size)}: {usd(line.amount)}
                        {line.restocked ? ", put back in stock" : ""}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      <StaffSection title="History">
        {history.length === 0 ? (
          <p className="text-muted-foreground">No recorded changes.</p>
        ) : (
          <ol className="space-y-3">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm" data-testid="history-entry">
                <p>
                  <span className="font-medium">{auditActionLabel(entry.action)}</span> by {entry.actorLabel} on {when(entry.createdAt)}
                </p>
                <div className="mt-1">
                  <AuditChanges changes={auditDiff(entry.before, entry.after)} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </StaffSection>
    </>
  );
}
