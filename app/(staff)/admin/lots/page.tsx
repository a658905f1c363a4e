import type { Metadata } from "next";
import { LotForm } from "@/components/admin/lot-form";
import { LotList } from "@/components/admin/lot-list";
import { StaffSection } from "@/components/admin/staff-section";
import { staffPageUser } from "@/lib/admin/page-guard";
import { localDate } from "@/lib/orders/sales-periods";
import { lotSizeOptions, recentLots } from "@/lib/lots";

export const metadata: Metadata = { title: "Lots", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/lots: record a manufactured lot with its measured results; the recent lots, newest first. */
export default async function LotsPage() {
  await staffPageUser("/admin/lots", "orders");
  const [sizes, lots] = await Promise.all([lotSizeOptions(), recentLots()]);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Lots</h1>
      <p className="mt-2 text-muted-foreground">
        Record each manufactured lot with its measured results: they are checked against the product&rsquo;s technical facts, and a shipment
        that names the lot gives its buyer the lot&rsquo;s certificate of analysis.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <StaffSection title="Record a lot" className="mt-0">
          <LotForm sizes={sizes} today={localDate(new Date())} />
        </StaffSection>
        <StaffSection title="Recent lots" className="mt-0 min-w-0">
          <LotList lots={lots} />
        </StaffSection>
      </div>
    </>
  );
}
