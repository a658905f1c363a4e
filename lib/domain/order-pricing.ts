// Whether a pending order's price still holds when it is paid. An order is priced from the cart when its
// checkout begins; by the time the shopper pays, the catalog (a price, an archived product, the stock)
// or the cart itself may have changed, or the price may simply be old. Before any charge or capture the
// order is priced again from the cart as it is then, and the shopper pays the old amount only when the
// new pricing comes out the same. Pure: the order service loads the rows and stores the answer.
//
// A cart that holds an accepted quote is priced from the quote itself, never from what its lines say:
// each of the quote's lines, in exactly its quantity, at the quote's price, and nothing else. A line the
// quote does not have, a quantity it does not name, or a line of it that is missing stops the checkout
// (the cart no longer is the quote); so does the quote's end (withdrawn, or past its valid-until day).
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { formatUsd } from "./money";
import { orderTotals, type Totals } from "./order-totals";
import { minimumOrderMessage, packSizeLabel, type PackSize } from "../catalog/pack-sizes";
import { quoteCheckoutRefusal } from "../quotes/rules";

/** How long a price holds: an order priced longer ago is priced again before it is charged. */
export const PRICE_HOLDS_MS = 30 * 60 * 1000;

/** A cart line with its product and size as the catalog has them now. */
export type CartLineNow = {
  productId: number;
  sizeId: number;
  size: PackSize;
  name: string;
  /** The size's item number. */
  itemNumber: string;
  quantity: number;
  /** The catalog's price: a quoted price comes only from the quote (CartQuoteTerms). */
  unitPriceCents: number;
  archived: boolean;
  /** The size is sold on quote only (staff may have made it so after it was added). */
  quoteOnly: boolean;
  /** The product's minimum order in this size. */
  minimumQuantity: number;
  /** The price includes shipping. */
  shippingIncluded: boolean;
  /** Units on hand; null when stock is not tracked. */
  stockQuantity: number | null;
};

/** The accepted quote a cart holds, as the quote itself has it (not as the cart's lines say). */
export type CartQuoteTerms = {
  number: string;
  status: QuoteStatus;
  validUntil: Date;
  shippingCents: number;
  /** Each line's size, quantity and net unit price. Quote-only sizes and minimum orders do not apply to them. */
  lines: readonly { sizeId: number; quantity: number; unitPriceCents: number }[];
};

/** A line as the order is charged for it: the cart line's product, size and price, and its total. */
export type PricedLine = Pick<
  CartLineNow,
  "productId" | "sizeId" | "size" | "name" | "itemNumber" | "quantity" | "unitPriceCents" | "shippingIncluded"
> & { lineTotalCents: number };

type Named = { productId: number; name: string; size: PackSize };

/** Why a cart cannot be ordered as it is. */
export type CartProblem =
  | { problem: "empty" }
  | ({ problem: "archived" } & Named)
  | ({ problem: "quote-only" } & Named)
  | ({ problem: "below-minimum"; minimum: number } & Named)
  | ({ problem: "out-of-stock"; available: number } & Named)
  /** The cart holding a quote has lines or quantities other than the quote's. */
  | { problem: "quote-changed"; number: string }
  /** The quote the cart holds can no longer be paid (withdrawn, or past its date). */
  | { problem: "quote-ended"; number: string; message: string };

export type CartPricing = ({ ok: true } & Pricing) | ({ ok: false } & CartProblem);

export type Pricing = { lines: PricedLine[]; totals: Totals };

/** Why a quote's cart is not the quote, or null when its lines are exactly the quote's lines and quantities. */
function quoteMismatch(cart: readonly CartLineNow[], quote: CartQuoteTerms): CartProblem | null {
  const wanted = new Map(quote.lines.map((line) => [line.sizeId, line.quantity]));
  const seen = new Set<number>();
  for (const line of cart) {
    if (wanted.get(line.sizeId) !== line.quantity || seen.has(line.sizeId)) return { problem: "quote-changed", number: quote.number };
    seen.add(line.sizeId);
  }
  return seen.size === wanted.size ? null : { problem: "quote-changed", number: quote.number };
}

/**
 * The cart priced for shipping to `shippingState`, or what stops it from being ordered. A cart that holds
 * an accepted quote (`quote`) is priced at the quote's prices and ships at its shipping, as long as the
 * quote may still be paid at `now` and the cart holds exactly its lines.
 */
export function priceCart(
  cart: readonly CartLineNow[],
  shippingState: string,
  quote: CartQuoteTerms | null = null,
  now: Date = new Date(),
): CartPricing {
  if (cart.length === 0) return { ok: false, problem: "empty" };
  if (quote) {
    const ended = quoteCheckoutRefusal(quote, quote.number, now);
    if (ended) return { ok: false, problem: "quote-ended", number: quote.number, message: ended };
    const mismatch = quoteMismatch(cart, quote);
    if (mismatch) return { ok: false, ...mismatch };
  }
  const quotedPrice = new Map(quote?.lines.map((line) => [line.sizeId, line.unitPriceCents]));
  for (const line of cart) {
    const named = { productId: line.productId, name: line.name, size: line.size };
    const quoted = quotedPrice.has(line.sizeId);
    if (line.archived) return { ok: false, problem: "archived", ...named };
    if (line.quoteOnly && !quoted) return { ok: false, problem: "quote-only", ...named };
    if (!quoted && line.quantity < line.minimumQuantity)
      return { ok: false, problem: "below-minimum", minimum: line.minimumQuantity, ...named };
    if (line.stockQuantity !== null && line.stockQuantity < line.quantity) {
      return { ok: false, problem: "out-of-stock", available: Math.max(0, line.stockQuantity), ...named };
    }
  }
  const lines = cart.map((line) => {
    const unitPriceCents = quotedPrice.get(line.sizeId) ?? line.unitPriceCents;
    return {
      productId: line.productId,
      sizeId: line.sizeId,
      size: line.size,
      name: line.name,
      itemNumber: line.itemNumber,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      shippingIncluded: line.shippingIncluded,
    };
  });
  return { ok: true, lines, totals: orderTotals(lines, shippingState, quote?.shippingCents) };
}

