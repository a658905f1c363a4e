"use client";

import { MinusIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MAX_LINE_QUANTITY } from "@/lib/cart/limits";

type Props = {
  value: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers: "Quantity of Triple Zero Hull Cleaner". */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
};

/** Minus, the number, plus (seed 001 §2: default 1, minimum 1, minus disabled at the minimum). */
export function QuantityStepper({ value, onChange, label, min = 1, max = MAX_LINE_QUANTITY, disabled }: Props) {
  return (
    <div className="inline-flex items-center rounded-md border" role="group" aria-label={label}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon aria-hidden />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        className="h-9 w-14 [appearance:textfield] border-x bg-transparent text-center text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 [&::-webkit-inner-spin-button]:appearance-none"
        aria-label="Quantity"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(next)) onChange(Math.min(max, Math.max(min, next)));
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
