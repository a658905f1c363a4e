import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import type { DailyRevenue } from "@/lib/orders/dashboard";
import { formatUsd } from "@/lib/domain/money";

// The dates are calendar dates of the shop already: formatted in UTC so no time zone moves them a day.
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

// The drawing's own units; the SVG stretches to the card's width.
const WIDTH = 300;
const HEIGHT = 100;

const orderCount = (orders: number) => `${orders} ${orders === 1 ? "order" : "orders"}`;

/** What a screen reader hears for the drawing: the span, the total, the best day and the days without sales. */
function chartSummary(days: readonly DailyRevenue[]): string {
  const span = `Daily revenue, ${shortDate.format(asDate(days[0]!.date))} to ${shortDate.format(asDate(days.at(-1)!.date))}`;
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  if (total === 0) return `${span}: no sales.`;
  const best = days.reduce((top, day) => (day.revenueCents > top.revenueCents ? day : top));
  const empty = days.filter((day) => day.revenueCents === 0).length;
  return `${span}: ${formatUsd(total)} in all; the best day ${shortDate.format(asDate(best.date))} with ${formatUsd(best.revenueCents)}; ${empty} ${empty === 1 ? "day" : "days"} without sales.`;
}

const COLUMNS: DataColumn<DailyRevenue>[] = [
  {
    header: "Date",
    rowHeader: true,
    cell: (day) => <time dateTime={day.date}>{longDate.format(asDate(day.date))}</time>,
    className: "font-normal",
  },
  { header: "Orders", cell: (day) => day.orders, align: "right", className: "tabular-nums" },
  { header: "Revenue", cell: (day) => formatUsd(day.revenueCents), align: "right", className: "tabular-nums" },
];

/**
 * Revenue per day as bars, drawn on the server (no script): the drawing is one image with a summary for
 * screen readers, and the same figures are a table one click away, for them and for anyone who wants the
 * numbers. Axis labels are HTML beside the drawing, so they keep their size however wide it is drawn.
 */
export function RevenueChart({ days, className }: { days: readonly DailyRevenue[]; className?: string }) {
  const max = Math.max(0, ...days.map((day) => day.revenueCents));
  const slot = WIDTH / days.length;
  const totalCents = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const first = shortDate.format(asDate(days[0]!.date));
  const last = shortDate.format(asDate(days.at(-1)!.date));
  return (
    <Card data-testid="revenue-chart" aria-labelledby="revenue-chart-title" role="group" className={className}>
      <CardHeader>
        <h2 id="revenue-chart-title" className="text-base font-semibold">
          Daily revenue
        </h2>
        <CardDescription>
          Last {days.length} days, {first} to {last}: {formatUsd(totalCents)} from {orderCount(totalOrders)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex gap-2">
          <div
            aria-hidden="true"
            className="flex w-16 shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
          >
            <span>{formatUsd(max)}</span>
            <span>$0</span>
          </div>
          <svg
            role="img"
            aria-label={chartSummary(days)}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-44 w-full min-w-0 sm:h-56"
          >
            <line x1={0} x2={WIDTH} y1={0} y2={0} className="stroke-border" vectorEffect="non-scaling-stroke" strokeDasharray="4 4" />
            {days.map((day, index) => {
              const height = max === 0 ? 0 : (day.revenueCents / max) * HEIGHT;
              return (
                <rect
                  key={day.date}
                  data-date={day.date}
                  x={index * slot + slot * 0.15}
                  y={HEIGHT - height}
                  width={slot * 0.7}
                  height={height}
                  className="fill-primary"
                >
                  <title>{`${longDate.format(asDate(day.date))}: ${formatUsd(day.revenueCents)}, ${orderCount(day.orders)}`}</title>
                </rect>
              );
            })}
            <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-muted-foreground" vectorEffect="non-scaling-stroke" />
          </svg>
        </div>
        <div aria-hidden="true" className="mt-1 flex justify-between pl-18 text-xs text-muted-foreground">
          <span>{first}</span>
          <span>{last}</span>
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70">
            Show the daily figures as a table
          </summary>
          <DataTable
            label="Daily revenue table"
            caption={`Daily revenue, ${first} to ${last}`}
            className="mt-2"
            columns={COLUMNS}
            rows={days}
            rowKey={(day) => day.date}
            footer={
              <TableRow>
                <TableHead scope="row">Total</TableHead>
                <TableCell className="text-right tabular-nums">{totalOrders}</TableCell>
                <TableCell className="text-right tabular-nums">{formatUsd(totalCents)}</TableCell>
              </TableRow>
            }
          />
        </details>
      </CardContent>
    </Card>
  );
}
