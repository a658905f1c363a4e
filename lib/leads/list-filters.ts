// The leads inbox's filters (/admin/leads and GET /api/admin/leads): what staff may ask for in the address
// bar (a search, the kind, the form, the status, the industry, the owner and the day range), the database
// condition it becomes, and the addresses of a page. Pure and client-safe: the filter form checks its
// fields with the same schema before it navigates. As with the orders, a bad value is refused naming the
// field (400 from the API, a message on the page): a shared view that quietly shows every lead would mislead.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LeadKind, LeadStatus } from "@/lib/generated/prisma/enums";
import { CONTACT_INDUSTRIES, optionLabel, optionValues, type ContactIndustry } from "@/lib/leads/fields";
import { MAX_RECORD_ID } from "@/lib/http/record-id";
import type { KeysetCursor, PageDirection } from "../admin/keyset-page";
import { cursorSchema, dayRangeFields, optional, searchTextSchema, staffListAddress, type PageLink } from "../admin/list-filters";
import { beyondCursor, containsIn, createdWithin, spansBothNames } from "../admin/list-where";

export const LEAD_PAGE_SIZE = 50;
export const MAX_LEAD_SEARCH = 200;

/** The owner filter's value for the leads nobody owns yet. */
export const UNASSIGNED = "none";

export type LeadFilters = {
  /** Words to find in the name, e-mail, company, phone, product or message, or "#12" for lead 12; "" for none. */
  q: string;
  kind: LeadKind | null;
  /** A Lead.form ("home-consultation"); "" for every form. */
  form: string;
  status: LeadStatus | null;
  industry: ContactIndustry | null;
  /** A staff member's id, UNASSIGNED, or "" for anyone's. */
  owner: string;
  /** First and last day the lead came in, YYYY-MM-DD in UTC, both included; "" for open. */
  from: string;
  to: string;
};

export const NO_LEAD_FILTERS: LeadFilters = { q: "", kind: null, form: "", status: null, industry: null, owner: "", from: "", to: "" };

export type LeadListQuery = LeadFilters & { cursor: LeadCursor | null; direction: PageDirection };

/** The lead a page starts beyond, in the list's order (newest first by createdAt, then id). */
export type LeadCursor = { createdAt: Date; id: number };

// ---------------------------------------------------------------------------------------------------
// Labels of the choices (the statuses' are lib/leads/status.ts)

export const LEAD_KINDS = Object.values(LeadKind);

const KIND_LABEL: Record<LeadKind, string> = {
  contact: "Contact",
  consultation: "Consultation",
  pool_contact: "Pool & spa contact",
  quote: "Quote request",
  sample_request: "Sample request",
  brewery_contact: "Brewery contact",
};

export const leadKindLabel = (kind: LeadKind) => KIND_LABEL[kind];

export const LEAD_INDUSTRIES = CONTACT_INDUSTRIES;
/** The industry a lead names, by its label; a value the list does not know as it is. */
export const leadIndustryLabel = (industry: string | null) => optionLabel(CONTACT_INDUSTRIES, industry) ?? null;

// ---------------------------------------------------------------------------------------------------
// The address bar

/** A cursor's id is written as digits: another one is as damaged as a cut link. */
const DAMAGED_PAGE = "This page link is damaged: start again from the newest leads";
const leadCursorSchema = cursorSchema(DAMAGED_PAGE).transform((cursor: KeysetCursor, ctx): LeadCursor => {
  const id = /^\d{1,10}$/.test(cursor.id) ? Number(cursor.id) : NaN;
  if (id >= 1 && id <= MAX_RECORD_ID) return { createdAt: cursor.createdAt, id };
  ctx.addIssue({ code: "custom", message: DAMAGED_PAGE });
  return z.NEVER;
});

const FILTER_FIELDS = {
  q: optional(searchTextSchema(MAX_LEAD_SEARCH)),
  kind: optional(z.enum(LeadKind, { error: "Choose a kind from the list" })),
  // Forms are named by the code (lib/leads/forms.ts), some with the page's name in front: any such name.
  form: optional(z.string().regex(/^[a-z0-9-]{1,80}$/, "Choose a form from the list")),
  status: optional(z.enum(LeadStatus, { error: "Choose a status from the list" })),
  industry: optional(z.enum(optionValues(CONTACT_INDUSTRIES), { error: "Choose an industry from the list" })),
  owner: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a staff member from the list")),
  ...dayRangeFields,
};

export const LEAD_FILTER_FIELDS = ["q", "kind", "form", "status", "industry", "owner", "from", "to"] as const;
export type LeadFilterField = (typeof LEAD_FILTER_FIELDS)[number];
export type LeadFormValues = Record<LeadFilterField, string>;

const address = staffListAddress(z.object(FILTER_FIELDS), NO_LEAD_FILTERS, LEAD_FILTER_FIELDS, MAX_LEAD_SEARCH, leadCursorSchema);

/** The filters alone: what the filter form checks before it navigates. */
export const leadFiltersSchema = address.filters;

/** The filters and the page of the list's query string (the page and GET /api/admin/leads). */
export const leadListQuerySchema = address.query;

export const parseLeadListQuery = address.parse;
export const leadFormValues = address.formValues;
export const hasLeadFilters = address.anyFilter;

/** The address of the inbox with these filters (only those in use), from `page` (the newest page when null). */
export const leadsHref = (filters: Partial<LeadFilters>, page: PageLink | null = null) =>
  address.href("/admin/leads", { ...NO_LEAD_FILTERS, ...filters }, page);

/** The rows of that page from the API. */
export const leadsApiHref = (filters: LeadFilters, page: PageLink | null = null) => address.href("/api/admin/leads", filters, page);

export const leadHref = (id: number) => `/admin/leads/${id}`;

// ---------------------------------------------------------------------------------------------------
// The database's condition

/** "#12" or "12": the lead of that number. */
const LEAD_NUMBER = /^#?(\d{1,10})$/;

/**
 * The database's condition for the filters: the search (case-insensitive, anywhere in the first or last
 * name or both as "first last", the e-mail, the company, the phone, the product or the message; or the
 * lead's number), the kind, form, status, industry and owner, and the day range (UTC).
 */
export function leadWhere(filters: LeadFilters): Prisma.LeadWhereInput {
  const and: Prisma.LeadWhereInput[] = [];
  if (filters.q) {
    const number = LEAD_NUMBER.exec(filters.q);
    const id = number ? Number(number[1]) : NaN;
    and.push({
      OR: [
        ...(id <= MAX_RECORD_ID ? [{ id }] : []),
        ...containsIn(filters.q, ["firstName", "lastName", "email", "company", "phone", "productName", "message"]),
        ...spansBothNames(filters.q, "firstName", "lastName"),
      ],
    });
  }
  if (filters.kind) and.push({ kind: filters.kind });
  if (filters.form) and.push({ form: filters.form });
  if (filters.status) and.push({ status: filters.status });
  if (filters.industry) and.push({ industry: filters.industry });
  if (filters.owner) and.push({ ownerId: filters.owner === UNASSIGNED ? null : filters.owner });
  and.push(...createdWithin(filters));
  return and.length === 0 ? {} : { AND: and };
}

/** The list's order, newest first; (createdAt, id) is indexed and unique, so every lead has one place. */
export const LEAD_LIST_ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.LeadOrderByWithRelationInput[];

/** The leads beyond the cursor in the list's order: older below it, newer above it. */
export const leadCursorWhere = (cursor: LeadCursor, direction: PageDirection): Prisma.LeadWhereInput => beyondCursor(cursor, direction);
