// The sales dashboard's figures (lib/orders/dashboard.ts) against sums worked out by hand from a handful of
// orders and refunds, at noon (Chicago summer time) on Tuesday 12 March 2019, two days after the clocks
// went forward. Nothing else in the test database is dated 2018 or 2019 (the seed and the other test
// files write orders at the real time), so these rows are the only sales the dashboard counts.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { salesDashboard, type DashboardPeriod, type PeriodFigures, type SalesDashboard } from "@/lib/orders/dashboard";
import { db } from "@/lib/db/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { MADISON_CUSTOMER } from "@/tests/support/orders";

const NOW = new Date("2019-03-12T17:00:00Z");

type Line = { itemNumber: string; quantity: number; unitPrice: string };

/** A paid (or not) order of `total` dollars, completed at `completedAt` (UTC), with its lines. */
async function order(status: OrderStatus, completedAt: string | null, total: string, lines: Line[]): Promise<string> {
  const sizes = await db().productSize.findMany({ where: { itemNumber: { in: lines.map((line) => line.itemNumber) } } });
  const created = await db().order.create({
    data: {
      orderNumber: `TZ-DASH-${randomUUID().slice(0, 8).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status,
      paymentMethod: "card",
      gateway: "test",
      ...MADISON_CUSTOMER,
      customerEmail: `dashboard-${randomUUID()}@example.com`,
      subtotal: total,
      shipping: "0.00",
      tax: "0.00",
      total,
      completedAt: completedAt ? new Date(completedAt) : null,
      createdAt: new Date(completedAt ?? NOW),
      items: {
        create: lines.map((line) => {
          const size = sizes.find((candidate) => candidate.itemNumber === line.itemNumber)!;
          const cents = Math.round(Number(line.unitPrice) * 100) * line.quantity;
          return {
            productId: size.productId,
            sizeId: size.id,
            size: size.size,
            productName: "Name at the time of the sale",
            itemNumber: size.itemNumber,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            lineTotal: (cents / 100).toFixed(2),
          };
        }),
      },
    },
  });
  return created.id;
}

const refund = (orderId: string, amount: string, createdAt: string) =>
  db().refund.create({ data: { orderId, amount, createdAt: new Date(createdAt), reason: "Dashboard test" } });

const GR101_QUART = "TZ-GR-101-QT";
const GR101_GALLON = "TZ-GR-101";
const GR101_PAIL = "TZ-GR-101-5G";
const GR102_QUART = "TZ-GR-102-QT";
const GR102_GALLON = "TZ-GR-102";
const GR102_PAIL = "TZ-GR-102-5G";

let dashboard: SalesDashboard;
let leadsBefore: number;

const period = (key: DashboardPeriod["key"]) => dashboard.periods.find((candidate) => candidate.key === key)!;

/** Dollars as the cents the dashboard answers in. */
function money(revenue: number, orders: number, refunds: number, average: number): PeriodFigures {
  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    revenueCents: cents(revenue),
    orders,
    averageOrderCents: cents(average),
    refundsCents: cents(refunds),
    netRevenueCents: cents(revenue) - cents(refunds),
  };
}

beforeAll(async () => {
  leadsBefore = await db().lead.count({ where: { status: "new" } });
  // Today, 12 March (from 05:00 UTC, midnight summer time), until noon.
  await order("completed", "2019-03-12T14:00:00Z", "100.00", [{ itemNumber: GR102_GALLON, quantity: 2, unitPrice: "50.00" }]);
  // 00:30 summer time today; in winter time it would still be yesterday.
  const b = await order("partially_refunded", "2019-03-12T05:30:00Z", "250.00", [
    { itemNumber: GR101_PAIL, quantity: 1, unitPrice: "250.00" },
  ]);
  await refund(b, "50.00", "2019-03-12T15:00:00Z");
  // Not sales: voided today, pending and abandoned without a payment.
  await order("voided", "2019-03-12T15:00:00Z", "999.00", [{ itemNumber: GR101_GALLON, quantity: 10, unitPrice: "99.90" }]);
  await order("pending", null, "888.00", [{ itemNumber: GR101_GALLON, quantity: 8, unitPrice: "111.00" }]);
  await order("abandoned", null, "777.00", [{ itemNumber: GR101_QUART, quantity: 7, unitPrice: "111.00" }]);

  // Yesterday: 11:00 (before "this time") and 13:00.
  await order("completed", "2019-03-11T16:00:00Z", "80.00", [{ itemNumber: GR101_QUART, quantity: 4, unitPrice: "20.00" }]);
  await order("completed", "2019-03-11T18:00:00Z", "40.00", [{ itemNumber: GR101_QUART, quantity: 2, unitPrice: "20.00" }]);

  // The rest of the last 7 days (6 to 12 March): refunded in full on 8 March.
  const g = await order("refunded", "2019-03-07T18:00:00Z", "300.00", [{ itemNumber: GR102_PAIL, quantity: 1, unitPrice: "300.00" }]);
  await refund(g, "300.00", "2019-03-08T18:00:00Z");
  // 00:30 winter time on 6 March, the 7 days' first half hour.
  await order("completed", "2019-03-06T06:30:00Z", "60.00", [{ itemNumber: GR102_GALLON, quantity: 1, unitPrice: "60.00" }]);
  // 23:30 on 5 March: after the 7 days before ended (5 March, noon) and before the last 7 began.
  await order("completed", "2019-03-06T05:30:00Z", "70.00", [{ itemNumber: GR101_GALLON, quantity: 1, unitPrice: "70.00" }]);
  // The 7 days before (27 February to 5 March, noon).
  await order("completed", "2019-03-01T18:00:00Z", "200.00", [{ itemNumber: GR101_GALLON, quantity: 2, unitPrice: "100.00" }]);

  // The rest of the last 30 days (11 February to 12 March).
  const k = await order("partially_refunded", "2019-02-12T18:00:00Z", "150.00", [
    { itemNumber: GR102_QUART, quantity: 5, unitPrice: "30.00" },
  ]);
  await refund(k, "10.00", "2019-02-20T18:00:00Z");
  // The 30 days before (12 January to 10 February, noon); its pails are no best sellers of the last 30.
  await order("completed", "2019-02-01T18:00:00Z", "500.00", [{ itemNumber: GR101_PAIL, quantity: 2, unitPrice: "250.00" }]);
  // Earlier this year.
  await order("completed", "2019-01-05T18:00:00Z", "400.00", [{ itemNumber: GR102_GALLON, quantity: 4, unitPrice: "100.00" }]);
  // 9 pm on New Year's Eve in Chicago, though 1 January in UTC: last year's.
  await order("completed", "2019-01-01T03:00:00Z", "123.00", [{ itemNumber: GR102_QUART, quantity: 1, unitPrice: "123.00" }]);

  // Last year, until 12 March 2018 at noon (summer time since 11 March): one order, refunded in part yesterday.
  const n = await order("partially_refunded", "2018-03-01T18:00:00Z", "1000.00", [
    { itemNumber: GR101_PAIL, quantity: 4, unitPrice: "250.00" },
  ]);
  await refund(n, "25.00", "2019-03-11T15:00:00Z");
  // 13:00 on 12 March 2018: after the same time last year.
  await order("completed", "2018-03-12T18:00:00Z", "5000.00", [{ itemNumber: GR101_PAIL, quantity: 20, unitPrice: "250.00" }]);

  await db().lead.createMany({
    data: [
      { kind: "contact", form: "dashboard-test", email: `new-1-${randomUUID()}@example.com`, fields: {} },
      { kind: "quote", form: "dashboard-test", email: `new-2-${randomUUID()}@example.com`, fields: {} },
      { kind: "contact", form: "dashboard-test", email: `answered-${randomUUID()}@example.com`, fields: {}, status: "contacted" },
    ],
  });

  dashboard = await salesDashboard(NOW);
});

describe("the sales dashboard's periods", () => {
  it("counts today's $100 and $250 (the second at 00:30 summer time) and its $50 refund, against yesterday's $80 until noon", () => {
    // Revenue $350 over 2 orders, $175 each; yesterday until noon $80 over 1, and a $25 refund.
    expect(period("today")).toMatchObject({ current: money(350, 2, 50, 175), previous: money(80, 1, 25, 80) });
  });

  it("leaves out the voided $999, the pending $888 and the abandoned $777 orders", () => {
    const today = period("today").current;
    expect(today.revenueCents).toBe(35_000);
    expect(today.orders).toBe(2);
  });

  it("counts the last 7 days from 6 March's midnight ($830 over 6 orders, $375 refunded), against $200 the 7 days before", () => {
    // 100 + 250 + 80 + 40 + 300 + 60 = 830; refunds 50 + 300 + 25 = 375; 830 / 6 = 138.33.
    // The $70 of 23:30 on 5 March is in neither: after the earlier span's noon, before the last 7 days.
    expect(period("last7Days")).toMatchObject({ current: money(830, 6, 375, 138.33), previous: money(200, 1, 0, 200) });
  });

  it("counts the last 30 days from 11 February ($1,250 over 9 orders, $385 refunded), against $500 the 30 days before", () => {
    // 830 + 70 + 200 + 150 = 1250; refunds 375 + 10 = 385; 1250 / 9 = 138.89.
    expect(period("last30Days")).toMatchObject({ current: money(1250, 9, 385, 138.89), previous: money(500, 1, 0, 500) });
  });

  it("counts the year to date ($2,150 over 11 orders) against 1 January to 12 March noon of 2018 ($1,000)", () => {
    // 1250 + 500 + 400 = 2150; 2150 / 11 = 195.45. New Year's Eve's $123 and 2018's later $5,000 are in neither.
    // The 2018 order's refund, made yesterday, counts this year.
    expect(period("yearToDate")).toMatchObject({ current: money(2150, 11, 385, 195.45), previous: money(1000, 1, 0, 1000) });
  });

  it("answers the periods in the dashboard's order, with what each is compared with", () => {
    expect(dashboard.periods.map((candidate) => [candidate.label, candidate.previousLabel])).toEqual([
      ["Today", "yesterday by this time"],
      ["Last 7 days", "the 7 days before"],
      ["Last 30 days", "the 30 days before"],
      ["Year to date", "the same dates last year"],
    ]);
    expect(dashboard.timeZone).toBe("America/Chicago");
    expect(dashboard.hasSales).toBe(true);
  });
});

describe("the daily revenue chart", () => {
  it("has the 30 days from 11 February to today, with $0 on the 23 days without sales", () => {
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[0]).toEqual({ date: "2019-02-11", revenueCents: 0, orders: 0 });
    expect(dashboard.daily.at(-1)?.date).toBe("2019-03-12");
    expect(dashboard.daily.filter((day) => day.revenueCents === 0)).toHaveLength(23);
    // The clocks went forward on 10 March: a day like any other in the chart.
    expect(dashboard.daily.find((day) => day.date === "2019-03-10")).toEqual({ date: "2019-03-10", revenueCents: 0, orders: 0 });
  });

  it("puts each sale on its day in Chicago, 23:30 on 5 March on the 5th, and adds up to the last 30 days' revenue", () => {
    const sold = dashboard.daily.filter((day) => day.orders > 0).map((day) => [day.date, day.revenueCents / 100, day.orders]);
    expect(sold).toEqual([
      ["2019-02-12", 150, 1],
      ["2019-03-01", 200, 1],
      ["2019-03-05", 70, 1],
      ["2019-03-06", 60, 1],
      ["2019-03-07", 300, 1],
      ["2019-03-11", 120, 2],
      ["2019-03-12", 350, 2],
    ]);
    expect(dashboard.daily.reduce((sum, day) => sum + day.revenueCents, 0)).toBe(period("last30Days").current.revenueCents);
  });
});

describe("the best sellers of the last 30 days", () => {
  const nameOf = async (itemNumber: string) =>
    (await db().productSize.findFirstOrThrow({ where: { itemNumber }, include: { product: true } })).product.name;

  it("ranks the products by units: 10 of TZ-GR-101 ($640), then 9 of TZ-GR-102 ($610), under today's names", async () => {
    // TZ-GR-101: 1 pail + 4 + 2 quarts + 1 + 2 gallons; TZ-GR-102: 2 + 1 gallons, 1 pail, 5 quarts. The voided
    // order's 10 gallons and the older pails are not counted.
    expect(dashboard.bestProducts).toEqual([
      { name: await nameOf(GR101_GALLON), size: null, units: 10, revenueCents: 64_000 },
      { name: await nameOf(GR102_GALLON), size: null, units: 9, revenueCents: 61_000 },
    ]);
  });

  it("ranks the sizes by units, then by revenue, and keeps the top 5: TZ-GR-101's pail ($250) is sixth", async () => {
    const gr101 = await nameOf(GR101_GALLON);
    const gr102 = await nameOf(GR102_GALLON);
    expect(dashboard.bestSizes).toEqual([
      { name: gr101, size: { label: "Quart (32 oz)", itemNumber: GR101_QUART }, units: 6, revenueCents: 12_000 },
      { name: gr102, size: { label: "Quart (32 oz)", itemNumber: GR102_QUART }, units: 5, revenueCents: 15_000 },
      { name: gr101, size: { label: "Gallon", itemNumber: GR101_GALLON }, units: 3, revenueCents: 27_000 },
      { name: gr102, size: { label: "Gallon", itemNumber: GR102_GALLON }, units: 3, revenueCents: 16_000 },
      { name: gr102, size: { label: "5-Gallon Pail", itemNumber: GR102_PAIL }, units: 1, revenueCents: 30_000 },
    ]);
  });
});

describe("the leads count", () => {
  it("counts the leads nobody has answered: the 2 new ones, not the one already contacted", () => {
    expect(dashboard.newLeads).toBe(leadsBefore + 2);
  });
});

describe("the dashboard before the first sale", () => {
  it("says there are no sales yet, with $0 everywhere, 30 empty days and no best sellers", async () => {
    const empty = await salesDashboard(new Date("1999-06-01T17:00:00Z"));
    expect(empty.hasSales).toBe(false);
    for (const candidate of empty.periods) {
      expect(candidate.current, candidate.key).toEqual(money(0, 0, 0, 0));
      expect(candidate.previous, candidate.key).toEqual(money(0, 0, 0, 0));
    }
    expect(empty.daily).toHaveLength(30);
    expect(empty.daily.every((day) => day.revenueCents === 0 && day.orders === 0)).toBe(true);
    expect(empty.bestProducts).toEqual([]);
    expect(empty.bestSizes).toEqual([]);
  });
});
