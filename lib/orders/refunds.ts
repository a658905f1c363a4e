// How much of an order may still be refunded, and what a refund of chosen lines comes to (seed 001 §4).
// A refund is either an amount (any amount up to what remains) or lines and quantities: each
// line at its unit price, with its share of the order's tax, never more than what remains. After a refund
// the order is `refunded` when nothing remains and `partially_refunded` otherwise. Pure: cents in, cents
// out; the order service loads the rows and stores the answer. Client-safe (the refund dialog previews the
// same figures).
import { formatUsd } from "../domain/money";
import type { OrderEvent } from "./state";

export type RefundableLine = {
  orderItemId: number;
  name: string;
  /** "5-Gallon Pail" */
  size: string;
  unitPriceCents: number;
  quantity: number;
  /** Units of this line earlier refunds paid back. */
  refundedQuantity: number;
};

export type RefundableOrder = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  lines: RefundableLine[];
};

export type RefundLineRequest = { orderItemId: number; quantity: number; restock: boolean };

export type PlannedRefundLine = RefundLineRequest & { amountCents: number };

export type RefundPlan = { amountCents: number; lines: PlannedRefundLine[]; event: Extract<OrderEvent, "refunded" | "partly_refunded"> };

export type RefundProblem = { field: "amount" | "lines"; message: string };

export const REFUND_MESSAGES = {
  nothingLeft: "Nothing remains to refund on this order",
  amountZero: "Amount must be more than $0.00",
  overRefund: (remainingCents: number) => `Amount can be at most what remains to refund, ${formatUsd(remainingCents)}`,
  amountOrLines: "Give either an amount or lines to refund, not both",
  noLines: "Choose at least one line and a quantity to refund",
  unknownLine: (id: number) => `Line ${id} is not part of this order`,
  lineTwice: (name: string) => `${name} is listed twice`,
  overQuantity: (line: RefundableLine) =>
    `${line.name} (${line.size}): at most ${line.quantity - line.refundedQuantity} can be refunded, ${line.refundedQuantity} of ${line.quantity} already were`,
} as const;

export function remainingCents(order: Pick<RefundableOrder, "totalCents" | "refundedCents">): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/**
 * A line's refund: its goods at the unit price and the tax charged on them (the order's tax shared by
 * subtotal, rounded half up), so that refunding every line of an untaxed or taxed order gives back its
 * goods and tax; shipping is refunded as an amount.
 */
export function lineRefundCents(
  order: Pick<RefundableOrder, "subtotalCents" | "taxCents">,
  unitPriceCents: number,
  quantity: number,
): number {
  const goods = unitPriceCents * quantity;
  const tax = order.subtotalCents > 0 ? Math.round((order.taxCents * goods) / order.subtotalCents) : 0;
  return goods + tax;
}

const eventAfter = (order: RefundableOrder, amountCents: number): RefundPlan["event"] =>
  remainingCents(order) - amountCents <= 0 ? "refunded" : "partly_refunded";

/**
 * The refund staff asked for, checked against what remains: `amountCents` alone, or `lines` alone.
 * Neither means "all that remains" (the seeds' one-click Refund).
 */
export function planRefund(
  order: RefundableOrder,
  request: { amountCents?: number; lines?: RefundLineRequest[] },
): { ok: true; plan: RefundPlan } | ({ ok: false } & RefundProblem) {
  const remaining = remainingCents(order);
  if (remaining <= 0) return { ok: false, field: "amount", message: REFUND_MESSAGES.nothingLeft };
  if (request.amountCents !== undefined && request.lines !== undefined) {
    return { ok: false, field: "amount", message: REFUND_MESSAGES.amountOrLines };
  }
  if (request.lines === undefined) {
    const amountCents = request.amountCents ?? remaining;
    if (amountCents <= 0) return { ok: false, field: "amount", message: REFUND_MESSAGES.amountZero };
    if (amountCents > remaining) return { ok: false, field: "amount", message: REFUND_MESSAGES.overRefund(remaining) };
    return { ok: true, plan: { amountCents, lines: [], event: eventAfter(order, amountCents) } };
  }

  const chosen = request.lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0) return { ok: false, field: "lines", message: REFUND_MESSAGES.noLines };
  const seen = new Set<number>();
  const lines: PlannedRefundLine[] = [];
  for (const wanted of chosen) {
    const line = order.lines.find((candidate) => candidate.orderItemId === wanted.orderItemId);
    if (!line) return { ok: false, field: "lines", message: REFUND_MESSAGES.unknownLine(wanted.orderItemId) };
    if (seen.has(line.orderItemId)) return { ok: false, field: "lines", message: REFUND_MESSAGES.lineTwice(line.name) };
    seen.add(line.orderItemId);
    if (wanted.quantity > line.quantity - line.refundedQuantity)
      return { ok: false, field: "lines", message: REFUND_MESSAGES.overQuantity(line) };
    lines.push({ ...wanted, amountCents: lineRefundCents(order, line.unitPriceCents, wanted.quantity) });
  }
  // Rounding of the tax shares may take the sum a cent past what remains: the last cents are what remains.
  const amountCents = Math.min(
    remaining,
    lines.reduce((sum, line) => sum + line.amountCents, 0),
  );
  return { ok: true, plan: { amountCents, lines, event: eventAfter(order, amountCents) } };
}
