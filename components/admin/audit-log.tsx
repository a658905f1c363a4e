import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditPage } from "@/lib/audit/log-page";
import { auditHref, hasAuditFilters } from "@/lib/audit/list-filters";
import { ShopTime } from "@/components/time/shop-time";
import { AuditChanges } from "./audit-changes";
import { AuditOrigin } from "./audit-origin";

/** Who did what and when, newest first, with the compact before/after and where it came from; a page at a time. */
export function AuditLog({ log }: { log: AuditPage }) {
  if (log.total === 0) {
    return hasAuditFilters(log.filters) ? (
      <div className="rounded-md border border-dashed p-8 text-center" data-testid="audit-empty">
        <p className="text-muted-foreground">No entries match these filters.</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/admin/audit">Clear filters</Link>
        </Button>
      </div>
    ) : (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">Nothing has been recorded yet.</p>
    );
  }
  const pageHref = (page: number) => auditHref(log.filters, page);
  return (
    <>
      <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Audit log entries" }} className="min-w-[880px]">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">When (CT)</TableHead>
            <TableHead scope="col">Who</TableHead>
            <TableHead scope="col">What</TableHead>
            <TableHead scope="col">Before → after</TableHead>
            <TableHead scope="col">From</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {log.rows.map((row) => (
            <TableRow key={row.id} data-testid="audit-entry" className="align-top">
              <TableCell className="whitespace-nowrap">
                <ShopTime value={row.createdAt} format="dateTimeSecondsNoZone" />
              </TableCell>
              <TableCell className="break-all">
                {row.actorName && <div className="font-medium break-normal">{row.actorName}</div>}
                <div className={row.actorName ? "text-xs text-muted-foreground" : undefined}>{row.actor}</div>
              </TableCell>
              <TableCell className="whitespace-normal">
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
              </TableCell>
              <TableCell className="max-w-md whitespace-normal">
                <AuditChanges changes={row.changes} />
              </TableCell>
              <TableCell className="max-w-56 min-w-44 whitespace-normal">
                <AuditOrigin ip={row.ip} userAgent={row.userAgent} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          Page {log.page} of {log.pageCount} ({log.total} {log.total === 1 ? "entry" : "entries"}
          {hasAuditFilters(log.filters) ? (log.total === 1 ? " matches" : " match") : ""})
        </p>
        <div className="flex gap-2">
          {log.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={pageHref(log.page - 1)} rel="prev">
                Newer
              </Link>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              Newer
            </Button>
          )}
          {log.page < log.pageCount ? (
            <Button asChild variant="outline" size="sm">
              <Link href={pageHref(log.page + 1)} rel="next">
                Older
              </Link>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              Older
            </Button>
          )}
        </div>
      </nav>
    </>
  );
}
