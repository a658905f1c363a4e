"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { removeCartItem, updateCartItem } from "@/lib/cart/client";
import { messageOr, type ApiResult } from "@/lib/client/api";
import { CHECKOUT_TEXT, CHECKOUT_TOASTS } from "@/lib/checkout/messages";
import type { CheckoutLine, CheckoutTotals } from "@/lib/checkout/totals";
import { OrderSummaryLine } from "./order-summary-line";
import { OrderTotals } from "./order-totals";
import { RemoveItemDialog } from "./remove-item-dialog";

/**
 * The cart as the checkout shows it (seed 001 §2): its lines with quantity buttons and Remove, then the
 * totals. Changes go to the cart API; the cart hook receives the new cart through the cart event.
 */
export function OrderSummary({
  lines,
  totals,
  taxState,
  locked,
  quote,
}: {
  lines: CheckoutLine[];
  totals: CheckoutTotals;
  taxState: "unknown" | "loading" | "ready";
  /** While a payment runs the cart must not change under it. */
  locked: boolean;
  /** The accepted quote the cart holds: its lines are fixed. */
  quote?: { number: string; token: string };
}) {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<CheckoutLine | null>(null);

  async function change(sizeId: number, action: () => Promise<ApiResult<unknown>>, success?: () => void) {
    setPending((current) => new Set(current).add(sizeId));
    const result = await action();
    setPending((current) => {
      const next = new Set(current);
      next.delete(sizeId);
      return next;
    });
    if (result.ok) success?.();
    else toast.error(CHECKOUT_TOASTS.cartError.title, { description: messageOr(result, CHECKOUT_TOASTS.cartError.description) });
  }

  function confirmRemove() {
    const line = removing;
    setRemoving(null);
    if (!line) return;
    void change(
      line.sizeId,
      () => removeCartItem(line),
      () => toast.success(CHECKOUT_TOASTS.itemRemoved.title, { description: `${line.name} was removed from your cart.` }),
    );
  }

  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="order-summary-title" className="text-xl font-semibold">
        {CHECKOUT_TEXT.summaryTitle}
      </h2>
      {quote ? (
        <p className="mt-3 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm" data-testid="checkout-quote">
          Quote {quote.number}: the quoted products at the quoted prices and shipping.{" "}
          <Link href={`/quotes/${quote.token}`} className="font-medium text-primary underline underline-offset-4">
            View the quote
          </Link>
        </p>
      ) : null}
      <ul className="mt-2 divide-y">
        {lines.map((line) => (
          <OrderSummaryLine
            key={line.sizeId}
            line={line}
            pending={locked || pending.has(line.sizeId)}
            onQuantity={(quantity) => void change(line.sizeId, () => updateCartItem(line, quantity))}
            onRemove={() => setRemoving(line)}
          />
        ))}
      </ul>
      <div className="mt-2 border-t pt-4">
        <OrderTotals totals={totals} taxState={taxState} />
      </div>
      <RemoveItemDialog name={removing?.name ?? null} onConfirm={confirmRemove} onOpenChange={(open) => !open && setRemoving(null)} />
    </section>
  );
}
