// The sales dashboard at /admin: every figure is a SQL aggregate, so that the page costs
// the same few queries with ten orders or a million; no order is loaded into memory. The periods and
// the comparisons are lib/orders/sales-periods.ts. The SQL is plain PostgreSQL that the embedded
// database (PGlite) runs as well.
//
// Definitions:
// - A sale is a paid order: status completed, partially_refunded or refunded (a refund takes money back
//   later, it does not undo the sale). Voided, pending, failed and abandoned orders never took money.
// - A sale belongs to the moment its payment went through, `completedAt` (indexed), not to when the
//   order was started.
// - Revenue is the sum of the paid orders' totals (shipping and tax included, as charged); orders their
//   count; the average order value revenue / orders (0 without orders).
// - Refunds are the money paid back in the period, by `Refund.createdAt` (indexed), whichever period the
//   order itself was paid in. Net revenue is revenue − refunds of the same period.
// - Best sellers are counted from the order lines of the last 30 days' sales, before any refund.
import "server-only";
import { paymentsInDoubt as attemptsInDoubt, type PaymentInDoubt } from "@/lib/orders/settle-payments";
import { openQuoteCount } from "@/lib/quotes/read";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import {
  averageOrderCents,
  chartDates,
  chartSpan,
  salesPeriods,
  type LocalDate,
  type PeriodKey,
  type Span,
} from "@/lib/orders/sales-periods";
import { SHOP_TIME_ZONE } from "@/lib/shop-time";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PackSize } from "@/lib/generated/prisma/enums";

/** The statuses of an order that took money (see the definitions above). */
export const PAID_STATUSES = ["completed", "partially_refunded", "refunded"] as const;

const CHART_DAYS = 30;
const BEST_SELLERS = 5;

export type PeriodFigures = {
  revenueCents: number;
  orders: number;
  averageOrderCents: number;
  refundsCents: number;
  /** Revenue − refunds. */
  netRevenueCents: number;
};

export type DashboardPeriod = {
  key: PeriodKey;
  label: string;
  previousLabel: string;
  current: PeriodFigures;
  previous: PeriodFigures;
};

export type DailyRevenue = { date: LocalDate; revenueCents: number; orders: number };

export type BestSeller = {
  /** The product's name today (it may have been renamed since the sale). */
  name: string;
  /** For a size: "5-Gallon Pail" and its item number; null for a whole product. */
  size: { label: string; itemNumber: string } | null;
  units: number;
  revenueCents: number;
};

export type SalesDashboard = {
  /** The moment the figures run to. */
  asOf: Date;
  timeZone: string;
  /** Whether any order was ever paid: the page shows its empty state until one is. */
  hasSales: boolean;
  periods: DashboardPeriod[];
  /** The last 30 days, oldest first, today last; days without sales are 0. */
  daily: DailyRevenue[];
  bestProducts: BestSeller[];
  bestSizes: BestSeller[];
  /** Leads nobody has answered yet (status new). */
  newLeads: number;
  /** Quotes sent and still open (lib/quotes/read.ts). */
  openQuotes: number;
  /** Payments whose outcome the gateway has not confirmed yet (lib/orders/settle-payments.ts), oldest first. */
  paymentsInDoubt: PaymentInDoubt[];
};

// Written into the statement rather than bound: constants, and a bound text would need a cast to the enum.
const PAID_LIST = Prisma.raw(PAID_STATUSES.map((status) => `'${status}'`).join(", "));

/** `order` (the alias of "Order" in the statement) is a paid order. */
const paid = (order: string) => Prisma.sql`${Prisma.raw(order)}.status IN (${PAID_LIST})`;

