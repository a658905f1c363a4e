// The orders list's filters (/admin-orders, GET /api/admin/orders and its CSV export): what staff may ask
// for in the address bar, the database condition it becomes, the keyset cursor of a page, and the
// addresses of a page, of the polled first page and of the export with the same filters. Pure and
// client-safe: the filter form checks its fields with the same schema before it navigates.
// Unlike the e-mail list, a bad value is refused naming the field (400 from the API, a message on the
// page) instead of being dropped: an export or a shared view that quietly shows every order would mislead.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { FulfilmentStatus, OrderStatus, PaymentMethod } from "@/lib/generated/prisma/enums";
import { decodeKeysetCursor, encodeKeysetCursor, type PageDirection } from "../admin/keyset-page";
import {
  beyondCursor,
  createdWithin,
  cursorSchema,
  DATES_IN_ORDER,
  daySchema,
  formValues,
  likeText,
  listParams,
  listQuerySchema,
  optional,
  pageOf,
  parseListQuery,
  searchTextSchema,
  spansBothNames,
  withQuery,
  type PageLink,
  type ParsedListQuery,
  type SearchParams,
} from "../admin/list-filters";

export const ORDER_PAGE_SIZE = 50;
export const MAX_ORDER_SEARCH = 200;

export type OrderFilters = {
  /** Words to find in the number, the e-mail, the name or the company; "" for none. */
  q: string;
  /** The payment state; null for every one. */
  status: OrderStatus | null;
  fulfilment: FulfilmentStatus | null;
  method: PaymentMethod | null;
  /** First and last day of the order date, YYYY-MM-DD in UTC, both included; "" for open. */
  from: string;
  to: string;
};

export const NO_ORDER_FILTERS: OrderFilters = { q: "", status: null, fulfilment: null, method: null, from: "", to: "" };

/** Which way from the cursor a page goes: older is the next page down the list, newer back up. */
export type OrderPageDirection = PageDirection;

/** The order a page starts beyond (exclusive), in the list's order: newest first by (createdAt, id). */
export type OrderCursor = { createdAt: Date; id: string };

export type OrderListQuery = OrderFilters & { cursor: OrderCursor | null; direction: OrderPageDirection };

// ---------------------------------------------------------------------------------------------------
// Labels of the filters' choices (the fulfilment's are lib/orders/fulfilment-rules.ts fulfilmentLabel)

export const PAYMENT_STATES = Object.values(OrderStatus);
export const PAYMENT_METHODS = Object.values(PaymentMethod);

/** The payment state as the filter and the export name it: the table's badge (statusLabel) also says how a completed order was paid. */
const PAYMENT_STATE_LABEL: Record<OrderStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  voided: "Voided",
  failed: "Payment failed",
  abandoned: "Abandoned",
};

const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { card: "Card", paypal: "PayPal" };

export const paymentStateLabel = (status: OrderStatus) => PAYMENT_STATE_LABEL[status];
export const paymentMethodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABEL[method];

// ---------------------------------------------------------------------------------------------------
// The cursor (lib/admin/keyset-page.ts writes and reads it)

/** The cursor of the page beyond `row` (an order, or its row with the ISO createdAt). */
export const encodeOrderCursor = (row: { createdAt: Date | string; id: string }): string => encodeKeysetCursor(row);

/** The order a cursor names; null for anything encodeOrderCursor did not write. */
export const decodeOrderCursor = (cursor: string): OrderCursor | null => decodeKeysetCursor(cursor);

// ---------------------------------------------------------------------------------------------------
// The address bar

const FILTER_FIELDS = {
  q: optional(searchTextSchema(MAX_ORDER_SEARCH)),
  status: optional(z.enum(OrderStatus, { error: "Choose a payment state from the list" })),
  fulfilment: optional(z.enum(FulfilmentStatus, { error: "Choose a fulfilment state from the list" })),
  method: optional(z.enum(PaymentMethod, { error: "Choose card or PayPal" })),
  from: optional(daySchema),
  to: optional(daySchema),
};

type FilterInput = z.output<z.ZodObject<typeof FILTER_FIELDS>>;