/** True when the order was priced more than PRICE_HOLDS_MS before `now`. */
export function isPriceStale(pricedAt: Date, now: Date): boolean {
  return now.getTime() - pricedAt.getTime() > PRICE_HOLDS_MS;
}

/** What a pending order holds of its pricing: when, its lines and its totals. */
export type OrderPricing = {
  pricedAt: Date;
  shippingState: string;
  /** sizeId is null only when staff deleted the size since: such a line never matches the cart. */
  items: readonly { sizeId: number | null; quantity: number; unitPriceCents: number }[];
  totals: Totals;
};

export type PriceCheck =
  /** Priced recently and the cart prices the same: pay it as it is. */
  | { kind: "current" }
  /** The price was old, but the cart prices the same now: keep the amount, note the new pricing time. */
  | { kind: "refreshed"; pricing: Pricing }
  /** The cart prices differently (other lines, quantities, prices or total): store it and tell the shopper. */
  | { kind: "changed"; pricing: Pricing; cartChanged: boolean }
  /** The cart cannot be ordered as it is: nothing may be charged. */
  | { kind: "unavailable"; reason: CartProblem };

const lineKey = (line: { sizeId: number | null; quantity: number }) => `${line.sizeId ?? "gone"}x${line.quantity}`;

function sameLines(order: OrderPricing["items"], cart: readonly PricedLine[]): boolean {
  const a = order.map(lineKey).sort();
  const b = cart.map(lineKey).sort();
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

function samePrices(order: OrderPricing["items"], cart: readonly PricedLine[]): boolean {
  const prices = new Map(order.map((item) => [item.sizeId, item.unitPriceCents]));
  return cart.every((line) => prices.get(line.sizeId) === line.unitPriceCents);
}

function sameTotals(a: Totals, b: Totals): boolean {
  return (
    a.subtotalCents === b.subtotalCents && a.shippingCents === b.shippingCents && a.taxCents === b.taxCents && a.totalCents === b.totalCents
  );
}

/** Decides, before a charge or capture, whether the order's pricing still holds against the cart of `now`. */
export function checkOrderPrice(
  order: OrderPricing,
  cart: readonly CartLineNow[],
  now: Date,
  quote: CartQuoteTerms | null = null,
): PriceCheck {
  const priced = priceCart(cart, order.shippingState, quote, now);
  if (!priced.ok) {
    const { ok: _ok, ...reason } = priced;
    return { kind: "unavailable", reason };
  }
  const pricing = { lines: priced.lines, totals: priced.totals };
  const linesSame = sameLines(order.items, priced.lines);
  if (linesSame && samePrices(order.items, priced.lines) && sameTotals(order.totals, priced.totals)) {
    return isPriceStale(order.pricedAt, now) ? { kind: "refreshed", pricing } : { kind: "current" };
  }
  return { kind: "changed", pricing, cartChanged: !linesSame };
}

/** The shopper's text for a cart that cannot be ordered as it is. */
export function cartProblemMessage(reason: CartProblem): string {
  switch (reason.problem) {
    case "empty":
      return "Your cart is empty";
    case "archived":
      return `${reason.name} is no longer sold online. Please remove it from your cart.`;
    case "quote-only":
      return `The ${packSizeLabel(reason.size)} of ${reason.name} is now sold on quote only. Please remove it from your cart and request a quote.`;
    case "below-minimum":
      return `${minimumOrderMessage(reason.name, reason.minimum, reason.size)}. Please raise the quantity in your cart.`;
    case "out-of-stock":
      return outOfStockMessage(reason.name, reason.available);
    case "quote-changed":
      return `Your cart no longer holds exactly quote ${reason.number}, so it cannot be paid at the quoted prices. Please ask us for a new quote.`;
    case "quote-ended":
      return reason.message;
  }
}

/** The shopper's text when fewer units are left than the cart holds (the check before payment, and the payment's own take). */
export function outOfStockMessage(name: string, available: number): string {
  return available <= 0
    ? `${name} is out of stock. Please remove it from your cart.`
    : `Only ${available} of ${name} are in stock. Please lower the quantity in your cart.`;
}

/** The shopper's text when the order was priced again and came out different. */
export function priceChangedMessage(totalCents: number, cartChanged: boolean): string {
  const why = cartChanged ? "because your cart changed since this checkout began" : "because our prices changed since this checkout began";
  return `The total of your order changed to ${formatUsd(totalCents)} ${why}. Nothing was charged. Please check your order and pay again.`;
}
