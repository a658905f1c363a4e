import { QuantityControl } from "./quantity-control";
import type { CheckoutLine } from "@/lib/checkout/totals";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { formatUsd } from "@/lib/domain/money";

/** One cart line: name, size, item number, unit price, line total, quantity buttons and Remove. */
export function OrderSummaryLine({
  line,
  pending,
  onQuantity,
  onRemove,
}: {
  line: CheckoutLine;
  pending: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  return (
    <li className="py-4" data-testid="checkout-line" data-item-number={line.itemNumber} aria-busy={pending}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{line.name}</p>
          <p className="text-sm" data-testid="line-size">
            Size: {line.sizeLabel}
          </p>
          <p className="text-sm text-muted-foreground">Item #{line.itemNumber}</p>
          <p className="text-sm text-muted-foreground">{formatUsd(line.unitPriceCents)} each</p>
        </div>
        <p className="shrink-0 font-semibold tabular-nums" data-testid="line-total">
          {formatUsd(line.lineTotalCents)}
        </p>
      </div>
      {line.quoted ? (
        <p className="mt-2 text-sm" data-testid="line-quantity">
          Quantity: {line.quantity} (as quoted)
        </p>
      ) : (
        <div className="mt-3 flex items-center justify-between gap-3">
          <QuantityControl
            name={line.name}
            quantity={line.quantity}
            minimum={line.minimumQuantity}
            pending={pending}
            onChange={onQuantity}
          />
          <button
            type="button"
            onClick={onRemove}
            disabled={pending}
            className="rounded-sm text-sm font-medium text-destructive underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
            aria-label={`${CHECKOUT_TEXT.removeItem} ${line.name}`}
          >
            {CHECKOUT_TEXT.removeItem}
          </button>
        </div>
      )}
    </li>
  );
}
