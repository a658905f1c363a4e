"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TotalsList } from "@/components/ui/totals-list";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { formatUsd, toCents } from "@/lib/domain/money";
import type { OrderSummary } from "@/lib/orders/api";
import { SuccessHeading } from "./success-heading";

const usd = (amount: string) => formatUsd(toCents(amount));

/**
 * Shown once a payment is confirmed (seed 001 §2): customer, address, items and 'Total Paid', then
 * 'Complete Order', which finalizes the order and sends the confirmation e-mail.
 */
export function PaymentConfirmed({ order, completing, onComplete }: { order: OrderSummary; completing: boolean; onComplete: () => void }) {
  const { customer, shipTo } = order;

  return (
    <div className="mx-auto max-w-2xl" data-testid="payment-confirmed">
      <SuccessHeading title={CHECKOUT_TEXT.confirmedTitle} body={CHECKOUT_TEXT.confirmedBody} />

      <section aria-labelledby="confirmed-summary-title" className="mt-8 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="confirmed-summary-title" className="text-xl font-semibold">
          {CHECKOUT_TEXT.summaryTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Order number{" "}
          <span className="font-mono font-semibold text-foreground" data-testid="confirmed-order-number">
            {order.orderNumber}
          </span>
        </p>

        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold">Customer</h3>
            <p className="mt-1 text-sm break-words">
              {customer.firstName} {customer.lastName}
              <br />
              {customer.email}
              {customer.phone && (
                <>
                  <br />
                  {customer.phone}
                </>
              )}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-semibold">{CHECKOUT_TEXT.shippingTitle}</h3>
            <address className="mt-1 text-sm break-words not-italic">
              {shipTo.company && (
                <>
                  {shipTo.company}
                  <br />
                </>
              )}
              {shipTo.address}
              <br />
              {shipTo.city}, {shipTo.state} {shipTo.zipCode}
            </address>
          </div>
        </div>

        <h3 className="mt-6 text-sm font-semibold">Items</h3>
        <ul className="mt-2 divide-y border-y">
          {order.items.map((item) => (
            <li key={`${item.itemNumber}-${item.name}`} className="flex items-start justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{item.name}</p>
                <p className="text-muted-foreground">
                  Item #{item.itemNumber} · {item.quantity} × {usd(item.unitPrice)}
                </p>
              </div>
              <p className="shrink-0 font-medium tabular-nums">{usd(item.lineTotal)}</p>
            </li>
          ))}
        </ul>

        <TotalsList
          className="mt-4 grid-cols-[1fr_auto] gap-x-4 gap-y-1.5"
          rows={[
            { label: "Subtotal", value: usd(order.subtotal) },
            { label: "Shipping", value: toCents(order.shipping) === 0 ? "FREE" : usd(order.shipping) },
            { label: "Tax", value: usd(order.tax) },
          ]}
          total={{ label: CHECKOUT_TEXT.totalPaid, value: usd(order.total), testId: "confirmed-total" }}
          totalClassName="border-t pt-2 text-base font-semibold"
          reach={4}
        />
        {order.paymentMethod === "card" && order.cardLast4 && (
          <p className="mt-3 text-sm text-muted-foreground">Paid by card ending in {order.cardLast4}</p>
        )}
        {order.paymentMethod === "paypal" && <p className="mt-3 text-sm text-muted-foreground">Paid with PayPal</p>}
      </section>

      <div className="mt-6 flex flex-col items-center gap-2 text-center">
        <Button
          type="button"
          size="lg"
          className="h-12 w-full text-base sm:w-auto sm:min-w-64"
          disabled={completing}
          aria-busy={completing}
          aria-describedby="complete-order-hint"
          onClick={onComplete}
        >
          {completing && <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />}
          {CHECKOUT_TEXT.completeOrder}
        </Button>
        <p id="complete-order-hint" className="text-sm text-muted-foreground">
          {CHECKOUT_TEXT.completeOrderHint}
        </p>
      </div>
    </div>
  );
}
