import Link from "@/components/ui/link";
import { DownloadIcon } from "lucide-react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { TotalsList } from "@/components/ui/totals-list";
import { formatUsd } from "@/lib/domain/money";
import { formatLocalDate } from "@/lib/quotes/rules";
import type { CustomerQuote } from "@/lib/quotes/read";
import type { QuoteDocument } from "@/lib/quotes/view";

type QuoteLine = QuoteDocument["lines"][number];
import { SHOP_TIME_ZONE_NAME } from "@/lib/shop-time";
import { siteConfig } from "@/lib/site-config";
import { AcceptQuote } from "./accept-quote";

const LINE_COLUMNS: DataColumn<QuoteLine>[] = [
  {
    header: "Product",
    cell: (line) => (
      <>
        <span className="font-medium break-words">{line.productName}</span>
        <span className="block text-muted-foreground">
          {line.sizeLabel} · Item #{line.itemNumber}
        </span>
      </>
    ),
  },
  { header: "Qty", cell: (line) => line.quantity, align: "right", className: "tabular-nums" },
  { header: "Unit price", cell: (line) => formatUsd(line.unitPriceCents), align: "right", className: "tabular-nums" },
  { header: "Discount", cell: (line) => line.discountText || <span aria-label="None">—</span>, align: "right" },
  {
    header: "Line total",
    cell: (line) => formatUsd(line.lineTotalCents),
    align: "right",
    className: "pr-0 font-semibold tabular-nums",
    headClassName: "pr-0",
  },
];

function LineCard({ line }: { line: QuoteLine }) {
  return (
    <>
      <p className="font-medium break-words">{line.productName}</p>
      <p className="text-sm text-muted-foreground">
        {line.sizeLabel} · Item #{line.itemNumber}
      </p>
      <p className="mt-1 flex justify-between gap-3 text-sm">
        <span>
          {line.quantity} × {formatUsd(line.netUnitCents)}
          {line.discountText ? (
            <span className="text-muted-foreground">
              {" "}
              ({formatUsd(line.unitPriceCents)}, {line.discountText})
            </span>
          ) : null}
        </span>
        <span className="font-semibold tabular-nums">{formatUsd(line.lineTotalCents)}</span>
      </p>
    </>
  );
}

function Lines({ document }: { document: QuoteDocument }) {
  return (
    <DataTable
      variant="plain"
      caption="Quoted products"
      className="w-full text-sm"
      headRowClassName="border-b text-left text-muted-foreground"
      headCellClassName="py-2 pr-3 font-medium"
      cellClassName="py-3 pr-3"
      rowClassName="border-b align-top"
      columns={LINE_COLUMNS}
      rows={document.lines}
      rowKey={(line) => line.position}
      rowTestId="quote-line"
      cards={{
        render: (line) => <LineCard line={line} />,
        below: "md",
        label: "Quoted products",
        className: "divide-y",
        itemClassName: "py-3",
      }}
    />
  );
}

function Totals({ document }: { document: QuoteDocument }) {
  const { totals } = document;
  return (
    <TotalsList
      testId="quote-totals"
      className="ml-auto w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2"
      rows={[
        { label: "Subtotal", value: formatUsd(totals.subtotalCents) },
        totals.discountCents > 0 && { label: "Your discount", value: `−${formatUsd(totals.discountCents)}` },
        { label: "Shipping", value: totals.shippingCents === 0 ? "Free" : formatUsd(totals.shippingCents) },
        { label: `Tax (${document.customerStateName} ${document.taxRatePercent}%)`, value: formatUsd(totals.taxCents) },
      ]}
      total={{ label: "Total", value: formatUsd(totals.totalCents), testId: "quote-total" }}
      totalClassName="border-t pt-2 text-base font-semibold"
      reach={6}
    />
  );
}

/** What the customer can do with the quote now, or why they cannot. */
function Next({ quote }: { quote: CustomerQuote }) {
  const { document } = quote;
  const contact = (
    <Link href="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
      ask us for a new quote
    </Link>
  );
  switch (document.status) {
    case "sent":
      return (
        <div className="grid gap-2">
          <AcceptQuote token={quote.token} revision={document.revision} label="Accept Quote" />
          <p className="text-sm text-muted-foreground">
            Accepting puts these products at these prices into your cart; you pay by card or PayPal at checkout. The prices hold until the
            end of {formatLocalDate(document.validUntil)}, {SHOP_TIME_ZONE_NAME}.
          </p>
        </div>
      );
    case "accepted":
      return quote.orderNumber ? (
        <p role="status" className="rounded-md bg-brand-green-soft p-3 text-sm font-medium text-brand-green">
          You accepted this quote and ordered it: order #{quote.orderNumber}. Thank you!
        </p>
      ) : quote.awaitingPayment ? (
        <div className="grid gap-2">
          <p className="text-sm">You accepted this quote. Its products are waiting in your cart at the quoted prices.</p>
          <AcceptQuote token={quote.token} revision={document.revision} label="Continue to Checkout" />
        </div>
      ) : (
        <p role="status" className="text-sm">
          You accepted this quote.
        </p>
      );
    case "expired":
      return (
        <p role="status" className="rounded-md border p-3 text-sm">
          This quote expired at the end of {formatLocalDate(document.validUntil)}, {SHOP_TIME_ZONE_NAME}. Please {contact} or call{" "}
          {siteConfig.phone.display}.
        </p>
      );
    case "withdrawn":
      return (
        <p role="status" className="rounded-md border p-3 text-sm">
          This quote was withdrawn. Please {contact} or call {siteConfig.phone.display}.
        </p>
      );
    default:
      return null;
  }
}

/** The customer's quote: who it is for, the products and prices, the totals, the notes, the PDF and Accept. */
export function QuoteView({ quote }: { quote: CustomerQuote }) {
  const { document } = quote;
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm sm:p-8" aria-labelledby="quote-title">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{siteConfig.companyName}</p>
          <h1 id="quote-title" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            Quote {document.number}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {document.revision > 1 ? <>Revision {document.revision} · </> : null}
            {document.issuedOn ? <>Issued {formatLocalDate(document.issuedOn)} · </> : null}
            Valid until the end of {formatLocalDate(document.validUntil)}, {SHOP_TIME_ZONE_NAME}
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={`/api/quotes/${quote.token}/pdf`} download>
            <DownloadIcon aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </header>
      <section aria-label="Prepared for" className="mt-6 text-sm">
        <h2 className="font-semibold">Prepared for</h2>
        <p className="mt-1">
          {document.customerName}
          {document.customerCompany ? <>, {document.customerCompany}</> : null}
        </p>
        <p className="text-muted-foreground break-all">{document.customerEmail}</p>
        <p className="text-muted-foreground">{document.customerStateName}</p>
      </section>
      <section aria-label="Products" className="mt-6">
        <Lines document={document} />
      </section>
      <div className="mt-6">
        <Totals document={document} />
      </div>
      {document.notes ? (
        <section aria-labelledby="quote-notes" className="mt-6 text-sm">
          <h2 id="quote-notes" className="font-semibold">
            Notes
          </h2>
          <p className="mt-1 whitespace-pre-line">{document.notes}</p>
        </section>
      ) : null}
      <div className="mt-8 border-t pt-6">
        <Next quote={quote} />
      </div>
      <p className="mt-6 text-sm text-muted-foreground">
        Questions about this quote? Reply to our e-mail or call{" "}
        <a href={siteConfig.phone.href} className="font-medium text-primary underline-offset-4 hover:underline">
          {siteConfig.phone.display}
        </a>{" "}
        ({siteConfig.hours}).
      </p>
    </article>
  );
}
