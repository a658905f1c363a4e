import { MinusIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MAX_LINE_QUANTITY } from "@/lib/cart/schemas";

/** A cart line's minus and plus (seed 001 §4): minus off at the line's minimum order, both off while the line updates. */
export function QuantityControl({
  name,
  quantity,
  minimum = 1,
  pending,
  onChange,
}: {
  name: string;
  quantity: number;
  /** The product's minimum order in this size (1 for most). */
  minimum?: number;
  pending: boolean;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="inline-flex items-center rounded-md border" role="group" aria-label={`Quantity of ${name}`}>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Decrease quantity of ${name}`}
        disabled={pending || quantity <= minimum}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <output className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="line-quantity">
        {quantity}
      </output>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Increase quantity of ${name}`}
        disabled={pending || quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
