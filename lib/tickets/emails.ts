// The e-mails a ticket's thread sends: each customer message to staff (with the link to answer it on the
// ticket's page, so that the answer shows in the customer's portal), and each staff reply to the customer
// (with the link that opens the portal at the ticket). Both are about the ticket ("SupportTicket" and its
// id), so the ticket's page lists them. The callers record them in their own transaction.
import "server-only";
import { staffEmail, type EmailMessage } from "@/lib/email";
import { portalTicketPath } from "@/lib/portal/links";
import { siteConfig } from "@/lib/site-config";

type Ticket = { id: string; subject: string; order: { orderNumber: string } | null };
type Person = { email: string; firstName: string; lastName: string };

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** The staff page of a ticket, as an absolute link. */
export const staffTicketUrl = (origin: string, ticketId: string) => `${origin}/admin/tickets/${encodeURIComponent(ticketId)}`;

/** To staff (STAFF_EMAIL): the customer opened the ticket (`opened`) or wrote in it again. Replying to it writes to the customer. */
export function customerMessageEmail(
  ticket: Ticket,
  author: Person,
  body: string,
  { opened, origin, reopened = false }: { opened: boolean; origin: string; reopened?: boolean },
): EmailMessage {
  const who = `${fullName(author)} <${author.email}>`;
  return {
    to: staffEmail(),
    replyTo: author.email,
    subject: opened ? `Support ticket ${ticket.id}: ${ticket.subject}` : `New message on support ticket ${ticket.id}: ${ticket.subject}`,
    text: [
      opened
        ? `${who} opened support ticket ${ticket.id} in the customer portal.`
        : `${who} wrote again on support ticket ${ticket.id}${reopened ? ", which was resolved: it is open again" : ""}.`,
      "",
      `Subject: ${ticket.subject}`,
      ...(ticket.order ? [`Order: ${ticket.order.orderNumber}`] : []),
      "",
      body,
      "",
      `Answer on the ticket's page, so that the answer shows in the customer's portal: ${staffTicketUrl(origin, ticket.id)}`,
      siteConfig.companyName,
    ].join("\n"),
    relatedType: "SupportTicket",
    relatedId: ticket.id,
  };
}

/** To the customer: staff answered. The link opens the portal at the ticket to read the thread and reply. */
export function staffReplyEmail(
  ticket: Ticket,
  customer: Person,
  staff: { firstName: string },
  body: string,
  origin: string,
): EmailMessage {
  const from = staff.firstName.trim() ? `${staff.firstName.trim()} from ${siteConfig.companyName}` : siteConfig.companyName;
  return {
    to: customer.email,
    replyTo: siteConfig.email,
    subject: `Re: Support ticket ${ticket.id}: ${ticket.subject}`,
    text: [
      `Hello ${customer.firstName.trim() || fullName(customer)},`,
      "",
      `${from} answered your support ticket ${ticket.id}, "${ticket.subject}":`,
      "",
      body,
      "",
      `Read the whole conversation and reply in your customer portal: ${origin}${portalTicketPath(ticket.id)}`,
      "",
      `Questions? Call ${siteConfig.phone.display}.`,
      siteConfig.companyName,
    ].join("\n"),
    relatedType: "SupportTicket",
    relatedId: ticket.id,
  };
}
