import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailHistory } from "@/components/admin/email-history";
import { OrderDetail } from "@/components/admin/order-detail";
import { emailsFor } from "@/lib/email/staff-view";
import { orderDetail } from "@/lib/orders/staff-view";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "Order", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function OrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await staffPageUser(`/admin-orders/${encodeURIComponent(id)}`, "orders");
  const detail = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await orderDetail(id) : null;
  if (!detail) notFound();
  const emails = await emailsFor("Order", detail.order.id);
  return (
    <>
      <OrderDetail detail={detail} />
      <EmailHistory emails={emails} />
    </>
  );
}
