import type { Metadata } from "next";
import { EmailFiltersForm } from "@/components/admin/email-filters-form";
import { EmailList } from "@/components/admin/email-list";
import { EMAIL_PAGE_SIZE, listEmails } from "@/lib/email/staff-view";
import { emailsHref, parseEmailFilters } from "@/lib/email/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "E-mails", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

export default async function EmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await staffPageUser("/admin/emails", "any");
  const filters = parseEmailFilters(await searchParams);
  const list = await listEmails({ ...filters, limit: EMAIL_PAGE_SIZE });
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">E-mails</h1>
      <p className="mt-2 text-muted-foreground">
        Every message the site sends (order confirmations, lead notifications, account links), whether it went, and why not. Failed
        deliveries are retried for about a quarter of an hour before they are marked failed. &ldquo;Saved to outbox&rdquo; means no mail
        server is set up: the message was written to the outbox folder instead of being sent. Newest first.
      </p>
      <div className="mt-6">
        {/* Keyed by the filters: after a link changes them, the form's fields show the new ones, not what was typed. */}
        <EmailFiltersForm key={emailsHref(filters)} filters={filters} />
      </div>
      <div className="mt-6">
        <EmailList list={list} filters={filters} />
      </div>
    </>
  );
}
