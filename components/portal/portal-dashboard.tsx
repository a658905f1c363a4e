"use client";

import { useCallback } from "react";
import { TimeZoneNote } from "@/components/time/time-zone-note";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { fetchDocuments, fetchOrders, fetchStats, fetchTickets } from "@/lib/portal/client";
import type { PortalLink } from "@/lib/portal/links";
import type { PortalTicket, PortalTicketThread } from "@/lib/portal/schemas";
import { AccountTab } from "./account-tab";
import { DocumentsTab } from "./documents-tab";
import { OrdersTab } from "./orders-tab";
import { StatsCards } from "./stats-cards";
import { SupportTab } from "./support-tab";
import { usePortalCall } from "./use-portal-call";

const TAB_TRIGGER = "px-1.5 text-xs sm:px-2 sm:text-sm";

/**
 * The signed-in view: stats cards and the four tabs, and the zone their dates are in. Every list is read once when it shows and kept across
 * tabs. `link` (the e-mail's ?portal=support&ticket=…) opens the Support tab at a ticket.
 */
export function PortalDashboard({ link = null }: { link?: PortalLink | null }) {
  const stats = usePortalCall(fetchStats);
  const orders = usePortalCall(fetchOrders);
  const tickets = usePortalCall(fetchTickets);
  const documents = usePortalCall(fetchDocuments);
  const { update: updateTickets } = tickets;
  const { reload: reloadStats } = stats;

  const ticketCreated = useCallback(
    (ticket: PortalTicket) => {
      updateTickets((list) => [ticket, ...list.filter((t) => t.id !== ticket.id)]);
      void reloadStats();
    },
    [updateTickets, reloadStats],
  );

  // A reply changes the ticket's state and its date (a resolved one opens again): the list and the count follow.
  const ticketChanged = useCallback(
    ({ messages: _messages, canReply: _canReply, ...ticket }: PortalTicketThread) => {
      updateTickets((list) => list.map((t) => (t.id === ticket.id ? ticket : t)));
      void reloadStats();
    },
    [updateTickets, reloadStats],
  );

  return (
    <div className="grid min-w-0 gap-4">
      <StatsCards state={stats.state} onRetry={stats.reload} />
      <Tabs defaultValue={link ? link.tab : "orders"} className="min-w-0 gap-3">
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="orders" className={TAB_TRIGGER}>
            Orders
          </TabsTrigger>
          <TabsTrigger value="account" className={TAB_TRIGGER}>
            Account
          </TabsTrigger>
          <TabsTrigger value="documents" className={TAB_TRIGGER}>
            Documents
          </TabsTrigger>
          <TabsTrigger value="support" className={TAB_TRIGGER}>
            Support
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="min-w-0">
          <OrdersTab state={orders.state} onRetry={orders.reload} />
        </TabsContent>
        <TabsContent value="account" className="min-w-0">
          <AccountTab />
        </TabsContent>
        <TabsContent value="documents" className="min-w-0">
          <DocumentsTab state={documents.state} onRetry={documents.reload} />
        </TabsContent>
        <TabsContent value="support" className="min-w-0">
          <SupportTab
            state={tickets.state}
            orders={orders.state.status === "ready" ? orders.state.data : []}
            initialTicketId={link?.ticketId ?? null}
            onRetry={tickets.reload}
            onCreated={ticketCreated}
            onChanged={ticketChanged}
          />
        </TabsContent>
      </Tabs>
      <TimeZoneNote what="Dates and times" />
    </div>
  );
}
