import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { hasLeadFilters, leadHref, leadsHref, type LeadListQuery } from "@/lib/leads/list-filters";
import type { LeadList as List } from "@/lib/leads/list-search";
import type { LeadRow } from "@/lib/leads/staff-view-model";
import { ShopTime } from "@/components/time/shop-time";
import { LeadStatusBadge } from "./lead-status-badge";
import { ListEmpty } from "./list-empty";
import { ListPager } from "./list-pager";

function Received({ lead, zone = false }: { lead: LeadRow; zone?: boolean }) {
  return <ShopTime value={lead.createdAt} format={zone ? "dateTime" : "dateTimeNoZone"} />;
}

/** Who sent it, linked to the lead's page, with the company and the lead's number below. */
function Requester({ lead }: { lead: LeadRow }) {
  return (
    <>
      <Link href={leadHref(lead.id)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
        {lead.name}
      </Link>
      <span className="block text-xs break-all text-muted-foreground">
        #{lead.id}
        {lead.company && <> · {lead.company}</>}
        {lead.name !== lead.email && <> · {lead.email}</>}
      </span>
    </>
  );
}

function Nobody() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Nobody</span>
    </span>
  );
}

/** What was asked about: the product, else the form's title. */
function About({ lead }: { lead: LeadRow }) {
  return (
    <>
      <span className="break-words">{lead.productName ?? lead.kindLabel}</span>
      <span className="block text-xs text-muted-foreground">{lead.formTitle}</span>
    </>
  );
}

/**
 * The leads found, newest first, a page at a time: who sent what through which form, its status and its
 * owner. A table from tablets up, one card per lead on phones, so that nothing needs sideways scrolling.
 */
export function LeadList({ list, query: { cursor, direction: _direction, ...filters } }: { list: List; query: LeadListQuery }) {
  if (list.rows.length === 0) {
    return (
      <ListEmpty
        testId="leads-empty"
        noun="leads"
        href="/admin/leads"
        filtered={hasLeadFilters(filters)}
        paged={cursor !== null}
        none="No leads yet: requests from the site's forms will show here."
      />
    );
  }

  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Leads">
        {list.rows.map((lead) => (
          <li key={lead.id} data-testid="lead-row" className="rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1">
                <Requester lead={lead} />
              </p>
              <LeadStatusBadge status={lead.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">About</dt>
              <dd className="min-w-0">
                <About lead={lead} />
              </dd>
              <dt className="text-muted-foreground">Industry</dt>
              <dd>{lead.industry ?? <Nobody />}</dd>
              <dt className="text-muted-foreground">Owner</dt>
              <dd>{lead.owner?.name ?? <Nobody />}</dd>
              <dt className="text-muted-foreground">Received</dt>
              <dd>
                <Received lead={lead} zone />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Leads" }} className="min-w-[880px]">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Received (CT)</TableHead>
              <TableHead scope="col">From</TableHead>
              <TableHead scope="col">About</TableHead>
              <TableHead scope="col">Industry</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col">Owner</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((lead) => (
              <TableRow key={lead.id} data-testid="lead-row" className="align-top">
                <TableCell className="whitespace-nowrap">
                  <Received lead={lead} />
                </TableCell>
                <TableCell className="max-w-64 min-w-48 whitespace-normal">
                  <Requester lead={lead} />
                </TableCell>
                <TableCell className="max-w-64 min-w-40 whitespace-normal">
                  <About lead={lead} />
                </TableCell>
                <TableCell className="whitespace-normal">{lead.industry ?? <Nobody />}</TableCell>
                <TableCell>
                  <LeadStatusBadge status={lead.status} />
                </TableCell>
                <TableCell className="whitespace-normal">{lead.owner?.name ?? <Nobody />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ListPager
        label="Lead pages"
        newerHref={list.newer !== null ? leadsHref(filters, { cursor: list.newer, direction: "newer" }) : null}
        olderHref={list.older !== null ? leadsHref(filters, { cursor: list.older, direction: "older" }) : null}
      />
    </>
  );
}
