import { TruckIcon } from "lucide-react";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import type { CheckoutTotals } from "@/lib/checkout/totals";
import { formatUsd } from "@/lib/domain/money";
import { TotalsList } from "@/components/ui/totals-list";

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
      <TotalsList
        testId="checkout-totals"
        className="grid-cols-[1fr_auto] gap-x-4 gap-y-2"
        rows={[
          { label: "Subtotal", value: formatUsd(totals.subtotalCents), testId: "checkout-subtotal" },
          {
            label: "Shipping",
            value:
              totals.shippingCents === 0 ? <span className="font-semibold text-brand-green">FREE</span> : formatUsd(totals.shippingCents),
            testId: "checkout-shipping",
          },
          { label: "Tax", value: tax, testId: "checkout-tax" },
        ]}
        total={{ label: "Total", value: formatUsd(totals.totalCents), testId: "checkout-total" }}
        totalClassName="border-t pt-3 text-base font-semibold"
        reach={4}
      />
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
