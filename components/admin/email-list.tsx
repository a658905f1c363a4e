import Link from "@/components/ui/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { EmailList as List, EmailRow } from "@/lib/email/staff-view";
import { emailsHref, hasEmailFilters, type EmailFilters } from "@/lib/email/list-filters";
import { ShopTime } from "@/components/time/shop-time";
import { EmailRelated } from "./email-related";
import { EmailStatusBadge } from "./email-status-badge";
import { ListEmpty } from "./list-empty";
import { ListPager } from "./list-pager";
import { ResendEmailButton } from "./resend-email-button";

function Created({ email, zone = false }: { email: EmailRow; zone?: boolean }) {
  return <ShopTime value={email.createdAt} format={zone ? "dateTime" : "dateTimeNoZone"} />;
}

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

/**
 * The site's e-mails, newest first, a page at a time: what was sent to whom, whether it went, why not,
 * and a Resend button. A table from tablets up, one card per message on phones so that the reason and
 * the button need no sideways scrolling.
 */
export function EmailList({ list, filters }: { list: List; filters: EmailFilters }) {
  if (list.rows.length === 0) {
    return (
      <ListEmpty
        testId="emails-empty"
        noun="e-mails"
        href="/admin/emails"
        filtered={hasEmailFilters(filters)}
        paged={filters.cursor !== null}
        none="No e-mails have been sent yet."
      />
    );
  }

  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="E-mails">
        {list.rows.map((email) => (
          <li key={email.id} data-testid="email-row" className="rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1">
                <Subject email={email} />
              </p>
              <EmailStatusBadge status={email.status} error={email.error} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">To</dt>
              <dd className="min-w-0 break-all">{email.to}</dd>
              <dt className="text-muted-foreground">Created</dt>
              <dd>
                <Created email={email} zone />
              </dd>
              <dt className="text-muted-foreground">Attempts</dt>
              <dd className="tabular-nums">{email.attempts}</dd>
              <dt className="text-muted-foreground">Related</dt>
              <dd className="min-w-0">
                <EmailRelated related={email.related} />
              </dd>
            </dl>
            <div className="mt-3">
              <ResendEmailButton emailId={email.id} status={email.status} subject={email.subject} to={email.to} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "E-mails" }} className="min-w-[880px]">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Created (CT)</TableHead>
              <TableHead scope="col">To</TableHead>
              <TableHead scope="col">Subject</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col" className="text-right">
                Attempts
              </TableHead>
              <TableHead scope="col">Related</TableHead>
              <TableHead scope="col">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((email) => (
              <TableRow key={email.id} data-testid="email-row" className="align-top">
                <TableCell className="whitespace-nowrap">
                  <Created email={email} />
                </TableCell>
                <TableCell className="max-w-56 break-all whitespace-normal">{email.to}</TableCell>
                <TableCell className="max-w-sm min-w-48 whitespace-normal">
                  <Subject email={email} />
                </TableCell>
                <TableCell className="max-w-xs min-w-32 whitespace-normal">
                  <EmailStatusBadge status={email.status} error={email.error} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{email.attempts}</TableCell>
                <TableCell className="max-w-48 whitespace-normal">
                  <EmailRelated related={email.related} />
                </TableCell>
                <TableCell>
                  <ResendEmailButton emailId={email.id} status={email.status} subject={email.subject} to={email.to} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ListPager
        label="E-mail pages"
        newerHref={list.newer !== null ? emailsHref(filters, { cursor: list.newer, direction: "newer" }) : null}
        olderHref={list.older !== null ? emailsHref(filters, { cursor: list.older, direction: "older" }) : null}
      />
    </>
  );
}
