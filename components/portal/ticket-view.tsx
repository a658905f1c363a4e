"use client";

import { useCallback, useEffect, useRef } from "react";
import Link from "@/components/ui/link";
import { ArrowLeftIcon, LockIcon } from "lucide-react";
import { TicketThread } from "@/components/tickets/ticket-thread";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { accountOrderPath } from "@/lib/orders/links";
import { fetchTicket } from "@/lib/portal/client";
import type { PortalTicketThread } from "@/lib/portal/schemas";
import { ticketStatusTone } from "@/lib/portal/status";
import { siteConfig } from "@/lib/site-config";
import { CallFailed, ListSkeleton } from "./call-states";
import { formatDate } from "./format";
import { usePortalSession } from "./portal-session";
import { StatusBadge } from "./status-badge";
import { TicketReplyForm } from "./ticket-reply-form";
import { usePortalCall } from "./use-portal-call";

/**
 * One ticket in the Support tab: its thread, oldest message first, and the reply form; a closed ticket
 * says why it cannot be answered. Read when it opens; a reply shows at once and goes up to the list
 * (`onChanged`). The heading takes focus, so that screen readers hear which ticket opened.
 */
export function TicketView({
  ticketId,
  onBack,
  onChanged,
}: {
  ticketId: string;
  onBack: () => void;
  onChanged: (thread: PortalTicketThread) => void;
}) {
  const { close } = usePortalSession();
  const load = useCallback(() => fetchTicket(ticketId), [ticketId]);
  const { state, reload, update } = usePortalCall(load);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [ticketId]);

  const replied = (thread: PortalTicketThread) => {
    update(() => thread);
    onChanged(thread);
  };

  const ticket = state.status === "ready" ? state.data : null;
  return (
    <section aria-labelledby="portal-ticket-heading" className="grid min-w-0 gap-3" data-testid="ticket-view">
      <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" /> All tickets
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="portal-ticket-heading" ref={heading} tabIndex={-1} className="min-w-0 text-base font-semibold break-words outline-none">
          <span className="font-mono text-sm">Ticket {ticketId}</span>
          {ticket && <span className="block">{ticket.subject}</span>}
        </h3>
        {ticket && <StatusBadge label={ticket.status} tone={ticketStatusTone(ticket.status)} />}
      </div>
      {state.status === "loading" && <ListSkeleton label="the ticket" rows={2} />}
      {state.status === "error" && <CallFailed what="this ticket" error={state.error} onRetry={reload} />}
      {ticket && (
        <>
          <p className="text-xs text-muted-foreground">
            Opened {formatDate(ticket.created)} · Updated {formatDate(ticket.updated)}
            {ticket.order && (
              <>
                {" · Order "}
                <Link
                  href={accountOrderPath(ticket.order.orderNumber)}
                  onClick={close}
                  className="font-mono font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
                >
                  {ticket.order.orderNumber}
                </Link>
              </>
            )}
          </p>
          <TicketThread messages={ticket.messages} label={`Messages of ticket ${ticket.id}`} />
          {ticket.canReply ? (
            <TicketReplyForm ticketId={ticket.id} reopens={ticket.status === "Resolved"} onReplied={replied} />
          ) : (
            <Alert data-testid="ticket-closed">
              <LockIcon aria-hidden="true" />
              <AlertTitle>This ticket is closed</AlertTitle>
              <AlertDescription>
                <p>
                  A closed ticket is kept for your records and cannot be answered. Open a new ticket if you need more help, or call{" "}
                  {siteConfig.phone.display}.
                </p>
              </AlertDescription>
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
