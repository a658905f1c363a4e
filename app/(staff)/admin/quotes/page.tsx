import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { QuoteFilters, QuoteList } from "@/components/admin/quote-list";
import { Button } from "@/components/ui/button";
import type { SearchParams } from "@/lib/admin/list-filters";
import { staffPageUser } from "@/lib/admin/page-guard";
import { searchQuotes, type QuoteListQuery } from "@/lib/quotes/read";
import { quoteListQuerySchema } from "@/lib/quotes/schemas";

export const metadata: Metadata = { title: "Quotes", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/quotes: every quote, newest first, narrowed by status and a search in the address. */
export default async function QuotesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await staffPageUser("/admin/quotes", "sales");
  const params = await searchParams;
  const parsed = quoteListQuerySchema.safeParse({ status: first(params.status), q: first(params.q), lead: first(params.lead) });
  // A damaged address lists every quote rather than failing: the form shows what was read.
  const query: QuoteListQuery = parsed.success
    ? { status: parsed.data.status ?? null, search: parsed.data.q ?? "", leadId: parsed.data.lead ?? null }
    : { status: null, search: "", leadId: null };
  const { rows, more } = await searchQuotes(query);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Quotes</h1>
        <Button asChild>
          <Link href="/admin/quotes/new">New Quote</Link>
        </Button>
      </div>
      <p className="mt-2 text-muted-foreground">
        Priced offers sent as a link: the customer reads the quote, downloads its PDF and accepts it into their cart at the quoted prices. A
        sent quote expires after its valid-until date.
      </p>
      <div className="mt-6">
        <QuoteFilters key={JSON.stringify(params)} query={query} />
      </div>
      <div className="mt-6">
        <QuoteList rows={rows} more={more} filtered={query.status !== null || query.search !== "" || query.leadId !== null} />
      </div>
    </>
  );
}
