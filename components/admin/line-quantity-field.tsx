"use client";

import { TextField } from "@/components/forms";

/** How many units of an order line: a whole number up to what is left of it, read-only once none is. */
export function LineQuantityField({
  name,
  line,
  left,
  hint,
}: {
  name: string;
  line: { name: string; size: string; itemNumber: string };
  left: number;
  hint: string;
}) {
  return (
    <TextField
      name={name}
      label={`${line.name}, ${line.size} (${line.itemNumber})`}
      hint={hint}
      type="number"
      inputMode="numeric"
      min="0"
      max={String(left)}
      step="1"
      readOnly={left === 0}
    />
  );
}
