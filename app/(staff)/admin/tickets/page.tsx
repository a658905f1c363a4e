import type { Metadata } from "next";
import { TicketFiltersForm } from "@/components/admin/ticket-filters-form";
import { TicketList } from "@/components/admin/ticket-list";
import type { SearchParams } from "@/lib/admin/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";
import { parseTicketListQuery, ticketFormValues } from "@/lib/tickets/list-filters";
import { searchTickets } from "@/lib/tickets/list-search";
import { ticketOwnerChoices } from "@/lib/tickets/staff-view";
import { mayUse } from "@/lib/auth/staff-access";

export const metadata: Metadata = { title: "Support Tickets", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/tickets: the customers' tickets, latest activity first, filtered by the address. */
export default async function TicketsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await staffPageUser("/admin/tickets", "sales");
  const params = await searchParams;
  const parsed = parseTicketListQuery(params);
  // A bad address lists nothing: the form says which field is wrong.
  const [list, owners] = await Promise.all([parsed.ok ? searchTickets(parsed.query) : null, ticketOwnerChoices()]);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Support Tickets</h1>
      <p className="mt-2 text-muted-foreground">
        What customers asked in the portal&rsquo;s Support tab, the latest activity first. Open a ticket to read the conversation, answer it
        (the customer is e-mailed and sees it in the portal), move it along from open to closed and give it an owner.
      </p>
      <div className="mt-6">
        {/* Keyed by the address: after a link changes it, the fields show its filters, not what was typed. */}
        <TicketFiltersForm
          key={JSON.stringify(params)}
          values={ticketFormValues(params)}
          errors={parsed.ok ? undefined : parsed.fields}
          owners={owners}
        />
      </div>
      {parsed.ok && list && (
        <div className="mt-6">
          <TicketList list={list} query={parsed.query} ordersLinked={mayUse(user.staffRole, "orders")} />
        </div>
      )}
    </>
  );
}
