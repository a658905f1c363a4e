// What the quote's pages, its PDF and the staff editor show of a quote. Client-safe and pure: the server
// reads the rows (lib/quotes/read.ts) and turns them into these with the functions below.
import { packSizeLabel, type PackSize } from "@/lib/catalog/pack-sizes";
import {
  discountText,
  effectiveQuoteStatus,
  netUnitCents,
  quoteActionRefusal,
  quoteLineTotalCents,
  quoteNumber,
  quoteStatusLabel,
  quoteTotals,
  shopToday,
  validUntilDate,
  type QuoteTotals,
} from "@/lib/quotes/rules";
import { taxRateFor, US_STATES } from "@/lib/domain/tax";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import type { LocalDate } from "@/lib/orders/sales-periods";

export type QuoteDocumentLine = {
  position: number;
  productName: string;
  itemNumber: string;
  /** "55-Gallon Drum" */
  sizeLabel: string;
  quantity: number;
  unitPriceCents: number;
  /** 0 for none; at most two decimals. */
  discountPercent: number;
  /** "12.5% off" or "" */
  discountText: string;
  netUnitCents: number;
  lineTotalCents: number;
};

/** A quote as the customer reads it (the page /quotes/{token} and its PDF) and staff preview it. */
export type QuoteDocument = {
  number: string;
  revision: number;
  /** As it is now: a sent quote past its date reads expired. */
  status: QuoteStatus;
  statusLabel: string;
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  /** Two letters, and the state's name. */
  customerState: string;
  customerStateName: string;
  /** The shop's date the current revision was sent; null for a draft. */
  issuedOn: LocalDate | null;
  validUntil: LocalDate;
  notes: string | null;
  lines: QuoteDocumentLine[];
  totals: QuoteTotals;
  /** The state's sales tax rate in percent, e.g. 5.5. */
  taxRatePercent: number;
};

/** A quote row with its lines, as the database gives them (Decimals read through toFixed). */
export type QuoteRowSource = {
  id: number;
  status: QuoteStatus;
  revision: number;
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  customerState: string;
  shipping: { toFixed(digits: number): string };
  validUntil: Date;
  notes: string | null;
  sentAt: Date | null;
  lines: {
    position: number;
    productName: string;
    itemNumber: string;
    size: PackSize;
    quantity: number;
    unitPrice: { toFixed(digits: number): string };
    discountPercent: { toFixed(digits: number): string };
  }[];
};

const centsOf = (value: { toFixed(digits: number): string }) => Math.round(Number(value.toFixed(2)) * 100);

type Decimalish = { toFixed(digits: number): string };

/** A stored quote's totals: its lines at their net prices, its shipping and its state's tax. */
export function storedQuoteTotals(quote: {
  lines: readonly { unitPrice: Decimalish; discountPercent: Decimalish; quantity: number }[];
  shipping: Decimalish;
  customerState: string;
}): QuoteTotals {
  const lines = quote.lines.map((line) => ({
    unitPriceCents: centsOf(line.unitPrice),
    discountPercent: Number(line.discountPercent.toFixed(2)),
    quantity: line.quantity,
  }));
  return quoteTotals(lines, centsOf(quote.shipping), quote.customerState);
}

/** The state staff and the customer see now, and its words. */
export function quoteState(quote: { status: QuoteStatus; validUntil: Date }, now: Date): { status: QuoteStatus; statusLabel: string } {
  const status = effectiveQuoteStatus(quote, now);
  return { status, statusLabel: quoteStatusLabel(status) };
}

