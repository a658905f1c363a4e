import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { EmailHistory } from "@/components/admin/email-history";
import { QuoteEditor } from "@/components/admin/quote-editor";
import { QuoteStatusBadge } from "@/components/admin/quote-status-badge";
import { emailsFor } from "@/lib/email/staff-view";
import { staffPageUser } from "@/lib/admin/page-guard";
import { formatLocalDate, shopToday } from "@/lib/quotes/rules";
import { quoteForStaff, quoteSizeOptions } from "@/lib/quotes/read";
import { quoteIdParams } from "@/lib/quotes/schemas";

export const metadata: Metadata = { title: "Quote", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/quotes/{id}: one quote, edited, sent, revised or withdrawn from here, with its e-mails. */
export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await staffPageUser(`/admin/quotes/${encodeURIComponent(id)}`, "sales");
  const parsed = quoteIdParams.safeParse({ id });
  if (!parsed.success) notFound();
  const [detail, sizes, emails] = await Promise.all([
    quoteForStaff(parsed.data.id),
    quoteSizeOptions(),
    emailsFor("Quote", String(parsed.data.id)),
  ]);
  if (!detail) notFound();
  const { quote, document, lead, orders, createdBy } = detail;
  const link = `/quotes/${quote.token}`;
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/quotes" className="text-primary underline-offset-4 hover:underline">
          ← Quotes
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Quote {quote.number}</h1>
        <QuoteStatusBadge status={quote.status} />
        {quote.revision > 1 ? <span className="text-sm text-muted-foreground">Revision {quote.revision}</span> : null}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Customer&rsquo;s link</dt>
        <dd className="min-w-0 break-all">
          {quote.status === "draft" ? (
            <span className="text-muted-foreground">Opens once the quote is sent</span>
          ) : (
            <>
              <Link href={link} className="text-primary underline-offset-4 hover:underline" data-testid="quote-link">
                {link}
              </Link>{" "}
              ·{" "}
              <a href={`/api/quotes/${quote.token}/pdf`} className="text-primary underline-offset-4 hover:underline">
                PDF
              </a>
            </>
          )}
        </dd>
        <dt className="text-muted-foreground">Valid until</dt>
        <dd>{formatLocalDate(document.validUntil)}</dd>
        {lead ? (
          <>
            <dt className="text-muted-foreground">Lead</dt>
            <dd>
              <Link href={`/admin/leads/${lead.id}`} className="text-primary underline-offset-4 hover:underline">
                #{lead.id} {lead.name}
              </Link>
            </dd>
          </>
        ) : null}
        {orders.length > 0 ? (
          <>
            <dt className="text-muted-foreground">Orders</dt>
            <dd>
              <ul>
                {orders.map((order) => (
                  <li key={order.id}>
                    <Link
                      href={`/admin-orders/${encodeURIComponent(order.id)}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      #{order.orderNumber}
                    </Link>{" "}
                    <span className="text-muted-foreground">({order.status.replace("_", " ")})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {createdBy ? (
          <>
            <dt className="text-muted-foreground">Made by</dt>
            <dd>{createdBy}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6">
        <QuoteEditor
          key={quote.updatedAt}
          quote={quote}
          initial={quote.values}
          leadId={quote.leadId}
          sizes={sizes}
          today={shopToday(new Date())}
        />
      </div>
      <EmailHistory emails={emails} />
    </>
  );
}