const toFilters = (input: FilterInput): OrderFilters => ({
  q: input.q ?? "",
  status: input.status ?? null,
  fulfilment: input.fulfilment ?? null,
  method: input.method ?? null,
  from: input.from ?? "",
  to: input.to ?? "",
});

/** The filters of the export's query string (a cursor there is ignored: the export has every page). */
export const orderFiltersSchema = z.object(FILTER_FIELDS).refine(DATES_IN_ORDER.check, DATES_IN_ORDER.message).transform(toFilters);

/** The filters and the page of the list's query string (the page and GET /api/admin/orders). */
export const orderListQuerySchema = listQuerySchema(
  orderFiltersSchema,
  cursorSchema("This page link is damaged: start again from the newest orders"),
);

export type { SearchParams };

export type ParsedOrderListQuery = ParsedListQuery<OrderListQuery>;

/** The page's search params read as the API reads its query: the query, or the message of each bad field. */
export const parseOrderListQuery = (params: SearchParams): ParsedOrderListQuery => parseListQuery(orderListQuerySchema, params);

export const ORDER_FILTER_FIELDS = ["q", "status", "fulfilment", "method", "from", "to"] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];
/** What the filter form's fields show: the address's own text, also when it is wrong, so staff can put it right. */
export type OrderFormValues = Record<OrderFilterField, string>;

export const orderFormValues = (params: SearchParams): OrderFormValues => formValues(ORDER_FILTER_FIELDS, params, MAX_ORDER_SEARCH);

/** Whether the list is narrowed, as opposed to merely paged. */
export function hasOrderFilters(filters: OrderFilters): boolean {
  return ORDER_FILTER_FIELDS.some((name) => Boolean(filters[name]));
}

export type OrderPageLink = PageLink;

/** The address of the list with these filters, from `page` (the newest page when null); defaults are left out. */
export const ordersHref = (filters: OrderFilters, page: OrderPageLink | null = null) =>
  withQuery("/admin-orders", listParams(ORDER_FILTER_FIELDS, filters, page));

/** The link of the page a query shows (null for the newest page), to read its rows again. */
export const orderPageOf = (query: Pick<OrderListQuery, "cursor" | "direction">): OrderPageLink | null => pageOf(query);

/** The rows of that page from the API: what the table polls (plain /api/admin/orders for the unfiltered first page). */
export const ordersApiHref = (filters: OrderFilters, page: OrderPageLink | null = null) =>
  withQuery("/api/admin/orders", listParams(ORDER_FILTER_FIELDS, filters, page));

/** The CSV of every order with these filters. */
export const ordersExportHref = (filters: OrderFilters) => withQuery("/api/admin/orders/export", listParams(ORDER_FILTER_FIELDS, filters));

// ---------------------------------------------------------------------------------------------------
// The database's condition

/**
 * The database's condition for the filters: the search (case-insensitive, anywhere in the order number,
 * the e-mail, the first or last name or both as "first last", the shipping or billing company), the
 * states and method, and the order date from the first day's start to the last day's end (UTC).
 */
export function orderWhere(filters: OrderFilters): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  if (filters.q) {
    const contains = { contains: likeText(filters.q), mode: "insensitive" as const };
    and.push({
      OR: [
        { orderNumber: contains },
        { customerEmail: contains },
        { customerFirstName: contains },
        { customerLastName: contains },
        { shippingCompany: contains },
        { billingCompany: contains },
        ...spansBothNames(filters.q, "customerFirstName", "customerLastName"),
      ],
    });
  }
  if (filters.status) and.push({ status: filters.status });
  if (filters.fulfilment) and.push({ fulfilmentStatus: filters.fulfilment });
  if (filters.method) and.push({ paymentMethod: filters.method });
  and.push(...createdWithin(filters));
  return and.length === 0 ? {} : { AND: and };
}

/** The list's order, newest first; (createdAt, id) is indexed and unique, so every order has one place. */
export const ORDER_LIST_ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];

/** The orders beyond the cursor in the list's order: older below it, newer above it. */
export const orderCursorWhere = (cursor: OrderCursor, direction: OrderPageDirection): Prisma.OrderWhereInput =>
  beyondCursor(cursor, direction);
