import { describe, expect, it } from "vitest";
import { HAZMAT_FEE_PER_SHIPMENT, ytdSavings, type SavingsOrder } from "@/lib/domain/ytd-savings";
import { siteConfig } from "@/lib/site-config";

const now = new Date("2026-11-22T15:00:00Z");
const order = (status: SavingsOrder["status"], at: string, completed = true): SavingsOrder => ({
  status,
  createdAt: new Date(at),
  completedAt: completed ? new Date(at) : null,
});

describe("YTD savings in the customer portal", () => {
  it("counts the $60 per shipment the site claims ('typically $60+ saved per shipment')", () => {
    expect(HAZMAT_FEE_PER_SHIPMENT).toBe(60);
    expect(siteConfig.claims.shippingSavings).toContain(`$${HAZMAT_FEE_PER_SHIPMENT}+`);
  });

  it("is $0 for a customer with no orders", () => {
    expect(ytdSavings([], now)).toBe(0);
  });

  it("is $180 for three completed orders this year", () => {
    const orders = [
      order("completed", "2026-06-29T10:00:00Z"),
      order("completed", "2026-08-16T10:00:00Z"),
      order("completed", "2026-11-12T10:00:00Z"),
    ];
    expect(ytdSavings(orders, now)).toBe(180);
  });

  it("leaves out refunded, voided, pending and failed orders: they did not ship", () => {
    const orders = [
      order("completed", "2026-03-01T10:00:00Z"),
      order("refunded", "2026-04-01T10:00:00Z"),
      order("voided", "2026-05-01T10:00:00Z"),
      order("pending", "2026-06-01T10:00:00Z", false),
      order("failed", "2026-07-01T10:00:00Z", false),
    ];
    expect(ytdSavings(orders, now)).toBe(60);
  });

  it("leaves out last year's orders, at the UTC year boundary", () => {
    const orders = [order("completed", "2025-12-31T23:59:59Z"), order("completed", "2026-01-01T00:00:00Z")];
    expect(ytdSavings(orders, now)).toBe(60);
    expect(ytdSavings(orders, new Date("2025-12-31T23:59:59.500Z"))).toBe(60);
  });

  it("dates an order by its completion, falling back to its creation", () => {
    const paidInJanuary: SavingsOrder = {
      status: "completed",
      createdAt: new Date("2025-12-31T22:00:00Z"),
      completedAt: new Date("2026-01-01T01:00:00Z"),
    };
    const noCompletionDate: SavingsOrder = { status: "completed", createdAt: new Date("2026-02-01T00:00:00Z"), completedAt: null };
    expect(ytdSavings([paidInJanuary, noCompletionDate], now)).toBe(120);
  });

  it("does not count orders dated after now", () => {
    expect(ytdSavings([order("completed", "2026-12-01T00:00:00Z")], now)).toBe(0);
  });
});
