import Link from "@/components/ui/link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { AuditPage } from "@/lib/audit/log-page";
import { auditHref, hasAuditFilters } from "@/lib/audit/list-filters";
import { ShopTime } from "@/components/time/shop-time";
import { AuditChanges } from "./audit-changes";
import { AuditOrigin } from "./audit-origin";
import { ListEmpty } from "./list/list-empty";
import { PageLink } from "./list/list-pager";

type Row = AuditPage["rows"][number];

const COLUMNS: DataColumn<Row>[] = [
  { header: "When (CT)", cell: (row) => <ShopTime value={row.createdAt} format="dateTimeSecondsNoZone" />, className: "whitespace-nowrap" },
  {
    header: "Who",
    cell: (row) => (
      <>
        {row.actorName && <div className="font-medium break-normal">{row.actorName}</div>}
        <div className={row.actorName ? "text-xs text-muted-foreground" : undefined}>{row.actor}</div>
      </>
    ),
    className: "break-all",
  },
  {
    header: "What",
    cell: (row) => (
      <>
        <div className="font-medium" data-testid="audit-action">
          {row.actionLabel}
        </div>
        <div className="text-xs text-muted-foreground">
          {row.entityType}{" "}
          {row.entityHref ? (
            <Link href={row.entityHref} className="text-primary underline underline-offset-4">
              {row.entityName ?? row.entityId}
            </Link>
          ) : (
            (row.entityName ?? `#${row.entityId}`)
          )}
        </div>
      </>
    ),
    className: "whitespace-normal",
  },
  { header: "Before → after", cell: (row) => <AuditChanges changes={row.changes} />, className: "max-w-md whitespace-normal" },
  {
    header: "From",
    cell: (row) => <AuditOrigin ip={row.ip} userAgent={row.userAgent} />,
    className: "max-w-56 min-w-44 whitespace-normal",
  },
];

/** Who did what and when, newest first, with the compact before/after and where it came from; a page at a time. */
export function AuditLog({ log }: { log: AuditPage }) {
  if (log.total === 0) {
    return (
      <ListEmpty
        testId="audit-empty"
        noun="entries"
        href="/admin/audit"
        filtered={hasAuditFilters(log.filters)}
        paged={false}
        none="Nothing has been recorded yet."
      />
    );
  }
  const pageHref = (page: number) => auditHref(log.filters, page);
  return (
    <>
      <DataTable
        label="Audit log entries"
        className="min-w-[880px]"
        columns={COLUMNS}
        rows={log.rows}
        rowTestId="audit-entry"
        rowClassName="align-top"
      />
      <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          Page {log.page} of {log.pageCount} ({log.total} {log.total === 1 ? "entry" : "entries"}
          {hasAuditFilters(log.filters) ? (log.total === 1 ? " matches" : " match") : ""})
        </p>
        <div className="flex gap-2">
          <PageLink href={log.page > 1 ? pageHref(log.page - 1) : null} rel="prev">
            Newer
          </PageLink>
          <PageLink href={log.page < log.pageCount ? pageHref(log.page + 1) : null} rel="next">
            Older
          </PageLink>
        </div>
      </nav>
    </>
  );
}
