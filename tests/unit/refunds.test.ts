import { describe, expect, it } from "vitest";
import { lineRefundCents, planRefund, remainingCents, type RefundableOrder } from "@/lib/orders/refunds";

// Two lines: 3 × $20.00 and 2 × $15.00 = $90.00, 5.5 % tax $4.95, shipping $12.00: $106.95.
const ORDER: RefundableOrder = {
  subtotalCents: 9000,
  taxCents: 495,
  totalCents: 10695,
  refundedCents: 0,
  lines: [
    { orderItemId: 1, name: "Descaler", size: "Gallon", unitPriceCents: 2000, quantity: 3, refundedQuantity: 0 },
    { orderItemId: 2, name: "Degreaser", size: "Quart", unitPriceCents: 1500, quantity: 2, refundedQuantity: 0 },
  ],
};

describe("what a refund may be", () => {
  it("refunds all that remains when neither an amount nor lines are given", () => {
    expect(planRefund(ORDER, {})).toEqual({ ok: true, plan: { amountCents: 10695, lines: [], event: "refunded" } });
    expect(planRefund({ ...ORDER, refundedCents: 695 }, {})).toMatchObject({ ok: true, plan: { amountCents: 10000, event: "refunded" } });
  });

  it("refunds any amount up to what remains; partly refunded until nothing remains", () => {
    expect(planRefund(ORDER, { amountCents: 1000 })).toMatchObject({ ok: true, plan: { amountCents: 1000, event: "partly_refunded" } });
    expect(planRefund({ ...ORDER, refundedCents: 10000 }, { amountCents: 695 })).toMatchObject({ ok: true, plan: { event: "refunded" } });
    expect(planRefund({ ...ORDER, refundedCents: 10000 }, { amountCents: 696 })).toEqual({
      ok: false,
      field: "amount",
      message: "Amount can be at most what remains to refund, $6.95",
    });
    expect(planRefund(ORDER, { amountCents: 0 })).toEqual({ ok: false, field: "amount", message: "Amount must be more than $0.00" });
    expect(planRefund({ ...ORDER, refundedCents: 10695 }, { amountCents: 1 })).toEqual({
      ok: false,
      field: "amount",
      message: "Nothing remains to refund on this order",
    });
  });

  it("refunds lines at their unit price with their share of the tax", () => {
    expect(lineRefundCents(ORDER, 2000, 1)).toBe(2110);
    expect(lineRefundCents({ subtotalCents: 0, taxCents: 0 }, 2000, 1)).toBe(2000);
    const planned = planRefund(ORDER, {
      lines: [
        { orderItemId: 1, quantity: 1, restock: true },
        { orderItemId: 2, quantity: 0, restock: false },
      ],
    });
    expect(planned).toEqual({
      ok: true,
      plan: { amountCents: 2110, lines: [{ orderItemId: 1, quantity: 1, restock: true, amountCents: 2110 }], event: "partly_refunded" },
    });
  });

  it("gives back goods and tax when every line is refunded; shipping stays for an amount refund", () => {
    const all = planRefund(ORDER, {
      lines: [
        { orderItemId: 1, quantity: 3, restock: false },
        { orderItemId: 2, quantity: 2, restock: false },
      ],
    });
    expect(all).toMatchObject({ ok: true, plan: { amountCents: 9495, event: "partly_refunded" } });
    expect(remainingCents({ totalCents: 10695, refundedCents: 9495 })).toBe(1200);
  });

  it("never refunds more of a line than is left of it, nor a line twice, nor one of another order", () => {
    const partly = { ...ORDER, lines: ORDER.lines.map((line) => (line.orderItemId === 1 ? { ...line, refundedQuantity: 2 } : line)) };
    expect(planRefund(partly, { lines: [{ orderItemId: 1, quantity: 2, restock: false }] })).toEqual({
      ok: false,
      field: "lines",
      message: "Descaler (Gallon): at most 1 can be refunded, 2 of 3 already were",
    });
    expect(
      planRefund(ORDER, {
        lines: [
          { orderItemId: 1, quantity: 1, restock: false },
          { orderItemId: 1, quantity: 1, restock: false },
        ],
      }),
    ).toEqual({ ok: false, field: "lines", message: "Descaler is listed twice" });
    expect(planRefund(ORDER, { lines: [{ orderItemId: 9, quantity: 1, restock: false }] })).toEqual({
      ok: false,
      field: "lines",
      message: "Line 9 is not part of this order",
    });
    expect(planRefund(ORDER, { lines: [] })).toEqual({
      ok: false,
      field: "lines",
      message: "Choose at least one line and a quantity to refund",
    });
    expect(planRefund(ORDER, { amountCents: 100, lines: [] })).toEqual({
      ok: false,
      field: "amount",
      message: "Give either an amount or lines to refund, not both",
    });
  });

  it("never asks more than remains when the tax shares round up past it", () => {
    const odd: RefundableOrder = {
      subtotalCents: 300,
      taxCents: 17,
      totalCents: 317,
      refundedCents: 300,
      lines: [{ orderItemId: 1, name: "Sample", size: "Quart", unitPriceCents: 100, quantity: 3, refundedQuantity: 0 }],
    };
    expect(planRefund(odd, { lines: [{ orderItemId: 1, quantity: 1, restock: false }] })).toMatchObject({
      ok: true,
      plan: { amountCents: 17, event: "refunded" },
    });
  });
});
