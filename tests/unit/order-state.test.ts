import { describe, expect, it } from "vitest";
import { canApply, nextStatus, OrderTransitionError, staffActions, statusLabel } from "@/lib/orders/state";

describe("order states", () => {
  it("completes or fails a pending order", () => {
    expect(nextStatus("pending", "payment_succeeded")).toBe("completed");
    expect(nextStatus("pending", "payment_failed")).toBe("failed");
  });

  it("lets a declined checkout be paid on retry", () => {
    expect(nextStatus("failed", "payment_succeeded")).toBe("completed");
  });

  it("voids or refunds only a completed order", () => {
    expect(nextStatus("completed", "voided")).toBe("voided");
    expect(nextStatus("completed", "refunded")).toBe("refunded");
    expect(canApply("pending", "refunded")).toBe(false);
    expect(canApply("failed", "voided")).toBe(false);
  });

  it("refunds in parts: partially_refunded until a refund leaves nothing, then refunded; never voided once part is refunded", () => {
    expect(nextStatus("completed", "partly_refunded")).toBe("partially_refunded");
    expect(nextStatus("partially_refunded", "partly_refunded")).toBe("partially_refunded");
    expect(nextStatus("partially_refunded", "refunded")).toBe("refunded");
    expect(canApply("partially_refunded", "voided")).toBe(false);
    expect(canApply("pending", "partly_refunded")).toBe(false);
    expect(staffActions({ status: "partially_refunded", cardTransactionId: "t-1", settledAt: new Date() })).toEqual(["refund"]);
    expect(statusLabel({ status: "partially_refunded", cardTransactionId: "t-1" })).toBe("Partially Refunded");
  });

  it("abandons only a pending order, and never charges an abandoned one", () => {
    expect(nextStatus("pending", "abandoned")).toBe("abandoned");
    expect(canApply("failed", "abandoned")).toBe(false);
    expect(canApply("completed", "abandoned")).toBe(false);
    expect(() => nextStatus("abandoned", "payment_succeeded")).toThrow("An order that is abandoned cannot be payment succeeded");
    expect(statusLabel({ status: "abandoned", cardTransactionId: null })).toBe("Abandoned");
  });

  it("never refunds or voids twice, nor charges a closed order", () => {
    expect(() => nextStatus("refunded", "refunded")).toThrow(OrderTransitionError);
    expect(() => nextStatus("voided", "refunded")).toThrow("An order that is voided cannot be refunded");
    expect(() => nextStatus("completed", "payment_succeeded")).toThrow(OrderTransitionError);
  });
});

describe("what staff may do", () => {
  const card = { status: "completed" as const, cardTransactionId: "t-1", settledAt: null };

  it("voids an unsettled card charge", () => {
    expect(staffActions(card)).toEqual(["void"]);
  });

  it("never voids a shipped order: its unsettled charge waits for settlement, then is refunded", () => {
    expect(staffActions({ ...card, fulfilmentStatus: "processing" })).toEqual(["void"]);
    expect(staffActions({ ...card, fulfilmentStatus: "partially_shipped" })).toEqual([]);
    expect(staffActions({ ...card, fulfilmentStatus: "shipped", settledAt: new Date() })).toEqual(["refund"]);
  });

  it("refunds a settled card charge", () => {
    expect(staffActions({ ...card, settledAt: new Date() })).toEqual(["refund"]);
  });

  it("only refunds a PayPal payment", () => {
    expect(staffActions({ ...card, cardTransactionId: null })).toEqual(["refund"]);
  });

  it("does nothing with an order that is not completed", () => {
    expect(staffActions({ ...card, status: "refunded" })).toEqual([]);
    expect(staffActions({ ...card, status: "pending" })).toEqual([]);
  });

  it("labels orders as the seed does", () => {
    expect(statusLabel({ status: "voided", cardTransactionId: "t" })).toBe("Transaction Voided");
    expect(statusLabel({ status: "refunded", cardTransactionId: null })).toBe("Refund Processed");
    expect(statusLabel({ status: "completed", cardTransactionId: null })).toBe("PayPal Payment");
  });
});
