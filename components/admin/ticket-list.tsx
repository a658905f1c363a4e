import Link from "@/components/ui/link";
import { StatusBadge } from "@/components/portal/status-badge";
import { Badge } from "@/components/ui/badge";
import { DataCard, type DataColumn } from "@/components/ui/data-table";
import { hasTicketFilters, ticketHref, ticketPageOf, ticketsHref, type TicketListQuery } from "@/lib/tickets/list-filters";
import type { TicketList as List } from "@/lib/tickets/list-search";
import type { StaffTicketRow } from "@/lib/tickets/view-model";
import { ticketStatusTone } from "@/lib/portal/status";
import { ListTime, NoValue } from "./list/list-cells";
import { ListEmpty } from "./list/list-empty";
import { StaffList } from "./list/staff-list";

/** The ticket's number and subject, linked to its page. */
function Subject({ ticket }: { ticket: StaffTicketRow }) {
  return (
    <>
      <Link href={ticketHref(ticket.id)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
        {ticket.subject}
      </Link>
      <span className="block font-mono text-xs text-muted-foreground">{ticket.id}</span>
    </>
  );
}

function Customer({ ticket }: { ticket: StaffTicketRow }) {
  const { name, email, company } = ticket.customer;
  return (
    <>
      <span className="break-words">{name}</span>
      <span className="block text-xs break-all text-muted-foreground">
        {company ? `${company} · ` : ""}
        {email}
      </span>
    </>
  );
}

/** The order it concerns: a link to the order's page for staff who may open it. */
function Order({ ticket, linked }: { ticket: StaffTicketRow; linked: boolean }) {
  if (!ticket.order) return <NoValue what="No order" />;
  if (!linked) return <span className="font-mono text-xs">{ticket.order.orderNumber}</span>;
  return (
    <Link
      href={`/admin-orders/${encodeURIComponent(ticket.order.id)}`}
      className="font-mono text-xs text-primary underline-offset-4 hover:underline"
    >
      {ticket.order.orderNumber}
    </Link>
  );
}

/** The status, and whether the customer waits for an answer. */
function State({ ticket }: { ticket: StaffTicketRow }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <StatusBadge label={ticket.statusLabel} tone={ticketStatusTone(ticket.statusLabel)} />
      {ticket.awaitingReply && ticket.status !== "closed" && (
        <Badge variant="amber" data-testid="awaiting-reply">
          Awaiting reply
        </Badge>
      )}
    </span>
  );
}

const columns = (ordersLinked: boolean): DataColumn<StaffTicketRow>[] => [
  { header: "Last activity (CT)", cell: (ticket) => <ListTime value={ticket.updatedAt} />, className: "whitespace-nowrap" },
  { header: "Ticket", cell: (ticket) => <Subject ticket={ticket} />, className: "max-w-72 min-w-48 whitespace-normal" },
  { header: "Customer", cell: (ticket) => <Customer ticket={ticket} />, className: "max-w-64 min-w-40 whitespace-normal" },
  { header: "Order", cell: (ticket) => <Order ticket={ticket} linked={ordersLinked} />, className: "whitespace-nowrap" },
  { header: "Status", cell: (ticket) => <State ticket={ticket} /> },
  { header: "Owner", cell: (ticket) => ticket.owner?.name ?? <NoValue what="Nobody" />, className: "whitespace-normal" },
];

function TicketCard({ ticket, ordersLinked }: { ticket: StaffTicketRow; ordersLinked: boolean }) {
  return (
    <DataCard
      title={<Subject ticket={ticket} />}
      status={<State ticket={ticket} />}
      fields={[
        { label: "Customer", value: <Customer ticket={ticket} />, className: "min-w-0" },
        { label: "Order", value: <Order ticket={ticket} linked={ordersLinked} /> },
        { label: "Owner", value: ticket.owner?.name ?? <NoValue what="Nobody" /> },
        { label: "Last activity", value: <ListTime value={ticket.updatedAt} zone /> },
      ]}
    />
  );
}

/**
 * The tickets found, latest activity first, a page at a time: what each is about, whose it is, the order it
 * concerns, its status and its owner. A table from tablets up, one card per ticket on phones, so that
 * nothing needs sideways scrolling. `ordersLinked`: the viewer may open the orders pages.
 */
export function TicketList({
  list,
  query: { cursor, direction, ...filters },
  ordersLinked,
}: {
  list: List;
  query: TicketListQuery;
  ordersLinked: boolean;
}) {
  return (
    <StaffList
      label="Support tickets"
      columns={columns(ordersLinked)}
      rows={list.rows}
      rowProps={(ticket) => ({ "data-testid": "ticket-row", "data-ticket-id": ticket.id })}
      card={(ticket) => <TicketCard ticket={ticket} ordersLinked={ordersLinked} />}
      empty={
        <ListEmpty
          testId="tickets-empty"
          noun="tickets"
          href="/admin/tickets"
          filtered={hasTicketFilters(filters)}
          paged={ticketPageOf({ cursor, direction }) !== null}
          none="No support tickets yet: tickets customers open in the portal show here."
        />
      }
      pages={{ label: "Ticket pages", newer: list.newer, older: list.older, href: (page) => ticketsHref(filters, page) }}
    />
  );
}
