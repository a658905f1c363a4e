import Link from "@/components/ui/link";
import { ArrowLeftIcon, LockIcon } from "lucide-react";
import { StatusBadge } from "@/components/portal/status-badge";
import { TicketThread } from "@/components/tickets/ticket-thread";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { StaffTicketDetail, TicketOwnerChoice } from "@/lib/tickets/view-model";
import { CLOSED_TICKET_MESSAGES, ticketTakesReplies } from "@/lib/tickets/status";
import { ticketStatusTone } from "@/lib/portal/status";
import { formatShopTime } from "@/lib/shop-time";
import { TicketOwnerForm } from "./ticket-owner-form";
import { TicketReplyForm } from "./ticket-reply-form";
import { TicketStatusForm } from "./ticket-status-form";

const when = (iso: string) => formatShopTime(iso);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline text-muted-foreground">{label}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border p-4">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One ticket for staff: who opened it about which order, the whole thread with the reply form, and the
 * status and owner beside it (below it on phones). `ordersLinked`: the viewer may open the orders pages.
 */
export function TicketDetail({
  ticket,
  owners,
  ordersLinked,
}: {
  ticket: StaffTicketDetail;
  owners: readonly TicketOwnerChoice[];
  ordersLinked: boolean;
}) {
  const { customer, order } = ticket;
  return (
    <>
      <Link href="/admin/tickets" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Support Tickets
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Ticket {ticket.id}</h1>
        <StatusBadge label={ticket.statusLabel} tone={ticketStatusTone(ticket.statusLabel)} />
      </div>
      <p className="mt-2 text-lg break-words">{ticket.subject}</p>
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label="Customer">
          {customer.company ? `${customer.name}, ${customer.company}, ` : `${customer.name}, `}
          <a href={`mailto:${customer.email}`} className="break-all text-primary underline-offset-4 hover:underline">
            {customer.email}
          </a>
        </Fact>
        <Fact label="Order">
          {!order ? (
            "None chosen"
          ) : ordersLinked ? (
            <Link
              href={`/admin-orders/${encodeURIComponent(order.id)}`}
              className="font-mono text-primary underline-offset-4 hover:underline"
            >
              {order.orderNumber}
            </Link>
          ) : (
            <span className="font-mono">{order.orderNumber}</span>
          )}
        </Fact>
        <Fact label="Opened">{when(ticket.createdAt)}</Fact>
        <Fact label="Last activity">{when(ticket.updatedAt)}</Fact>
      </dl>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="ticket-thread-title" className="min-w-0">
          <h2 id="ticket-thread-title" className="text-lg font-semibold">
            Conversation
          </h2>
          <div className="mt-3">
            <TicketThread messages={ticket.messages} label={`Messages of ticket ${ticket.id}`} />
          </div>
          <div className="mt-6">
            {ticketTakesReplies(ticket.status) ? (
              <TicketReplyForm ticketId={ticket.id} customerEmail={customer.email} />
            ) : (
              <Alert data-testid="ticket-closed">
                <LockIcon aria-hidden="true" />
                <AlertTitle>Closed</AlertTitle>
                <AlertDescription>
                  <p>{CLOSED_TICKET_MESSAGES.staff} The customer cannot write in it either.</p>
                </AlertDescription>
              </Alert>
            )}
          </div>
        </section>
        <div className="grid content-start gap-6">
          <Panel id="ticket-status-title" title="Status">
            {/* Keyed by the status: after a change the form offers the moves from the new one. */}
            <TicketStatusForm key={ticket.status} ticketId={ticket.id} status={ticket.status} />
          </Panel>
          <Panel id="ticket-owner-title" title="Owner">
            <TicketOwnerForm key={ticket.owner?.id ?? "nobody"} ticketId={ticket.id} owner={ticket.owner} owners={owners} />
          </Panel>
        </div>
      </div>
    </>
  );
}
