import Link from "@/components/ui/link";
import { ArrowLeftIcon, FileTextIcon } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
        <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Ordered items" }} className="min-w-[520px]">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Product</TableHead>
              <TableHead scope="col">Size</TableHead>
              <TableHead scope="col">Item number</TableHead>
              <TableHead scope="col" className="text-right">
                Quantity
              </TableHead>
              <TableHead scope="col" className="text-right">
                Unit price
              </TableHead>
              <TableHead scope="col" className="text-right">
                Line total
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.productName}</TableCell>
                <TableCell>{orderedSizeLabel(item.size)}</TableCell>
                <TableCell className="font-mono text-xs">{item.itemNumber}</TableCell>
                <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
                <TableCell className="text-right tabular-nums">{usd(item.unitPrice)}</TableCell>
                <TableCell className="text-right tabular-nums">{usd(item.lineTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right tabular-nums">{usd(order.subtotal)}</dd>
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="text-right tabular-nums">{usd(order.shipping)}</dd>
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="text-right tabular-nums">{usd(order.tax)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums">{usd(order.total)}</dd>
        </dl>
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
          <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Payment events" }} className="min-w-[640px]">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">When</TableHead>
                <TableHead scope="col">Kind</TableHead>
                <TableHead scope="col">Result</TableHead>
                <TableHead scope="col" className="text-right">
                  Amount
                </TableHead>
                <TableHead scope="col">Transaction</TableHead>
                <TableHead scope="col">Message</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {order.paymentEvents.map((event) => {
                const { invoiceNumber } = readPaymentDetails(event.raw);
                return (
                  <TableRow key={event.id} data-testid="payment-event">
                    <TableCell className="whitespace-nowrap">{when(event.createdAt)}</TableCell>
                    <TableCell>{paymentEventLabel(event)}</TableCell>
                    <TableCell>{event.success ? "Succeeded" : "Failed"}</TableCell>
                    <TableCell className="text-right tabular-nums">{usd(event.amount)}</TableCell>
                    <TableCell className="font-mono text-xs break-all">
                      {event.transactionId ?? "—"}
                      {invoiceNumber && <span className="block font-sans text-muted-foreground">invoice {invoiceNumber}</span>}
                    </TableCell>
                    <TableCell>{event.message ?? "—"}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
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
