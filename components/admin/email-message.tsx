import Link from "@/components/ui/link";
import type { EmailMessageView } from "@/lib/email/staff-view";
import { ShopTime } from "@/components/time/shop-time";
import { EmailRelated } from "./email-related";
import { EmailStatusBadge } from "./email-status-badge";
import { ResendEmailButton } from "./resend-email-button";

const PRIORITY_LABELS = { urgent: "Urgent (goes first)", normal: "Normal", bulk: "Bulk (goes last)" } as const;

function When({ at }: { at: Date | null }) {
  return at ? <ShopTime value={at} /> : <span className="text-muted-foreground">Not yet</span>;
}

/**
 * One message as staff read it (lib/email/staff-view.ts emailMessage): its headers, its delivery, and its text
 * as sent, where a link that opened an account or an order shows as its marker (it is not kept).
 */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

const link = "text-primary underline-offset-4 hover:underline";

export function EmailMessage({ email }: { email: EmailMessageView }) {
  return (
    <article data-testid="email-message">
      <p className="text-sm">
        <Link href="/admin/emails" className={link}>
          All e-mails
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words">{email.subject}</h1>
      <p className="text-sm text-muted-foreground">#{email.id}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <EmailStatusBadge status={email.status} error={email.error} />
        <ResendEmailButton emailId={email.id} status={email.status} subject={email.subject} to={email.to} />
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Field label="To">
          <span className="break-all">{email.to}</span>
        </Field>
        <Field label="From">{email.fromName ? `${email.fromName} via the company` : "The company"}</Field>
        <Field label="Reply-To">{email.replyTo ? <span className="break-all">{email.replyTo}</span> : "—"}</Field>
        <Field label="Created">
          <When at={email.createdAt} />
        </Field>
        <Field label="Delivered">
          <When at={email.sentAt} />
        </Field>
        <Field label="Attempts">
          <span className="tabular-nums">{email.attempts}</span>
        </Field>
        <Field label="Priority">{PRIORITY_LABELS[email.priority]}</Field>
        <Field label="Related">
          <EmailRelated related={email.related} />
        </Field>
        <Field label="Message-ID">
          <span className="break-all">{email.messageId ?? "Made from its number and time"}</span>
        </Field>
        {email.resentFromId !== null && (
          <Field label="Resend of">
            <Link href={`/admin/emails/${email.resentFromId}`} className={link}>
              #{email.resentFromId}
            </Link>
          </Field>
        )}
      </dl>
      <h2 className="mt-8 text-lg font-semibold">Text</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        As sent{email.hasHtml ? " (an HTML version with the same content went with it)" : ""}. A link that opened an account or an order is
        not kept: it shows as, say, [reset link, not kept].
      </p>
      <pre
        className="mt-3 overflow-x-auto rounded-lg border bg-muted/40 p-4 text-sm break-words whitespace-pre-wrap"
        data-testid="email-text"
      >
        {email.text}
      </pre>
    </article>
  );
}
