// What the checkout shows of the cart (seed 001 §2, §5, §9): line prices from the cart's dollar
// strings, subtotal, shipping, tax and total, in whole cents. Display only: the server prices the order
// itself and ignores any amount the browser sends. Client-safe and pure.
import type { CartItemView } from "@/lib/cart/schemas";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import { FREE_SHIPPING_THRESHOLD_CENTS, shippableSubtotalCents, shippingCents } from "@/lib/domain/shipping";
import { fallbackTaxCents } from "@/lib/domain/tax";

export type CheckoutLine = {
  productId: number;
  sizeId: number;
  /** The fewest units the line may hold: its quantity buttons stop there. */
  minimumQuantity: number;
  name: string;
  itemNumber: string;
  /** The pack size's label ("5-Gallon Pail"). */
  sizeLabel: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The price includes shipping: the line never causes a shipping charge. */
  shippingIncluded: boolean;
  /** An accepted quote's line: its quantity and price are fixed. */
  quoted: boolean;
};

export type CheckoutTotals = {
  subtotalCents: number;
  shippingCents: number;
  /** Null until a shipping state is known. */
  taxCents: number | null;
  totalCents: number;
  /** Shipping is free (seed: a note is shown when shipping is zero). */
  freeShipping: boolean;
  /** How much more makes shipping free; 0 once it is. */
  toFreeShippingCents: number;
};

/** Seed 001 §5: strip the dollar sign and parse; a missing or unreadable price counts as 0. */
export function unitPriceCents(pricePerGallon: string | null | undefined): number {
  try {
    return Math.max(0, toCents(pricePerGallon));
  } catch {
    return 0;
  }
}

export function checkoutLines(items: readonly CartItemView[]): CheckoutLine[] {
  return items.map((item) => {
    const unit = unitPriceCents(item.product.pricePerGallon);
    return {
      productId: item.productId,
      sizeId: item.sizeId,
      minimumQuantity: item.minimumQuantity,
      name: item.product.name,
      itemNumber: item.product.itemNumber,
      sizeLabel: item.size.label,
      quantity: item.quantity,
      unitPriceCents: unit,
      lineTotalCents: unit * item.quantity,
      shippingIncluded: item.product.shippingIncluded,
      quoted: item.quote !== undefined,
    };
  });
}

/** The accepted quote the cart holds (every line of such a cart names it), or undefined. */
export function heldQuote(items: readonly CartItemView[]): CartItemView["quote"] {
  return items.find((item) => item.quote)?.quote;
}

/**
 * Total = subtotal + shipping + tax (seed 001 §9); an unknown tax counts as 0 until it is known. Shipping
 * follows lib/domain/shipping.ts: lines with shipping in their price do not count towards it; a cart that
 * holds an accepted quote ships at the quote's `quotedShippingCents`.
 */
export function checkoutTotals(lines: readonly CheckoutLine[], taxCents: number | null, quotedShippingCents?: number): CheckoutTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shippable = shippableSubtotalCents(lines);
  const shipping = quotedShippingCents ?? shippingCents(shippable);
  return {
    subtotalCents: subtotal,
    shippingCents: shipping,
    taxCents,
    totalCents: subtotal + shipping + (taxCents ?? 0),
    freeShipping: subtotal > 0 && shipping === 0,
    toFreeShippingCents: shipping === 0 || quotedShippingCents !== undefined ? 0 : FREE_SHIPPING_THRESHOLD_CENTS - shippable,
  };
}

/** The answer of POST /api/calculate-tax in cents, or undefined when it is not one. */
export function taxCentsFromAnswer(answer: unknown): number | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const totalTax = (answer as { totalTax?: unknown }).totalTax;
  if (typeof totalTax !== "number" && typeof totalTax !== "string") return undefined;
  try {
    const cents = toCents(totalTax);
    return cents >= 0 ? cents : undefined;
  } catch {
    return undefined;
  }
}

/** When the tax call fails (seed 001 §8): 5.5% for WI or Wisconsin, otherwise zero. */
export function fallbackTax(subtotalCents: number, state: string): number {
  return fallbackTaxCents(subtotalCents, state);
}

/** "59.90": the seed's 2-decimal amount strings. */
export const amountString = centsToDecimalString;

/** The items of the seed's PayPal order request: productId, productName, quantity, price. */
export function payPalItems(lines: readonly CheckoutLine[]) {
  return lines.map((line) => ({
    productId: line.productId,
    productName: line.name,
    quantity: line.quantity,
    price: centsToDecimalString(line.unitPriceCents),
  }));
}

/** A short fingerprint of the cart's lines, to tell when it changed. */
export function cartSignature(lines: readonly Pick<CheckoutLine, "itemNumber" | "quantity">[]): string {
  return lines.map((line) => `${line.itemNumber}x${line.quantity}`).join(",");
}
