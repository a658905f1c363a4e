import type { Metadata } from "next";
import { EmailStatusNote } from "@/components/admin/email-status-note";
import { OrdersTable } from "@/components/admin/orders-table";
import { StaffOnly } from "@/components/staff/staff-only";
import { listRecentOrders } from "@/lib/admin/orders";
import { staffPageUser } from "@/lib/admin/page-guard";
import { emailEnv } from "@/lib/email";

export const metadata: Metadata = { title: "Recent Orders", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function RecentOrdersPage() {
  if (!(await staffPageUser("/admin-orders"))) return <StaffOnly />;
  const orders = await listRecentOrders();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Recent Orders</h1>
      <p className="mt-2 text-muted-foreground">
        Refund a payment, or void a card charge that has not settled yet. The list refreshes every 5 seconds.
      </p>
      <div className="mt-6">
        <EmailStatusNote delivery={emailEnv().SMTP_URL ? "smtp" : "outbox"} />
      </div>
      <div className="mt-6">
        <OrdersTable initialOrders={orders} />
      </div>
    </>
  );
}
