import Link from "@/components/ui/link";
import { DataCard, type DataColumn } from "@/components/ui/data-table";
import { hasLeadFilters, leadHref, leadsHref, type LeadListQuery } from "@/lib/leads/list-filters";
import type { LeadList as List } from "@/lib/leads/list-search";
import type { LeadRow } from "@/lib/leads/staff-view-model";
import { LeadStatusBadge } from "./lead-status-badge";
import { ListTime, NoValue } from "./list/list-cells";
import { ListEmpty } from "./list/list-empty";
import { StaffList } from "./list/staff-list";

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

/** What was asked about: the product, else the form's title. */
function About({ lead }: { lead: LeadRow }) {
  return (
    <>
      <span className="break-words">{lead.productName ?? lead.kindLabel}</span>
      <span className="block text-xs text-muted-foreground">{lead.formTitle}</span>
    </>
  );
}

const COLUMNS: DataColumn<LeadRow>[] = [
  { header: "Received (CT)", cell: (lead) => <ListTime value={lead.createdAt} />, className: "whitespace-nowrap" },
  { header: "From", cell: (lead) => <Requester lead={lead} />, className: "max-w-64 min-w-48 whitespace-normal" },
  { header: "About", cell: (lead) => <About lead={lead} />, className: "max-w-64 min-w-40 whitespace-normal" },
  { header: "Industry", cell: (lead) => lead.industry ?? <NoValue what="Nobody" />, className: "whitespace-normal" },
  { header: "Status", cell: (lead) => <LeadStatusBadge status={lead.status} /> },
  { header: "Owner", cell: (lead) => lead.owner?.name ?? <NoValue what="Nobody" />, className: "whitespace-normal" },
];

function LeadCard({ lead }: { lead: LeadRow }) {
  return (
    <DataCard
      title={<Requester lead={lead} />}
      status={<LeadStatusBadge status={lead.status} />}
      fields={[
        { label: "About", value: <About lead={lead} />, className: "min-w-0" },
        { label: "Industry", value: lead.industry ?? <NoValue what="Nobody" /> },
        { label: "Owner", value: lead.owner?.name ?? <NoValue what="Nobody" /> },
        { label: "Received", value: <ListTime value={lead.createdAt} zone /> },
      ]}
    />
  );
}

/**
 * The leads found, newest first, a page at a time: who sent what through which form, its status and its
 * owner. A table from tablets up, one card per lead on phones, so that nothing needs sideways scrolling.
 */
export function LeadList({ list, query: { cursor, direction: _direction, ...filters } }: { list: List; query: LeadListQuery }) {
  return (
    <StaffList
      label="Leads"
      columns={COLUMNS}
      rows={list.rows}
      rowTestId="lead-row"
      card={(lead) => <LeadCard lead={lead} />}
      empty={
        <ListEmpty
          testId="leads-empty"
          noun="leads"
          href="/admin/leads"
          filtered={hasLeadFilters(filters)}
          paged={cursor !== null}
          none="No leads yet: requests from the site's forms will show here."
        />
      }
      pages={{ label: "Lead pages", newer: list.newer, older: list.older, href: (page) => leadsHref(filters, page) }}
    />
  );
}
