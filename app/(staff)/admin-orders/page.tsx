import type { Metadata } from "next";
import { EmailStatusNote } from "@/components/admin/email-status-note";
import { OrderFiltersForm } from "@/components/admin/order-filters-form";
import { OrderResults } from "@/components/admin/order-results";
import { orderFormValues, parseOrderListQuery, type SearchParams } from "@/lib/orders/list-filters";
import { searchOrders } from "@/lib/orders/list-search";
import { staffPageUser } from "@/lib/admin/page-guard";
import { emailEnv } from "@/lib/email";

export const metadata: Metadata = { title: "Recent Orders", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function RecentOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await staffPageUser("/admin-orders", "orders");
  const params = await searchParams;
  const parsed = parseOrderListQuery(params);
  // A bad address lists nothing: the form says which field is wrong.
  const list = parsed.ok ? await searchOrders(parsed.query) : null;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Recent Orders</h1>
      <p className="mt-2 text-muted-foreground">
        Find any order by its number, the customer&rsquo;s e-mail, name or company, narrow the list by payment, fulfilment and date, and
        export what you found as CSV. Refund a payment, or void a card charge that has not settled yet. Newest first; the first page
        refreshes every 5 seconds.
      </p>
      <div className="mt-6">
        <EmailStatusNote delivery={emailEnv().SMTP_URL ? "smtp" : "outbox"} />
      </div>
      <div className="mt-6">
        {/* Keyed by the address: after a link changes it, the fields show its filters, not what was typed. */}
        <OrderFiltersForm key={JSON.stringify(params)} values={orderFormValues(params)} errors={parsed.ok ? undefined : parsed.fields} />
      </div>
      {parsed.ok && list && (
        <div className="mt-6">
          <OrderResults query={parsed.query} list={list} />
        </div>
      )}
    </>
  );
}
