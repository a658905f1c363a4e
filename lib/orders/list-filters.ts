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
  cursorSchema,
  dayRangeFields,
  optional,
  pageOf,
  searchTextSchema,
  staffListAddress,
  type PageLink,
  type SearchParams,
} from "../admin/list-filters";
import { beyondCursor, containsIn, createdWithin, spansBothNames } from "../admin/list-where";

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
  ...dayRangeFields,
};

export const ORDER_FILTER_FIELDS = ["q", "status", "fulfilment", "method", "from", "to"] as const;
export type OrderFilterField = (typeof ORDER_FILTER_FIELDS)[number];
/** What the filter form's fields show: the address's own text, also when it is wrong, so staff can put it right. */
export type OrderFormValues = Record<OrderFilterField, string>;

const orderCursorSchema = cursorSchema("This page link is damaged: start again from the newest orders");

const address = staffListAddress(z.object(FILTER_FIELDS), NO_ORDER_FILTERS, ORDER_FILTER_FIELDS, MAX_ORDER_SEARCH, orderCursorSchema);

/** The filters of the export's query string (a cursor there is ignored: the export has every page). */
export const orderFiltersSchema = address.filters;

/** The filters and the page of the list's query string (the page and GET /api/admin/orders). */
export const orderListQuerySchema = address.query;

export type { SearchParams };

export const parseOrderListQuery = address.parse;
export const orderFormValues = address.formValues;
export const hasOrderFilters = address.anyFilter;

export type OrderPageLink = PageLink;

/** The address of the list with these filters, from `page` (the newest page when null); defaults are left out. */
export const ordersHref = (filters: OrderFilters, page: OrderPageLink | null = null) => address.href("/admin-orders", filters, page);

/** The link of the page a query shows (null for the newest page), to read its rows again. */
export const orderPageOf = (query: Pick<OrderListQuery, "cursor" | "direction">): OrderPageLink | null => pageOf(query);

/** The rows of that page from the API: what the table polls (plain /api/admin/orders for the unfiltered first page). */
export const ordersApiHref = (filters: OrderFilters, page: OrderPageLink | null = null) => address.href("/api/admin/orders", filters, page);

/** The CSV of every order with these filters. */
export const ordersExportHref = (filters: OrderFilters) => address.href("/api/admin/orders/export", filters);

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
    const columns = ["orderNumber", "customerEmail", "customerFirstName", "customerLastName", "shippingCompany", "billingCompany"] as const;
    and.push({ OR: [...containsIn(filters.q, columns), ...spansBothNames(filters.q, "customerFirstName", "customerLastName")] });
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
