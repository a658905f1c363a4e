import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { DataCard, type DataColumn } from "@/components/ui/data-table";
import { formatUsd } from "@/lib/domain/money";
import { formatLocalDate, QUOTE_STATUSES, quoteStatusLabel } from "@/lib/quotes/rules";
import type { QuoteListQuery } from "@/lib/quotes/read";
import type { QuoteRow } from "@/lib/quotes/view";
import { ListEmpty } from "./list/list-empty";
import { StaffList } from "./list/staff-list";
import { QuoteStatusBadge } from "./quote-status-badge";

/** The filters: a GET form, so a view ("expired quotes of Acme") lives in the address and works without JavaScript. */
export function QuoteFilters({ query }: { query: QuoteListQuery }) {
  return (
    <form
      action="/admin/quotes"
      method="get"
      aria-label="Filter the quotes"
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="quotes-q">Search</Label>
        <Input
          id="quotes-q"
          name="q"
          type="search"
          defaultValue={query.search}
          maxLength={100}
          placeholder="Q-1001, name, e-mail or company"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="quotes-status">Status</Label>
        <NativeSelect id="quotes-status" name="status" defaultValue={query.status ?? ""} className="w-full">
          <NativeSelectOption value="">All statuses</NativeSelectOption>
          {QUOTE_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {quoteStatusLabel(status)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      {query.leadId ? <input type="hidden" name="lead" value={query.leadId} /> : null}
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button asChild variant="outline">
          <Link href="/admin/quotes">Clear</Link>
        </Button>
      </div>
    </form>
  );
}

function Customer({ quote }: { quote: QuoteRow }) {
  return (
    <>
      <Link href={`/admin/quotes/${quote.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {quote.number}
      </Link>
      <span className="block break-words">{quote.customerName}</span>
      <span className="block text-xs break-all text-muted-foreground">
        {quote.customerCompany ? <>{quote.customerCompany} · </> : null}
        {quote.customerEmail}
      </span>
    </>
  );
}

function Outcome({ quote }: { quote: QuoteRow }) {
  if (quote.orderId && quote.orderNumber) {
    return (
      <Link href={`/admin-orders/${encodeURIComponent(quote.orderId)}`} className="text-primary underline-offset-4 hover:underline">
        Order #{quote.orderNumber}
      </Link>
    );
  }
  return quote.leadId ? (
    <Link href={`/admin/leads/${quote.leadId}`} className="text-primary underline-offset-4 hover:underline">
      Lead #{quote.leadId}
    </Link>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}

const COLUMNS: DataColumn<QuoteRow>[] = [
  { header: "Quote", cell: (quote) => <Customer quote={quote} />, className: "max-w-72 min-w-48 whitespace-normal" },
  {
    header: "Status",
    cell: (quote) => (
      <>
        <QuoteStatusBadge status={quote.status} />
        {quote.revision > 1 ? <span className="block text-xs text-muted-foreground">Revision {quote.revision}</span> : null}
      </>
    ),
  },
  { header: "Total", cell: (quote) => formatUsd(quote.totalCents), align: "right", className: "tabular-nums" },
  { header: "Valid until", cell: (quote) => formatLocalDate(quote.validUntil), className: "whitespace-nowrap" },
  { header: "Lead or order", cell: (quote) => <Outcome quote={quote} /> },
];

function QuoteCard({ quote }: { quote: QuoteRow }) {
  return (
    <DataCard
      title={<Customer quote={quote} />}
      status={<QuoteStatusBadge status={quote.status} />}
      fields={[
        { label: "Total", value: formatUsd(quote.totalCents), className: "tabular-nums" },
        { label: "Valid until", value: formatLocalDate(quote.validUntil) },
        { label: "From / to", value: <Outcome quote={quote} /> },
      ]}
    />
  );
}

/** The quotes found, newest first: a table from tablets up, one card per quote on phones. */
export function QuoteList({ rows, more, filtered }: { rows: QuoteRow[]; more: boolean; filtered: boolean }) {
  return (
    <StaffList
      label="Quotes"
      columns={COLUMNS}
      rows={rows}
      rowTestId="quote-row"
      card={(quote) => <QuoteCard quote={quote} />}
      className="min-w-[760px]"
      empty={
        <ListEmpty
          testId="quotes-empty"
          noun="quotes"
          href="/admin/quotes"
          filtered={filtered}
          paged={false}
          none="No quotes yet: build one from a lead's page or with New Quote."
        />
      }
    >
      {more ? (
        <p className="mt-4 text-sm text-muted-foreground" role="status">
          Showing the 100 newest matching quotes: search by name, e-mail, company or number to find an older one.
        </p>
      ) : null}
    </StaffList>
  );
}
