// What the quote pages read: the customer's quote by its token, a quote for its staff page, the staff's
// list, the sizes a quote can offer, a new quote's values from a lead, and the open quotes the dashboard
// counts. The changes are create.ts, edit.ts, send.ts, withdraw.ts, accept.ts, cart.ts and expire.ts in
// lib/quotes; the shapes lib/quotes/view.ts.
import "server-only";
import { db } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { bySizeOrder, packSizeLabel } from "@/lib/catalog/pack-sizes";
import { defaultValidUntil, quoteNumber, shopToday, validUntilDate } from "@/lib/quotes/rules";
import { toStateCode } from "@/lib/domain/tax";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { siteConfig } from "@/lib/site-config";
import {
  quoteDocument,
  quoteState,
  staffQuote,
  storedQuoteTotals,
  type QuoteDocument,
  type QuoteFormValues,
  type QuoteRow,
  type QuoteSizeOption,
  type StaffQuote,
} from "./view";

const LINES = { lines: { orderBy: { position: "asc" } } } as const satisfies Prisma.QuoteInclude;

export type CustomerQuote = {
  document: QuoteDocument;
  token: string;
  /** The order it became, once paid: its number. */
  orderNumber: string | null;
  /** The quote is accepted and its cart still waits to be paid. */
  awaitingPayment: boolean;
};

/** The quote a customer's link opens; null for an unknown token and for a draft nobody sent. */
export async function quoteForCustomer(token: string, now = new Date()): Promise<CustomerQuote | null> {
  const quote = await db().quote.findUnique({
    where: { token },
    include: {
      ...LINES,
      cart: { select: { id: true } },
      orders: { where: { status: { in: ["completed", "partially_refunded", "refunded"] } }, select: { orderNumber: true }, take: 1 },
    },
  });
  if (!quote || quote.status === "draft") return null;
  return {
    document: quoteDocument(quote, now),
    token: quote.token,
    orderNumber: quote.orders[0]?.orderNumber ?? null,
    awaitingPayment: quote.status === "accepted" && quote.cart !== null,
  };
}

/** The seller block of the quote's PDF. */
export const quoteSeller = () => ({
  name: siteConfig.companyName,
  phone: siteConfig.phone.display,
  email: siteConfig.email,
  url: siteConfig.url,
  hours: siteConfig.hours,
});

export type StaffQuoteDetail = {
  quote: StaffQuote;
  document: QuoteDocument;
  lead: { id: number; name: string } | null;
  orders: { id: string; orderNumber: string; status: string }[];
  createdBy: string | null;
};

