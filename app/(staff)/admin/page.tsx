import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PackageIcon } from "lucide-react";
import { BestSellers } from "@/components/admin/dashboard/best-sellers";
import { LeadsCard, OpenQuotesCard } from "@/components/admin/dashboard/leads-card";
import { NoSales } from "@/components/admin/dashboard/no-sales";
import { PaymentsInDoubt } from "@/components/admin/dashboard/payments-in-doubt";
import { PeriodCard } from "@/components/admin/dashboard/period-card";
import { RevenueChart } from "@/components/admin/dashboard/revenue-chart";
import { Button } from "@/components/ui/button";
import { salesDashboard } from "@/lib/orders/dashboard";
import { leadsHref } from "@/lib/leads/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";
import { mayUse } from "@/lib/auth/staff-access";
import { ShopTime } from "@/components/time/shop-time";
import { formatShopTime } from "@/lib/shop-time";

export const metadata: Metadata = { title: "Sales Dashboard", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin, the staff area's first page: the shop's sales at a glance, and the way to Product Admin (the seeds' /admin). */
export default async function SalesDashboardPage() {
  const user = await staffPageUser("/admin", "any");
  const dashboard = await salesDashboard();
  const leadsLink = mayUse(user.staffRole, "sales") ? leadsHref({ status: "new" }) : undefined;
  const quotesLink = mayUse(user.staffRole, "sales") ? "/admin/quotes?status=sent" : undefined;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Sales Dashboard</h1>
          <p className="mt-2 text-muted-foreground">
            Paid orders and refunds of the online shop, by day in the shop&rsquo;s time zone (Chicago). As of{" "}
            <ShopTime value={dashboard.asOf} />.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href="/admin/products" data-testid="product-admin-link">
            <PackageIcon aria-hidden="true" />
            Product Admin
          </Link>
        </Button>
      </div>
      <PaymentsInDoubt payments={dashboard.paymentsInDoubt} when={(date) => formatShopTime(date)} />
      {dashboard.hasSales ? (
        <>
          <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {dashboard.periods.map((period) => (
              <PeriodCard key={period.key} period={period} />
            ))}
          </div>
          <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
            <RevenueChart days={dashboard.daily} className="min-w-0 lg:col-span-2" />
            <div className="grid min-w-0 content-start gap-4">
              <LeadsCard count={dashboard.newLeads} href={leadsLink} />
              <OpenQuotesCard count={dashboard.openQuotes} href={quotesLink} />
            </div>
          </div>
          <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <BestSellers id="best-products" title="Best-selling products" sellers={dashboard.bestProducts} />
            <BestSellers id="best-sizes" title="Best-selling sizes" sellers={dashboard.bestSizes} />
          </div>
        </>
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <NoSales />
          </div>
          <div className="grid content-start gap-4">
            <LeadsCard count={dashboard.newLeads} href={leadsLink} />
            <OpenQuotesCard count={dashboard.openQuotes} href={quotesLink} />
          </div>
        </div>
      )}
    </>
  );
}
