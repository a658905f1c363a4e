import Link from "@/components/ui/link";
import { DataCard, type DataColumn } from "@/components/ui/data-table";
import type { EmailList as List, EmailRow } from "@/lib/email/staff-view";
import { emailsHref, hasEmailFilters, type EmailFilters } from "@/lib/email/list-filters";
import { EmailRelated } from "./email-related";
import { EmailStatusBadge } from "./email-status-badge";
import { ListTime } from "./list/list-cells";
import { ListEmpty } from "./list/list-empty";
import { StaffList } from "./list/staff-list";
import { ResendEmailButton } from "./resend-email-button";

/** The subject, a link to the message's text, and which message this one copies when staff resent it (the ids are those the audit log names). */
function Subject({ email }: { email: EmailRow }) {
  return (
    <>
      <Link href={`/admin/emails/${email.id}`} className="font-medium break-words text-primary underline-offset-4 hover:underline">
        {email.subject}
      </Link>
      <span className="block text-xs text-muted-foreground">
        #{email.id}
        {email.resentFromId !== null && <> · resend of #{email.resentFromId}</>}
      </span>
    </>
  );
}

const COLUMNS: DataColumn<EmailRow>[] = [
  { header: "Created (CT)", cell: (email) => <ListTime value={email.createdAt} />, className: "whitespace-nowrap" },
  { header: "To", cell: (email) => email.to, className: "max-w-56 break-all whitespace-normal" },
  { header: "Subject", cell: (email) => <Subject email={email} />, className: "max-w-sm min-w-48 whitespace-normal" },
  {
    header: "Status",
    cell: (email) => <EmailStatusBadge status={email.status} error={email.error} />,
    className: "max-w-xs min-w-32 whitespace-normal",
  },
  { header: "Attempts", cell: (email) => email.attempts, align: "right", className: "tabular-nums" },
  { header: "Related", cell: (email) => <EmailRelated related={email.related} />, className: "max-w-48 whitespace-normal" },
  { header: "Actions", srOnlyHeader: true, cell: (email) => <Resend email={email} /> },
];

function Resend({ email }: { email: EmailRow }) {
  return <ResendEmailButton emailId={email.id} status={email.status} subject={email.subject} to={email.to} />;
}

function EmailCard({ email }: { email: EmailRow }) {
  return (
    <DataCard
      title={<Subject email={email} />}
      status={<EmailStatusBadge status={email.status} error={email.error} />}
      fields={[
        { label: "To", value: email.to, className: "min-w-0 break-all" },
        { label: "Created", value: <ListTime value={email.createdAt} zone /> },
        { label: "Attempts", value: email.attempts, className: "tabular-nums" },
        { label: "Related", value: <EmailRelated related={email.related} />, className: "min-w-0" },
      ]}
      actions={<Resend email={email} />}
    />
  );
}

/**
 * The site's e-mails, newest first, a page at a time: what was sent to whom, whether it went, why not,
 * and a Resend button. A table from tablets up, one card per message on phones so that the reason and
 * the button need no sideways scrolling.
 */
export function EmailList({ list, filters }: { list: List; filters: EmailFilters }) {
  return (
    <StaffList
      label="E-mails"
      columns={COLUMNS}
      rows={list.rows}
      rowTestId="email-row"
      card={(email) => <EmailCard email={email} />}
      empty={
        <ListEmpty
          testId="emails-empty"
          noun="e-mails"
          href="/admin/emails"
          filtered={hasEmailFilters(filters)}
          paged={filters.cursor !== null}
          none="No e-mails have been sent yet."
        />
      }
      pages={{ label: "E-mail pages", newer: list.newer, older: list.older, href: (page) => emailsHref(filters, page) }}
    />
  );
}
