import { TruckIcon } from "lucide-react";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import type { CheckoutTotals } from "@/lib/checkout/totals";
import { formatUsd } from "@/lib/domain/money";

/** Subtotal, shipping (FREE or the amount), tax, total, and the free-shipping note (seed 001 §2, §9). */
export function OrderTotals({ totals, taxState }: { totals: CheckoutTotals; taxState: "unknown" | "loading" | "ready" }) {
  const tax =
    taxState === "unknown"
      ? CHECKOUT_TEXT.taxPending
      : taxState === "loading" || totals.taxCents === null
        ? "Calculating..."
        : formatUsd(totals.taxCents);
  return (
    <div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="checkout-totals">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right tabular-nums" data-testid="checkout-subtotal">
          {formatUsd(totals.subtotalCents)}
        </dd>
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className="text-right tabular-nums" data-testid="checkout-shipping">
          {totals.shippingCents === 0 ? <span className="font-semibold text-brand-green">FREE</span> : formatUsd(totals.shippingCents)}
        </dd>
        <dt className="text-muted-foreground">Tax</dt>
        <dd className="text-right tabular-nums" data-testid="checkout-tax">
          {tax}
        </dd>
        {/* The total's cell reaches over the column gap, so that the line above the total is unbroken. */}
        <dt className="border-t pt-3 text-base font-semibold">Total</dt>
        <dd className="-ml-4 border-t pt-3 pl-4 text-right text-base font-semibold tabular-nums" data-testid="checkout-total">
          {formatUsd(totals.totalCents)}
        </dd>
      </dl>
      {totals.freeShipping ? (
        <p className="mt-4 flex items-center gap-2 rounded-md bg-brand-green-soft px-3 py-2 text-sm font-medium text-brand-green">
          <TruckIcon className="size-4 shrink-0" aria-hidden="true" />
          {CHECKOUT_TEXT.freeShippingNote}
        </p>
      ) : totals.toFreeShippingCents > 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{CHECKOUT_TEXT.freeShippingHint(formatUsd(totals.toFreeShippingCents))}</p>
      ) : null}
    </div>
  );
}
