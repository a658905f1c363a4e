import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmailHistory } from "@/components/admin/email-history";
import { TicketDetail } from "@/components/admin/ticket-detail";
import { emailsFor } from "@/lib/email/staff-view";
import { staffPageUser } from "@/lib/admin/page-guard";
import { staffTicketDetail, ticketOwnerChoices } from "@/lib/tickets/staff-view";
import { mayUse } from "@/lib/auth/staff-access";
import { ticketIdSchema } from "@/lib/tickets/schemas";

export const metadata: Metadata = { title: "Support Ticket", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/tickets/{id}: one ticket, answered and moved along from here, with the e-mails it sent. */
export default async function TicketPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await staffPageUser(`/admin/tickets/${encodeURIComponent(id)}`, "sales");
  const parsed = ticketIdSchema.safeParse(id);
  if (!parsed.success) notFound();
  const [ticket, owners, emails] = await Promise.all([
    staffTicketDetail(parsed.data),
    ticketOwnerChoices(),
    emailsFor("SupportTicket", parsed.data),
  ]);
  if (!ticket) notFound();
  return (
    <>
      <TicketDetail ticket={ticket} owners={owners} ordersLinked={mayUse(user.staffRole, "orders")} />
      <EmailHistory emails={emails} />
    </>
  );
}
