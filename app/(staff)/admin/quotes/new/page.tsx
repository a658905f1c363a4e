import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { QuoteEditor } from "@/components/admin/quote-editor";
import type { SearchParams } from "@/lib/admin/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";
import { shopToday } from "@/lib/quotes/rules";
import { newQuoteValues, quoteSizeOptions } from "@/lib/quotes/read";

export const metadata: Metadata = { title: "New quote", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/quotes/new[?lead=ID]: a new quote, prefilled from the lead it answers. */
export default async function NewQuotePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await staffPageUser("/admin/quotes/new", "sales");
  const { lead } = await searchParams;
  const leadId = typeof lead === "string" && /^\d{1,9}$/.test(lead) ? Number(lead) : null;
  const [{ values, leadId: foundLead }, sizes] = await Promise.all([newQuoteValues(leadId), quoteSizeOptions()]);
  return (
    <>
      <p className="text-sm">
        <Link href={foundLead ? `/admin/leads/${foundLead}` : "/admin/quotes"} className="text-primary underline-offset-4 hover:underline">
          {foundLead ? `← Lead #${foundLead}` : "← Quotes"}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">New Quote</h1>
      <p className="mt-2 text-muted-foreground">
        {foundLead
          ? "Prefilled from the lead: check the customer, the product and size, set the price, shipping and valid-until date."
          : "Choose the products and sizes, set the prices, shipping and valid-until date. Save it as a draft, then send it."}
      </p>
      <div className="mt-6">
        <QuoteEditor quote={null} initial={values} leadId={foundLead} sizes={sizes} today={shopToday(new Date())} />
      </div>
    </>
  );
}
