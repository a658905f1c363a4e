import type { Metadata } from "next";
import { AuditLog } from "@/components/admin/audit-log";
import { StaffOnly } from "@/components/staff/staff-only";
import { auditPage } from "@/lib/admin/audit";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "Audit Log", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!(await staffPageUser("/admin/audit"))) return <StaffOnly />;
  const requested = (await searchParams).page;
  const page = typeof requested === "string" && /^\d{1,6}$/.test(requested) ? Number(requested) : 1;
  const log = await auditPage(page);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Audit Log</h1>
      <p className="mt-2 text-muted-foreground">Every product change, payment, refund and void: who, what, when, and what changed. Newest first.</p>
      <div className="mt-6">
        <AuditLog log={log} />
      </div>
    </>
  );
}
