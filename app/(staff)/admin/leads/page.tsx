import type { Metadata } from "next";
import { LeadFiltersForm } from "@/components/admin/lead-filters-form";
import { LeadList } from "@/components/admin/lead-list";
import { leadFormValues, parseLeadListQuery } from "@/lib/leads/list-filters";
import { leadForms, searchLeads } from "@/lib/leads/list-search";
import { leadOwners } from "@/lib/leads/staff-view";
import type { SearchParams } from "@/lib/admin/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";

export const metadata: Metadata = { title: "Leads", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/leads: every request from every form, newest first, filtered by the address. */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await staffPageUser("/admin/leads", "sales");
  const params = await searchParams;
  const parsed = parseLeadListQuery(params);
  // A bad address lists nothing: the form says which field is wrong.
  const [list, forms, owners] = await Promise.all([parsed.ok ? searchLeads(parsed.query) : null, leadForms(), leadOwners()]);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Leads</h1>
      <p className="mt-2 text-muted-foreground">
        Every request from the site&rsquo;s forms (contact, consultation, pool, quote, sample and brewery), newest first. Open one to see
        all it says, give it an owner, note what happened and answer by e-mail. Each requester was promised an answer within 24 hours.
      </p>
      <div className="mt-6">
        {/* Keyed by the address: after a link changes it, the fields show its filters, not what was typed. */}
        <LeadFiltersForm
          key={JSON.stringify(params)}
          values={leadFormValues(params)}
          errors={parsed.ok ? undefined : parsed.fields}
          forms={forms}
          owners={owners}
        />
      </div>
      {parsed.ok && list && (
        <div className="mt-6">
          <LeadList list={list} query={parsed.query} />
        </div>
      )}
    </>
  );
}