/** An instant as the database stores it: timestamp(3) without time zone, in UTC. */
const at = (instant: Date) => Prisma.sql`(${instant.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

const within = (column: string, span: Span) =>
  Prisma.sql`${Prisma.raw(column)} >= ${at(span.start)} AND ${Prisma.raw(column)} < ${at(span.end)}`;

function figures(revenue: string, orders: number, refunds: string): PeriodFigures {
  const revenueCents = toCents(revenue);
  const refundsCents = toCents(refunds);
  return {
    revenueCents,
    orders,
    averageOrderCents: averageOrderCents(revenueCents, orders),
    refundsCents,
    netRevenueCents: revenueCents - refundsCents,
  };
}

/** Revenue, orders and refunds of each span, all in one statement; each span is a range of the indexes on
 * Order.completedAt and Refund.createdAt. */
async function spanFigures(spans: Span[]): Promise<PeriodFigures[]> {
  const windows = Prisma.join(spans.map((span, index) => Prisma.sql`(${index}::int, ${at(span.start)}, ${at(span.end)})`));
  const rows = await db().$queryRaw<{ i: number; revenue: string; orders: number; refunds: string }[]>`
    WITH w (i, starts, ends) AS (VALUES ${windows})
    SELECT w.i, sales.revenue::text AS revenue, sales.orders::int AS orders, paid_back.refunds::text AS refunds
    FROM w
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(o.total), 0) AS revenue, COUNT(*) AS orders
      FROM "Order" o
      WHERE ${paid("o")} AND o."completedAt" >= w.starts AND o."completedAt" < w.ends
    ) AS sales
    CROSS JOIN LATERAL (
      SELECT COALESCE(SUM(r.amount), 0) AS refunds FROM "Refund" r WHERE r."createdAt" >= w.starts AND r."createdAt" < w.ends
    ) AS paid_back
    ORDER BY w.i`;
  return rows.map((row) => figures(row.revenue, row.orders, row.refunds));
}

/** Revenue and orders per day of the shop's calendar; the days without sales are filled in with 0. */
async function dailyRevenue(now: Date): Promise<DailyRevenue[]> {
  const rows = await db().$queryRaw<{ day: string; revenue: string; orders: number }[]>`
    SELECT to_char((o."completedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${SHOP_TIME_ZONE}::text, 'YYYY-MM-DD') AS day,
      SUM(o.total)::text AS revenue, COUNT(*)::int AS orders
    FROM "Order" o
    WHERE ${paid("o")} AND ${within('o."completedAt"', chartSpan(now, CHART_DAYS))}
    GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return chartDates(now, CHART_DAYS).map((date) => {
    const row = byDay.get(date);
    return { date, revenueCents: row ? toCents(row.revenue) : 0, orders: row?.orders ?? 0 };
  });
}

type SellerRow = { name: string; size: PackSize | null; itemNumber: string | null; units: number; revenue: string };

/**
 * The best sellers of the last 30 days, by units sold, then by revenue, then by name: whole products, or
 * each size of a product (its item number).
 */
async function bestSellers(now: Date, by: "product" | "size"): Promise<BestSeller[]> {
  const size = by === "size";
  const rows = await db().$queryRaw<SellerRow[]>`
    SELECT p.name,
      ${size ? Prisma.sql`i.size` : Prisma.sql`NULL`} AS size,
      ${size ? Prisma.sql`i."itemNumber"` : Prisma.sql`NULL`} AS "itemNumber",
      SUM(i.quantity)::int AS units, SUM(i."lineTotal")::text AS revenue
    FROM "OrderItem" i
    JOIN "Order" o ON o.id = i."orderId"
    JOIN "Product" p ON p.id = i."productId"
    WHERE ${paid("o")} AND ${within('o."completedAt"', chartSpan(now, CHART_DAYS))}
    GROUP BY p.id, p.name ${size ? Prisma.sql`, i."itemNumber", i.size` : Prisma.empty}
    ORDER BY units DESC, SUM(i."lineTotal") DESC, p.name ${size ? Prisma.sql`, i."itemNumber"` : Prisma.empty}
    LIMIT ${BEST_SELLERS}`;
  return rows.map((row) => ({
    name: row.name,
    size: row.itemNumber === null ? null : { label: orderedSizeLabel(row.size), itemNumber: row.itemNumber },
    units: row.units,
    revenueCents: toCents(row.revenue),
  }));
}

async function anySales(now: Date): Promise<boolean> {
  const [row] = await db().$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Order" o WHERE ${paid("o")} AND o."completedAt" < ${at(now)}) AS any`;
  return row?.any ?? false;
}

/** The dashboard as of `now` (the tests pass their own; the page the clock's). */
export async function salesDashboard(now: Date = new Date()): Promise<SalesDashboard> {
  const periods = salesPeriods(now);
  // The embedded database's single connection queues these; PostgreSQL runs them side by side.
  const [spans, daily, bestProducts, bestSizes, hasSales, newLeads, openQuotes, inDoubt] = await Promise.all([
    spanFigures(periods.flatMap((period) => [period.current, period.previous])),
    dailyRevenue(now),
    bestSellers(now, "product"),
    bestSellers(now, "size"),
    anySales(now),
    // Every lead nobody has answered, whenever it came: not a figure of the period.
    db().lead.count({ where: { status: "new" } }),
    openQuoteCount(now),
    attemptsInDoubt(now),
  ]);
  return {
    asOf: now,
    timeZone: SHOP_TIME_ZONE,
    hasSales,
    periods: periods.map((period, index) => ({
      key: period.key,
      label: period.label,
      previousLabel: period.previousLabel,
      current: spans[2 * index]!,
      previous: spans[2 * index + 1]!,
    })),
    daily,
    bestProducts,
    bestSizes,
    newLeads,
    openQuotes,
    paymentsInDoubt: inDoubt,
  };
}
