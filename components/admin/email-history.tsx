import Link from "@/components/ui/link";
import type { EmailRow } from "@/lib/email/staff-view";
import { ShopTime } from "@/components/time/shop-time";
import { EmailStatusBadge } from "./email-status-badge";
import { ResendEmailButton } from "./resend-email-button";

/**
 * The e-mails about one record (emailsFor in lib/email/staff-view.ts), newest first, for its staff page: what
 * went to whom and when, whether it went and why not, and Resend. A section of its own with an h2, laid
 * out like the order page's sections; one per page (its heading's id is fixed).
 */
export function EmailHistory({ emails, title = "E-mails" }: { emails: EmailRow[]; title?: string }) {
  return (
    <section aria-labelledby="email-history-title" className="mt-8" data-testid="email-history">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="email-history-title" className="text-lg font-semibold">
          {title}
        </h2>
        <Link href="/admin/emails" className="text-sm text-primary underline-offset-4 hover:underline">
          All e-mails
        </Link>
      </div>
      {emails.length === 0 ? (
        <p className="mt-3 text-muted-foreground">No e-mails have been sent about this yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {emails.map((email) => (
            <li
              key={email.id}
              data-testid="email-history-entry"
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-lg border p-3 text-sm"
            >
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-medium break-words">
                  <Link href={`/admin/emails/${email.id}`} className="text-primary underline-offset-4 hover:underline">
                    {email.subject}
                  </Link>
                </p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  <span className="break-all">To {email.to}</span> · <ShopTime value={email.createdAt} />
                  {" · "}
                  {email.attempts === 1 ? "1 attempt" : `${email.attempts} attempts`}
                  {email.resentFromId !== null && ` · resend of #${email.resentFromId}`}
                </p>
              </div>
              <div className="flex max-w-full flex-wrap items-start gap-3 sm:max-w-xs">
                <EmailStatusBadge status={email.status} error={email.error} />
                <ResendEmailButton emailId={email.id} status={email.status} subject={email.subject} to={email.to} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