export function quoteDocument(quote: QuoteRowSource, now: Date): QuoteDocument {
  const lines = [...quote.lines]
    .sort((a, b) => a.position - b.position)
    .map((line) => {
      const price = {
        unitPriceCents: centsOf(line.unitPrice),
        discountPercent: Number(line.discountPercent.toFixed(2)),
        quantity: line.quantity,
      };
      return {
        position: line.position,
        productName: line.productName,
        itemNumber: line.itemNumber,
        sizeLabel: packSizeLabel(line.size),
        quantity: line.quantity,
        unitPriceCents: price.unitPriceCents,
        discountPercent: price.discountPercent,
        discountText: discountText(price.discountPercent),
        netUnitCents: netUnitCents(price.unitPriceCents, price.discountPercent),
        lineTotalCents: quoteLineTotalCents(price),
      };
    });
  return {
    number: quoteNumber(quote.id),
    revision: quote.revision,
    ...quoteState(quote, now),
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerCompany: quote.customerCompany,
    customerState: quote.customerState,
    customerStateName: US_STATES.find(([code]) => code === quote.customerState)?.[1] ?? quote.customerState,
    issuedOn: quote.sentAt ? shopToday(quote.sentAt) : null,
    validUntil: validUntilDate(quote.validUntil),
    notes: quote.notes,
    lines,
    totals: quoteTotals(lines, centsOf(quote.shipping), quote.customerState),
    taxRatePercent: taxRateFor(quote.customerState) ?? 0,
  };
}

/** A product size staff can put on a quote (the editor's picker). */
export type QuoteSizeOption = {
  sizeId: number;
  productName: string;
  itemNumber: string;
  sizeLabel: string;
  listPriceCents: number;
  /** Sold on quote only in the shop (drums, totes): the usual reason for a quote. */
  quoteOnly: boolean;
};

/** The editor's values: strings as the inputs hold them (the schema turns them into numbers). */
export type QuoteFormValues = {
  customerName: string;
  customerEmail: string;
  customerCompany: string;
  customerState: string;
  shipping: string;
  validUntil: string;
  notes: string;
  lines: { sizeId: number | null; quantity: string; unitPrice: string; discountPercent: string }[];
};

/** A saved quote as its staff page edits it. */
export type StaffQuote = {
  id: number;
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  revision: number;
  /** ISO: sent back with each change, so that a quote changed meanwhile is not overwritten. */
  updatedAt: string;
  token: string;
  leadId: number | null;
  /** Staff may withdraw it: a draft, a sent quote, or an accepted one whose order is not paid yet. */
  withdrawable: boolean;
  values: QuoteFormValues;
};

export function staffQuote(
  quote: QuoteRowSource & { token: string; updatedAt: Date; leadId: number | null; lines: { sizeId: number | null }[] },
  now: Date,
  /** The quote is accepted and its cart still waits to be paid. */
  awaitingPayment = false,
): StaffQuote {
  return {
    id: quote.id,
    number: quoteNumber(quote.id),
    ...quoteState(quote, now),
    revision: quote.revision,
    updatedAt: quote.updatedAt.toISOString(),
    token: quote.token,
    leadId: quote.leadId,
    withdrawable: quoteActionRefusal({ ...quote, paid: quote.status === "accepted" && !awaitingPayment }, "withdraw", now) === null,
    values: {
      customerName: quote.customerName,
      customerEmail: quote.customerEmail,
      customerCompany: quote.customerCompany ?? "",
      customerState: quote.customerState,
      shipping: quote.shipping.toFixed(2),
      validUntil: validUntilDate(quote.validUntil),
      notes: quote.notes ?? "",
      lines: [...quote.lines]
        .sort((a, b) => a.position - b.position)
        .map((line) => ({
          sizeId: line.sizeId,
          quantity: String(line.quantity),
          unitPrice: line.unitPrice.toFixed(2),
          discountPercent: Number(line.discountPercent.toFixed(2)) ? String(Number(line.discountPercent.toFixed(2))) : "",
        })),
    },
  };
}

/** A row of the staff's quote list. */
export type QuoteRow = {
  id: number;
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  revision: number;
  customerName: string;
  customerCompany: string | null;
  customerEmail: string;
  totalCents: number;
  validUntil: LocalDate;
  /** ISO */
  createdAt: string;
  leadId: number | null;
  orderNumber: string | null;
  orderId: string | null;
};
