import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { DashboardPeriod } from "@/lib/orders/dashboard";
import { formatUsd } from "@/lib/domain/money";
import { ChangeNote } from "./change-note";

function Figure({ label, value, note }: { label: string; value: string; note: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums wrap-anywhere sm:text-2xl">{value}</dd>
      <dd className="mt-0.5">{note}</dd>
    </div>
  );
}

/** One period's revenue, orders, average order value and refunds, each with its change on the earlier period. */
export function PeriodCard({ period }: { period: DashboardPeriod }) {
  const { current, previous, previousLabel } = period;
  const headingId = `period-${period.key}`;
  return (
    <Card data-testid={headingId} aria-labelledby={headingId} role="group" className="gap-4">
      <CardHeader>
        <h2 id={headingId} className="text-base font-semibold">
          {period.label}
        </h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-1 md:grid-cols-2 xl:grid-cols-1">
          <Figure
            label="Revenue"
            value={formatUsd(current.revenueCents)}
            note={
              <>
                <ChangeNote current={current.revenueCents} previous={previous.revenueCents} against={previousLabel} />
                <span className="mt-0.5 block text-xs text-muted-foreground">Net of refunds {formatUsd(current.netRevenueCents)}</span>
              </>
            }
          />
          <Figure
            label="Orders"
            value={current.orders.toLocaleString("en-US")}
            note={<ChangeNote current={current.orders} previous={previous.orders} against={previousLabel} />}
          />
          <Figure
            label="Average order"
            value={formatUsd(current.averageOrderCents)}
            note={<ChangeNote current={current.averageOrderCents} previous={previous.averageOrderCents} against={previousLabel} />}
          />
          <Figure
            label="Refunds"
            value={formatUsd(current.refundsCents)}
            note={
              <ChangeNote current={current.refundsCents} previous={previous.refundsCents} against={previousLabel} moreIsBetter={false} />
            }
          />
        </dl>
      </CardContent>
    </Card>
  );
}
