"use client";

import Link from "@/components/ui/link";
import { SuccessHeading } from "@/components/checkout/success-heading";
import { ShopReturnLink } from "@/components/cart/shop-return-link";
import { Button } from "@/components/ui/button";
import type { CompletedOrder } from "@/lib/checkout/completed-order";
import { THANK_YOU_TEXT } from "@/lib/checkout/messages";
import { formatUsd, toCents } from "@/lib/domain/money";
import { WhatsNext } from "./whats-next";

function usd(amount: string): string {
  try {
    return formatUsd(toCents(amount));
  } catch {
    return amount;
  }
}

/** 'Payment Successful!' with the order number, total, items and the confirmation e-mail's address. */
export function OrderReceipt({ order }: { order: CompletedOrder }) {
  return (
    <div className="grid gap-6" data-testid="thank-you-order">
      <SuccessHeading title={THANK_YOU_TEXT.successTitle} body={THANK_YOU_TEXT.successBody} titleClassName="sm:text-4xl" />

      <section aria-labelledby="receipt-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="receipt-title" className="sr-only">
          Your order
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted-foreground">{THANK_YOU_TEXT.orderNumber}</dt>
            <dd className="font-mono text-lg font-semibold break-all" data-testid="thank-you-order-number">
              {order.orderNumber}
            </dd>
          </div>
          <div className="sm:text-right">
            <dt className="text-sm text-muted-foreground">{THANK_YOU_TEXT.total}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="thank-you-total">
              {usd(order.totalAmount)}
            </dd>
          </div>
        </dl>

        {order.items.length > 0 && (
          <>
            <h3 className="mt-6 text-sm font-semibold">{THANK_YOU_TEXT.items}</h3>
            <ul className="mt-2 divide-y border-y">
              {order.items.map((item) => (
                <li key={`${item.itemNumber}-${item.productName}`} className="flex items-start justify-between gap-3 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{item.productName}</p>
                    <p className="text-muted-foreground">
                      {item.size ? `${item.size} · ` : ""}Item #{item.itemNumber} · Qty {item.quantity}
                    </p>
                  </div>
                  <p className="shrink-0 tabular-nums">{usd(item.price)} each</p>
                </li>
              ))}
            </ul>
          </>
        )}

        {order.customerEmail && (
          <p className="mt-5 text-sm break-words">
            {THANK_YOU_TEXT.emailSentTo} <span className="font-medium">{order.customerEmail}</span>.
          </p>
        )}
      </section>

      <WhatsNext />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <ShopReturnLink>{THANK_YOU_TEXT.continueShopping}</ShopReturnLink>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">{THANK_YOU_TEXT.backToHome}</Link>
        </Button>
      </div>
    </div>
  );
}
