import type { Metadata } from "next";
import { AuditFiltersForm } from "@/components/admin/audit-filters-form";
import { AuditLog } from "@/components/admin/audit-log";
import { auditPage } from "@/lib/audit/log-page";
import { auditHref, parseAuditFilters } from "@/lib/audit/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "Audit Log", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await staffPageUser("/admin/audit", "owner");
  const filters = parseAuditFilters(await searchParams);
  const log = await auditPage(filters);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Audit Log</h1>
      <p className="mt-2 text-muted-foreground">
        Every product change, payment, refund and void, and every sign-in and refused visit to the staff area: who, what, when, and from
        where. Newest first.
      </p>
      <div className="mt-6">
        {/* Keyed by the filters: after a link changes them, the form's fields show the new ones, not what was typed. */}
        <AuditFiltersForm key={auditHref(log.filters, 1)} filters={log.filters} />
      </div>
      <div className="mt-6">
        <AuditLog log={log} />
      </div>
    </>
  );
}
