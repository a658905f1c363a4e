import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PackingSlip } from "@/components/admin/packing-slip";
import { orderDetail } from "@/lib/orders/staff-view";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "Packing Slip", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function PackingSlipPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await staffPageUser(`/admin-orders/${encodeURIComponent(id)}/packing-slip`, "orders");
  const detail = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await orderDetail(id) : null;
  if (!detail) notFound();
  return <PackingSlip detail={detail} />;
}
