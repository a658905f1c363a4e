import Link from "@/components/ui/link";
import { StatusBadge } from "@/components/portal/status-badge";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { hasTicketFilters, ticketHref, ticketPageOf, ticketsHref, type TicketListQuery } from "@/lib/tickets/list-filters";
import type { TicketList as List } from "@/lib/tickets/list-search";
import type { StaffTicketRow } from "@/lib/tickets/view-model";
import { ticketStatusTone } from "@/lib/portal/status";
import { ShopTime } from "@/components/time/shop-time";
import { ListEmpty } from "./list-empty";
import { ListPager } from "./list-pager";

function LastActivity({ ticket, zone = false }: { ticket: StaffTicketRow; zone?: boolean }) {
  return <ShopTime value={ticket.updatedAt} format={zone ? "dateTime" : "dateTimeNoZone"} />;
}

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

function None({ what }: { what: string }) {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </span>
  );
}

/** The order it concerns: a link to the order's page for staff who may open it. */
function Order({ ticket, linked }: { ticket: StaffTicketRow; linked: boolean }) {
  if (!ticket.order) return <None what="No order" />;
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
  if (list.rows.length === 0) {
    return (
      <ListEmpty
        testId="tickets-empty"
        noun="tickets"
        href="/admin/tickets"
        filtered={hasTicketFilters(filters)}
        paged={ticketPageOf({ cursor, direction }) !== null}
        none="No support tickets yet: tickets customers open in the portal show here."
      />
    );
  }

  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Support tickets">
        {list.rows.map((ticket) => (
          <li key={ticket.id} data-testid="ticket-row" data-ticket-id={ticket.id} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1">
                <Subject ticket={ticket} />
              </p>
              <State ticket={ticket} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Customer</dt>
              <dd className="min-w-0">
                <Customer ticket={ticket} />
              </dd>
              <dt className="text-muted-foreground">Order</dt>
              <dd>
                <Order ticket={ticket} linked={ordersLinked} />
              </dd>
              <dt className="text-muted-foreground">Owner</dt>
              <dd>{ticket.owner?.name ?? <None what="Nobody" />}</dd>
              <dt className="text-muted-foreground">Last activity</dt>
              <dd>
                <LastActivity ticket={ticket} zone />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Support tickets" }} className="min-w-[880px]">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Last activity (CT)</TableHead>
              <TableHead scope="col">Ticket</TableHead>
              <TableHead scope="col">Customer</TableHead>
              <TableHead scope="col">Order</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col">Owner</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((ticket) => (
              <TableRow key={ticket.id} data-testid="ticket-row" data-ticket-id={ticket.id} className="align-top">
                <TableCell className="whitespace-nowrap">
                  <LastActivity ticket={ticket} />
                </TableCell>
                <TableCell className="max-w-72 min-w-48 whitespace-normal">
                  <Subject ticket={ticket} />
                </TableCell>
                <TableCell className="max-w-64 min-w-40 whitespace-normal">
                  <Customer ticket={ticket} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <Order ticket={ticket} linked={ordersLinked} />
                </TableCell>
                <TableCell>
                  <State ticket={ticket} />
                </TableCell>
                <TableCell className="whitespace-normal">{ticket.owner?.name ?? <None what="Nobody" />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ListPager
        label="Ticket pages"
        newerHref={list.newer !== null ? ticketsHref(filters, { cursor: list.newer, direction: "newer" }) : null}
        olderHref={list.older !== null ? ticketsHref(filters, { cursor: list.older, direction: "older" }) : null}
      />
    </>
  );
}