export async function quoteForStaff(id: number, now = new Date()): Promise<StaffQuoteDetail | null> {
  const quote = await db().quote.findUnique({
    where: { id },
    include: {
      ...LINES,
      lead: { select: { id: true, firstName: true, lastName: true, email: true } },
      orders: { select: { id: true, orderNumber: true, status: true }, orderBy: { createdAt: "asc" } },
      createdBy: { select: { firstName: true, lastName: true, email: true } },
      cart: { select: { id: true } },
    },
  });
  if (!quote) return null;
  const person = (user: { firstName: string | null; lastName: string | null; email: string }) =>
    [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  return {
    quote: staffQuote(quote, now, quote.status === "accepted" && quote.cart !== null),
    document: quoteDocument(quote, now),
    lead: quote.lead ? { id: quote.lead.id, name: person(quote.lead) } : null,
    orders: quote.orders,
    createdBy: quote.createdBy ? person(quote.createdBy) : null,
  };
}

/** Every size of every product on sale, by product name, for the editor's picker. */
export async function quoteSizeOptions(): Promise<QuoteSizeOption[]> {
  const products = await db().product.findMany({
    where: { archivedAt: null },
    orderBy: { name: "asc" },
    select: { name: true, sizes: { select: { id: true, size: true, itemNumber: true, price: true, quoteOnly: true } } },
  });
  return products.flatMap((product) =>
    bySizeOrder(product.sizes).map((size) => ({
      sizeId: size.id,
      productName: product.name,
      itemNumber: size.itemNumber,
      sizeLabel: packSizeLabel(size.size),
      listPriceCents: toCents(size.price.toFixed(2)),
      quoteOnly: size.quoteOnly,
    })),
  );
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * A new quote's values: empty, or from the lead it answers — the requester's name, e-mail, company and
 * state, and the product, size and quantity they asked about when the catalog knows them.
 */
export async function newQuoteValues(leadId: number | null, now = new Date()): Promise<{ values: QuoteFormValues; leadId: number | null }> {
  const blank: QuoteFormValues = {
    customerName: "",
    customerEmail: "",
    customerCompany: "",
    customerState: "",
    shipping: "0.00",
    validUntil: defaultValidUntil(now),
    notes: "",
    lines: [{ sizeId: null, quantity: "1", unitPrice: "", discountPercent: "" }],
  };
  if (leadId === null) return { values: blank, leadId: null };
  const lead = await db().lead.findUnique({ where: { id: leadId } });
  if (!lead) return { values: blank, leadId: null };
  const fields = (lead.fields ?? {}) as Record<string, unknown>;
  const state = toStateCode(text(fields.state) || text(fields.shippingState)) ?? "";
  // The product forms send the size's own item number.
  const itemNumber = text(fields.itemNumber);
  const size = itemNumber ? await db().productSize.findUnique({ where: { itemNumber }, select: { id: true, price: true } }) : null;
  const quantity = Number.parseInt(text(fields.quantity) || String(fields.quantity ?? ""), 10);
  return {
    leadId: lead.id,
    values: {
      ...blank,
      customerName: [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      customerEmail: lead.email,
      customerCompany: lead.company ?? "",
      customerState: state,
      lines: [
        {
          sizeId: size?.id ?? null,
          quantity: Number.isInteger(quantity) && quantity > 0 ? String(quantity) : "1",
          unitPrice: size ? size.price.toFixed(2) : "",
          discountPercent: "",
        },
      ],
    },
  };
}

export const QUOTE_LIST_LIMIT = 100;

export type QuoteListQuery = { status: QuoteStatus | null; search: string; leadId: number | null };

/**
 * The newest quotes matching the filters (at most QUOTE_LIST_LIMIT, and whether there are more). The
 * status filter reads the state as staff see it: "sent" leaves out sent quotes past their date, and
 * "expired" takes them in.
 */
export async function searchQuotes(query: QuoteListQuery, now = new Date()): Promise<{ rows: QuoteRow[]; more: boolean }> {
  const today = new Date(`${shopToday(now)}T00:00:00Z`);
  const statusWhere: Prisma.QuoteWhereInput =
    query.status === "sent"
      ? { status: "sent", validUntil: { gte: today } }
      : query.status === "expired"
        ? { OR: [{ status: "expired" }, { status: "sent", validUntil: { lt: today } }] }
        : query.status
          ? { status: query.status }
          : {};
  const search = query.search.trim();
  const number = /^q-?(\d{4,})$/i.exec(search);
  const searchWhere: Prisma.QuoteWhereInput = !search
    ? {}
    : number
      ? { id: Number(number[1]) - 1000 }
      : {
          OR: [
            { customerName: { contains: search, mode: "insensitive" } },
            { customerEmail: { contains: search, mode: "insensitive" } },
            { customerCompany: { contains: search, mode: "insensitive" } },
          ],
        };
  const found = await db().quote.findMany({
    where: { AND: [statusWhere, searchWhere, query.leadId ? { leadId: query.leadId } : {}] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: QUOTE_LIST_LIMIT + 1,
    include: {
      lines: { select: { unitPrice: true, discountPercent: true, quantity: true } },
      orders: {
        where: { status: { in: ["completed", "partially_refunded", "refunded"] } },
        select: { id: true, orderNumber: true },
        take: 1,
      },
    },
  });
  const rows = found.slice(0, QUOTE_LIST_LIMIT).map((quote): QuoteRow => {
    return {
      id: quote.id,
      number: quoteNumber(quote.id),
      ...quoteState(quote, now),
      revision: quote.revision,
      customerName: quote.customerName,
      customerCompany: quote.customerCompany,
      customerEmail: quote.customerEmail,
      totalCents: storedQuoteTotals(quote).totalCents,
      validUntil: validUntilDate(quote.validUntil),
      createdAt: quote.createdAt.toISOString(),
      leadId: quote.leadId,
      orderNumber: quote.orders[0]?.orderNumber ?? null,
      orderId: quote.orders[0]?.id ?? null,
    };
  });
  return { rows, more: found.length > QUOTE_LIST_LIMIT };
}

/** Quotes sent and still open (not past their date): the dashboard's count. */
export async function openQuoteCount(now = new Date()): Promise<number> {
  return db().quote.count({ where: { status: "sent", validUntil: { gte: new Date(`${shopToday(now)}T00:00:00Z`) } } });
}
