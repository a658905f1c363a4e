// What the quote editor's parts share: the form's types, and what is typed read as the totals need it.
import type { ZodFormReturn } from "@/components/forms";
import { formatUsd, toCents } from "@/lib/domain/money";
import { quoteLineTotalCents, quoteTotals, type QuoteLinePrice, type QuoteTotals } from "@/lib/quotes/rules";
import type { StateCode } from "@/lib/domain/tax";
import type { quoteInputSchema } from "@/lib/quotes/schemas";
import type { QuoteFormValues, QuoteSizeOption } from "@/lib/quotes/view";

export type QuoteForm = ZodFormReturn<typeof quoteInputSchema, QuoteFormValues>;
export type QuoteLineValues = QuoteFormValues["lines"][number];

export const newLine = (): QuoteLineValues => ({ sizeId: null, quantity: "1", unitPrice: "", discountPercent: "" });

// What cannot be read (yet) counts as 0: the schema says why on submit.
export function typedCents(value: string): number {
  try {
    return Math.max(0, toCents(value.trim()));
  } catch {
    return 0;
  }
}

const typedQuantity = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : 0);

function typedPercent(value: string): number {
  const raw = value.trim().replace(/%$/, "").trim();
  return /^\d+(?:\.\d{1,2})?$/.test(raw) && Number(raw) <= 100 ? Number(raw) : 0;
}

export const linePrice = (line: QuoteLineValues): QuoteLinePrice => ({
  unitPriceCents: typedCents(line.unitPrice),
  discountPercent: typedPercent(line.discountPercent),
  quantity: typedQuantity(line.quantity),
});

/** The totals of what is typed. Tax needs a state (quoteTotals throws without one): until then it is 0. */
export function liveTotals(lines: readonly QuoteLineValues[], shipping: string, state: StateCode | undefined): QuoteTotals {
  const priced = lines.map(linePrice);
  const shippingCents = typedCents(shipping);
  if (state) return quoteTotals(priced, shippingCents, state);
  const subtotal = priced.reduce((sum, line) => sum + quoteLineTotalCents(line), 0);
  const gross = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return { subtotalCents: subtotal, discountCents: gross - subtotal, shippingCents, taxCents: 0, totalCents: subtotal + shippingCents };
}

/** "55-Gallon Drum — TZ-GR-101-D — $1,234.00" */
export const sizeText = (size: QuoteSizeOption) => `${size.sizeLabel} — ${size.itemNumber} — ${formatUsd(size.listPriceCents)}`;

/** The sizes by product, in the order given: one optgroup each. */
export function sizeGroups(sizes: readonly QuoteSizeOption[]): [string, QuoteSizeOption[]][] {
  const groups = new Map<string, QuoteSizeOption[]>();
  for (const size of sizes) groups.set(size.productName, [...(groups.get(size.productName) ?? []), size]);
  return [...groups];
}
