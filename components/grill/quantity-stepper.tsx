"use client";

import { useId, useState } from "react";
import { MinusIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A whole-number quantity of at least 1: minus (disabled at 1), a number field, plus. */
export function QuantityStepper({
  value,
  onChange,
  itemName,
}: {
  value: number;
  onChange: (value: number) => void;
  /** Names the buttons: "Decrease quantity of Triple Zero Smoker Cleaner". */
  itemName: string;
}) {
  const id = useId();
  // What the visitor is typing; the quantity itself only ever holds a valid number.
  const [draft, setDraft] = useState<string | null>(null);

  function set(next: number) {
    setDraft(null);
    onChange(Math.max(1, Math.floor(next)));
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Quantity
      </label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => set(value - 1)}
          disabled={value <= 1}
          aria-label={`Decrease quantity of ${itemName}`}
        >
          <MinusIcon aria-hidden />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const parsed = Number(text);
            if (text !== "" && Number.isInteger(parsed) && parsed >= 1) onChange(parsed);
          }}
          onBlur={() => setDraft(null)}
          aria-label={`Quantity of ${itemName}`}
          className="h-9 w-16 rounded-md border border-input bg-transparent px-2 text-center text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70 md:text-sm"
        />
        <Button type="button" variant="outline" size="icon" onClick={() => set(value + 1)} aria-label={`Increase quantity of ${itemName}`}>
          <PlusIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
