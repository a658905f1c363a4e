import Link from "@/components/ui/link";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { LeadDetail as Detail } from "@/lib/leads/staff-view";
import type { StaffMember } from "@/lib/leads/staff-view-model";
import { formatShopTime } from "@/lib/shop-time";
import { AuditChanges } from "./audit-changes";
import { LeadNotes } from "./lead-notes";
import { LeadOwnerForm } from "./lead-owner-form";
import { LeadReplyForm } from "./lead-reply-form";
import { LeadStatusBadge } from "./lead-status-badge";
import { LeadStatusForm } from "./lead-status-form";
import { QuoteStatusBadge } from "./quote-status-badge";
import { StaffSection } from "./staff-section";

const when = (date: Date) => formatShopTime(date);

/** Label and value pairs, lined up from tablets up, one under the other on phones. */
function Facts({ rows, testId }: { rows: readonly { label: string; value: React.ReactNode }[]; testId?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]" data-testid={testId}>
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Props = {
  detail: Detail;
  owners: readonly StaffMember[];
  /** The sales address replies go back to. */
  replyTo: string;
};

/** One lead for staff: what the visitor sent and from where, its status and owner, the reply form, notes and history. */
export function LeadDetail({ detail: { row, lead, sent, askedAbout, notes, history, quotes }, owners, replyTo }: Props) {
  const firstName = row.name === row.email ? "" : row.name.split(" ")[0];
  return (
    <>
      <Link href="/admin/leads" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Leads
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          Lead #{row.id}: {row.name}
        </h1>
        <LeadStatusBadge status={lead.status} />
      </div>
      {lead.wonOrder && (
        <p className="mt-2 text-sm" data-testid="won-order">
          <span className="text-muted-foreground">Won with </span>
          <Link
            href={`/admin-orders/${encodeURIComponent(lead.wonOrder.id)}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            order #{lead.wonOrder.orderNumber}
          </Link>
        </p>
      )}
      {lead.status === "lost" && lead.lostReason && (
        <p className="mt-2 text-sm break-words" data-testid="lost-reason">
          <span className="text-muted-foreground">Lost because: </span>
          {lead.lostReason}
        </p>
      )}
      <div className="mt-4">
        <Facts
          rows={[
            { label: "Received", value: when(lead.createdAt) },
            { label: "Form", value: `${lead.formTitle} · ${row.kindLabel}` },
            {
              label: "Sent from",
              value: lead.pageUrl ? (
                <a
                  href={lead.pageUrl}
                  className="break-all text-primary underline-offset-4 hover:underline"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {lead.pagePath}
                </a>
              ) : (
                <span className="text-muted-foreground">Not known (the browser did not say)</span>
              ),
            },
            { label: "Owner", value: row.owner?.name ?? <span className="text-muted-foreground">Nobody yet</span> },
            {
              label: "Acknowledged",
              value: lead.acknowledgedAt ? (
                `${when(lead.acknowledgedAt)}: the requester was thanked and promised an answer within 24 hours`
              ) : (
                <span className="text-muted-foreground">No acknowledgement was sent</span>
              ),
            },
            {
              label: "Staff notified",
              value: lead.emailedAt ? when(lead.emailedAt) : <span className="text-muted-foreground">Not yet: see the e-mails below</span>,
            },
          ]}
        />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <StaffSection title="Status" boxed>
          {/* A new status offers other moves: the form starts again from it. */}
          <LeadStatusForm key={lead.status} leadId={lead.id} status={lead.status} />
        </StaffSection>
        <StaffSection title="Owner" boxed>
          <LeadOwnerForm key={lead.ownerId ?? "nobody"} leadId={lead.id} ownerId={lead.ownerId} owners={owners} />
        </StaffSection>
      </div>

      <StaffSection title="What they sent">
        <Facts
          testId="lead-fields"
          rows={sent.map(({ label, value }) => ({
            label,
            value:
              label === "E-mail" ? (
                <a href={`mailto:${value}`} className="break-all text-primary underline-offset-4 hover:underline">
                  {value}
                </a>
              ) : (
                value
              ),
          }))}
        />
        <h3 className="mt-4 text-sm font-medium">{lead.messageLabel}</h3>
        {lead.message ? (
          <p className="mt-1 rounded-lg border bg-muted/30 p-3 text-sm break-words whitespace-pre-line" data-testid="lead-message">
            {lead.message}
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">None given.</p>
        )}
      </StaffSection>

      {askedAbout && (
        <StaffSection title="Asked about">
          <Facts
            testId="lead-product"
            rows={[
              {
                label: "Product",
                value: askedAbout.href ? (
                  <Link href={askedAbout.href} className="text-primary underline-offset-4 hover:underline">
                    {askedAbout.productName}
                  </Link>
                ) : (
                  askedAbout.productName
                ),
              },
              ...(askedAbout.itemNumber ? [{ label: "Item number", value: askedAbout.itemNumber }] : []),
              ...(askedAbout.size ? [{ label: "Size", value: askedAbout.size }] : []),
              ...(askedAbout.quantity ? [{ label: "Quantity", value: askedAbout.quantity }] : []),
            ]}
          />
        </StaffSection>
      )}

      <StaffSection title="Quotes">
        {quotes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No quote yet.</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="lead-quotes">
            {quotes.map((quote) => (
              <li key={quote.id} className="flex flex-wrap items-center gap-2">
                <Link href={`/admin/quotes/${quote.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {quote.number}
                </Link>
                <QuoteStatusBadge status={quote.status} />
                {quote.revision > 1 ? <span className="text-muted-foreground">revision {quote.revision}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <Button asChild className="mt-3">
          <Link href={`/admin/quotes/new?lead=${lead.id}`}>Build Quote</Link>
        </Button>
      </StaffSection>

      <StaffSection title="Reply by e-mail">
        <LeadReplyForm
          leadId={lead.id}
          to={row.email}
          replyTo={replyTo}
          defaultSubject={`Re: your ${lead.formTitle.replace(/ \(.*\)$/, "").toLowerCase()}`}
          greeting={firstName ? `Hello ${firstName},` : "Hello,"}
        />
      </StaffSection>

      <StaffSection title="Internal notes">
        <LeadNotes leadId={lead.id} notes={notes} />
      </StaffSection>

      <StaffSection title="History">
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing has been changed yet.</p>
        ) : (
          <ol className="space-y-2" data-testid="lead-history">
            {history.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p>
                  <span className="font-medium">{entry.actionLabel}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {entry.actor} · <time dateTime={entry.createdAt.toISOString()}>{when(entry.createdAt)}</time>
                  </span>
                </p>
                <div className="mt-1">
                  <AuditChanges changes={entry.changes} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </StaffSection>

      <StaffSection title="Technical details">
        <Facts
          rows={[
            { label: "Lead.form", value: <code className="text-xs">{row.form}</code> },
            ...(lead.source ? [{ label: "Page's form name", value: <code className="text-xs">{lead.source}</code> }] : []),
            { label: "Address", value: lead.ip ?? "—" },
            { label: "Browser", value: <span className="text-xs break-all">{lead.userAgent ?? "—"}</span> },
          ]}
        />
      </StaffSection>
    </>
  );
}
