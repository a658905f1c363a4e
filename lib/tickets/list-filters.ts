// The support tickets inbox's filters (/admin/tickets and GET /api/admin/tickets): what staff may ask for in
// the address bar (a search for the customer by name, e-mail or company, or for the ticket by its number or
// subject; the status; the owner; the day range it was opened in), the database condition it becomes, and
// the addresses of a page. Pure and client-safe: the filter form checks its fields with the
// same schema before it navigates. As with the orders, a bad value is refused naming the field (400 from
// the API, a message on the page): a shared view that quietly shows every ticket would mislead.
import { z } from "zod";
import { TICKET_STATUSES } from "@/lib/tickets/status";
import type { Prisma } from "@/lib/generated/prisma/client";
import { encodeKeysetCursor, type KeysetCursor, type PageDirection } from "../admin/keyset-page";
import { cursorSchema, dayRangeFields, optional, searchTextSchema, staffListAddress, type PageLink } from "../admin/list-filters";
import { containsIn, createdWithin, spansBothNames } from "../admin/list-where";

export const TICKET_PAGE_SIZE = 50;
export const MAX_TICKET_SEARCH = 200;

/** The owner filter's value for the tickets nobody answers yet. */
export const NO_OWNER = "none";

export type TicketFilters = {
  /** Words to find in the customer's name (or "first last"), e-mail or company, or the ticket's number or subject; "" for none. */
  q: string;
  status: (typeof TICKET_STATUSES)[number] | null;
  /** A staff member's id, NO_OWNER, or "" for anyone's. */
  owner: string;
  /** First and last day the ticket was opened, YYYY-MM-DD in UTC, both included; "" for open. */
  from: string;
  to: string;
};

export const NO_TICKET_FILTERS: TicketFilters = { q: "", status: null, owner: "", from: "", to: "" };

/**
 * The ticket a page starts beyond, in the list's order: the latest activity first (updatedAt: a message,
 * a change of status or owner), then the id among tickets of the same moment.
 */
export type TicketCursor = { updatedAt: Date; id: string };

export type TicketListQuery = TicketFilters & { cursor: TicketCursor | null; direction: PageDirection };

// ---------------------------------------------------------------------------------------------------
// The address bar

const ticketCursorSchema = cursorSchema("This page link is damaged: start again from the latest tickets").transform(
  ({ createdAt, id }: KeysetCursor): TicketCursor => ({ updatedAt: createdAt, id }),
);

const FILTER_FIELDS = {
  q: optional(searchTextSchema(MAX_TICKET_SEARCH)),
  status: optional(z.enum(TICKET_STATUSES, { error: "Choose a status from the list" })),
  owner: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a staff member from the list")),
  ...dayRangeFields,
};

export const TICKET_FILTER_FIELDS = ["q", "status", "owner", "from", "to"] as const;
export type TicketFilterField = (typeof TICKET_FILTER_FIELDS)[number];
export type TicketFormValues = Record<TicketFilterField, string>;

const address = staffListAddress(z.object(FILTER_FIELDS), NO_TICKET_FILTERS, TICKET_FILTER_FIELDS, MAX_TICKET_SEARCH, ticketCursorSchema);

/** The filters alone: what the filter form checks before it navigates. */
export const ticketFiltersSchema = address.filters;

/** The filters and the page of the list's query string (the page and GET /api/admin/tickets). */
export const ticketListQuerySchema = address.query;

export const parseTicketListQuery = address.parse;
export const ticketFormValues = address.formValues;
export const hasTicketFilters = address.anyFilter;

/** The cursor of the page beyond `row` (a ticket, or its row with the ISO updatedAt). */
export const encodeTicketCursor = (row: { updatedAt: Date | string; id: string }) =>
  encodeKeysetCursor({ createdAt: row.updatedAt, id: row.id });

/** The link of the page a query shows (null for the newest page), to read its rows again. */
export function ticketPageOf({ cursor, direction }: Pick<TicketListQuery, "cursor" | "direction">): PageLink | null {
  return cursor ? { cursor: encodeTicketCursor(cursor), direction } : null;
}

/** The address of the inbox with these filters (only those in use), from `page` (the newest page when null). */
export const ticketsHref = (filters: Partial<TicketFilters>, page: PageLink | null = null) =>
  address.href("/admin/tickets", { ...NO_TICKET_FILTERS, ...filters }, page);

export const ticketHref = (id: string) => `/admin/tickets/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------------------------------------------
// The database's condition

/**
 * The database's condition for the filters: the search (case-insensitive, anywhere in the customer's first
 * or last name or both as "first last", e-mail or company, or in the ticket's number or subject), the
 * status, the owner (or nobody), and the day it was opened from the first day's start to the last day's
 * end (UTC).
 */
export function ticketWhere(filters: TicketFilters): Prisma.SupportTicketWhereInput {
  const and: Prisma.SupportTicketWhereInput[] = [];
  if (filters.q) {
    const customer = [
      ...containsIn(filters.q, ["firstName", "lastName", "email", "company"]),
      ...spansBothNames(filters.q, "firstName", "lastName"),
    ];
    and.push({ OR: [...containsIn(filters.q, ["id", "subject"]), { user: { OR: customer } }] });
  }
  if (filters.status) and.push({ status: filters.status });
  if (filters.owner) and.push({ ownerId: filters.owner === NO_OWNER ? null : filters.owner });
  and.push(...createdWithin(filters));
  return and.length === 0 ? {} : { AND: and };
}

/** The list's order, latest activity first; (updatedAt, id) is unique, so every ticket has one place. */
export const TICKET_LIST_ORDER = [{ updatedAt: "desc" }, { id: "desc" }] satisfies Prisma.SupportTicketOrderByWithRelationInput[];

/** The tickets beyond the cursor in the list's order: older activity below it, newer above it. */
export function ticketCursorWhere({ updatedAt, id }: TicketCursor, direction: PageDirection): Prisma.SupportTicketWhereInput {
  return direction === "older"
    ? { OR: [{ updatedAt: { lt: updatedAt } }, { updatedAt, id: { lt: id } }] }
    : { OR: [{ updatedAt: { gt: updatedAt } }, { updatedAt, id: { gt: id } }] };
}
