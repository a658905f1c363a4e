import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatUsd } from "@/lib/domain/money";
import { formatLocalDate, QUOTE_STATUSES, quoteStatusLabel } from "@/lib/quotes/rules";
import type { QuoteListQuery } from "@/lib/quotes/read";
import type { QuoteRow } from "@/lib/quotes/view";
import { ListEmpty } from "./list-empty";
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

/** The quotes found, newest first: a table from tablets up, one card per quote on phones. */
export function QuoteList({ rows, more, filtered }: { rows: QuoteRow[]; more: boolean; filtered: boolean }) {
  if (rows.length === 0) {
    return (
      <ListEmpty
        testId="quotes-empty"
        noun="quotes"
        href="/admin/quotes"
        filtered={filtered}
        paged={false}
        none="No quotes yet: build one from a lead's page or with New Quote."
      />
    );
  }
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Quotes">
        {rows.map((quote) => (
          <li key={quote.id} data-testid="quote-row" className="rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1">
                <Customer quote={quote} />
              </p>
              <QuoteStatusBadge status={quote.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Total</dt>
              <dd className="tabular-nums">{formatUsd(quote.totalCents)}</dd>
              <dt className="text-muted-foreground">Valid until</dt>
              <dd>{formatLocalDate(quote.validUntil)}</dd>
              <dt className="text-muted-foreground">From / to</dt>
              <dd>
                <Outcome quote={quote} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table containerProps={{ tabIndex: 0, role: "region", "aria-label": "Quotes" }} className="min-w-[760px]">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Quote</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col" className="text-right">
                Total
              </TableHead>
              <TableHead scope="col">Valid until</TableHead>
              <TableHead scope="col">Lead or order</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((quote) => (
              <TableRow key={quote.id} data-testid="quote-row" className="align-top">
                <TableCell className="max-w-72 min-w-48 whitespace-normal">
                  <Customer quote={quote} />
                </TableCell>
                <TableCell>
                  <QuoteStatusBadge status={quote.status} />
                  {quote.revision > 1 ? <span className="block text-xs text-muted-foreground">Revision {quote.revision}</span> : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatUsd(quote.totalCents)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatLocalDate(quote.validUntil)}</TableCell>
                <TableCell>
                  <Outcome quote={quote} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {more ? (
        <p className="mt-4 text-sm text-muted-foreground" role="status">
          Showing the 100 newest matching quotes: search by name, e-mail, company or number to find an older one.
        </p>
      ) : null}
    </>
  );
}
