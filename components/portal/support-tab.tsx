"use client";

import { useRef, useState } from "react";
import { LifeBuoyIcon, PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PortalOrder, PortalTicket, PortalTicketThread } from "@/lib/portal/schemas";
import { ticketStatusTone } from "@/lib/portal/status";
import { siteConfig } from "@/lib/site-config";
import { CallFailed, EmptyState, ListSkeleton } from "./call-states";
import { formatDate } from "./format";
import { NewTicketForm } from "./new-ticket-form";
import { StatusBadge } from "./status-badge";
import { TicketView } from "./ticket-view";
import type { CallState } from "./use-portal-call";

/** The ticket's subject as the button that opens it; the order it is about below. */
function TicketOpener({ ticket, onOpen }: { ticket: PortalTicket; onOpen: (id: string) => void }) {
  return (
    <>
      <button
        type="button"
        data-open-ticket={ticket.id}
        onClick={() => onOpen(ticket.id)}
        className="rounded-sm text-left font-medium break-words text-primary underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/70"
      >
        <span className="sr-only">Open ticket {ticket.id}: </span>
        {ticket.subject}
      </button>
      {ticket.order && <span className="block text-xs text-muted-foreground">Order {ticket.order.orderNumber}</span>}
    </>
  );
}

/**
 * Support tab: the customer's tickets with the seed's status colours and the New Ticket form; a ticket's
 * subject opens it to read the thread and reply. `initialTicketId` opens one at once (the e-mail's link).
 */
export function SupportTab({
  state,
  orders,
  initialTicketId = null,
  onRetry,
  onCreated,
  onChanged,
}: {
  state: CallState<PortalTicket[]>;
  /** The customer's orders, for the new ticket's order choice. */
  orders: readonly PortalOrder[];
  initialTicketId?: string | null;
  onRetry: () => void;
  onCreated: (ticket: PortalTicket) => void;
  onChanged: (thread: PortalTicketThread) => void;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(initialTicketId);
  const newTicketButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);

  const closeForm = () => {
    setFormOpen(false);
    requestAnimationFrame(() => newTicketButton.current?.focus());
  };

  const open = (id: string) => {
    setFormOpen(false);
    setOpenId(id);
  };

  // Back in the list, focus returns to the ticket's own button (the one this width shows), else to New Ticket.
  const back = () => {
    const id = openId;
    setOpenId(null);
    requestAnimationFrame(() => {
      const buttons = section.current?.querySelectorAll<HTMLButtonElement>(`button[data-open-ticket="${CSS.escape(id ?? "")}"]`) ?? [];
      const shown = [...buttons].find((button) => button.getClientRects().length > 0);
      (shown ?? newTicketButton.current)?.focus();
    });
  };

  if (openId) {
    return (
      <section ref={section} className="grid gap-3">
        <TicketView ticketId={openId} onBack={back} onChanged={onChanged} />
      </section>
    );
  }

  return (
    <section ref={section} aria-labelledby="portal-support-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="portal-support-heading" className="text-base font-semibold">
          Support Tickets
        </h3>
        <Button ref={newTicketButton} type="button" size="sm" onClick={() => setFormOpen(true)} aria-expanded={formOpen}>
          <PlusIcon aria-hidden="true" /> New Ticket
        </Button>
      </div>
      {formOpen && (
        <NewTicketForm
          orders={orders}
          onCancel={closeForm}
          onCreated={(ticket) => {
            onCreated(ticket);
            closeForm();
          }}
        />
      )}
      {state.status === "loading" && <ListSkeleton label="support tickets" />}
      {state.status === "error" && <CallFailed what="your support tickets" error={state.error} onRetry={onRetry} />}
      {state.status === "ready" && state.data.length === 0 && (
        <EmptyState icon={<LifeBuoyIcon />} title="No support tickets yet">
          <p className="text-sm text-muted-foreground">
            Questions about an order or a product? Open a ticket or call {siteConfig.phone.display}.
          </p>
        </EmptyState>
      )}
      {state.status === "ready" && state.data.length > 0 && (
        <>
          <Table containerProps={{ className: "hidden sm:block" }} data-testid="tickets-table">
            <TableHeader>
              <TableRow>
                <TableHead>Ticket #</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Updated</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.data.map((ticket) => (
                <TableRow key={ticket.id} data-ticket-id={ticket.id}>
                  <TableCell className="font-mono text-xs whitespace-nowrap">{ticket.id}</TableCell>
                  <TableCell className="max-w-64 whitespace-normal">
                    <TicketOpener ticket={ticket} onOpen={open} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge label={ticket.status} tone={ticketStatusTone(ticket.status)} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(ticket.created)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(ticket.updated)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ul className="grid gap-2 sm:hidden" aria-label="Support tickets">
            {state.data.map((ticket) => (
              <li key={ticket.id} data-ticket-id={ticket.id} className="rounded-lg border p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-mono text-xs">{ticket.id}</p>
                  <StatusBadge label={ticket.status} tone={ticketStatusTone(ticket.status)} />
                </div>
                <p className="mt-1 text-sm">
                  <TicketOpener ticket={ticket} onOpen={open} />
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  Created {formatDate(ticket.created)} · Updated {formatDate(ticket.updated)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
