// The e-mail list's filters (/admin/emails): what staff may ask for in the address bar, the database
// query it becomes, and the address of a page with the same filters. Pure. Every value is parsed on its
// own and a bad one falls back to "no filter", so a mistyped or stale address never fails the page.
import { z } from "zod";
import type { EmailStatus } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { directionSchema, paramOr, plainSearchSchema, type SearchParams } from "@/lib/admin/list-filters";
import { recordIdSchema } from "@/lib/http/record-id";
import { EMAIL_STATUSES } from "./staff-view-model";

/** Which way from the cursor a page goes: older is the next page down the list, newer back up. */
export type EmailPageDirection = "older" | "newer";

export type EmailFilters = {
  /** null for every status. */
  status: EmailStatus | null;
  /** Words to find in the recipient or the subject; "" for none. */
  q: string;
  /** The id the page starts beyond (exclusive); null for the newest page. */
  cursor: number | null;
  direction: EmailPageDirection;
};

export const NO_EMAIL_FILTERS: EmailFilters = { status: null, q: "", cursor: null, direction: "older" };

export const MAX_EMAIL_SEARCH = 200;

export const emailStatusSchema = z.enum(EMAIL_STATUSES);
const searchSchema = plainSearchSchema(MAX_EMAIL_SEARCH);
export const emailIdSchema = recordIdSchema("e-mail");

/** The filters of the page's search params; each bad or missing value is "no filter". */
export function parseEmailFilters(params: SearchParams): EmailFilters {
  const cursor = paramOr<number | null>(params, "cursor", emailIdSchema, null);
  return {
    status: paramOr<EmailStatus | null>(params, "status", emailStatusSchema, null),
    q: paramOr(params, "q", searchSchema, ""),
    cursor,
    // A direction means nothing without a cursor to go from.
    direction: cursor === null ? "older" : paramOr<EmailPageDirection>(params, "dir", directionSchema, "older"),
  };
}

/** Whether the list is narrowed (the status or the search), as opposed to merely paged. */
export function hasEmailFilters(filters: Pick<EmailFilters, "status" | "q">): boolean {
  return filters.status !== null || filters.q !== "";
}

/** The address of the list with these filters, from `page` (the newest page when null); defaults are left out. */
export function emailsHref(
  filters: Pick<EmailFilters, "status" | "q">,
  page: { cursor: number; direction: EmailPageDirection } | null = null,
): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (page) {
    params.set("cursor", String(page.cursor));
    if (page.direction === "newer") params.set("dir", "newer");
  }
  const query = params.toString();
  return query ? `/admin/emails?${query}` : "/admin/emails";
}

/** The database's condition for the status and the search (recipient or subject, case-insensitive); the cursor is the list's. */
export function emailWhere(filters: { status?: EmailStatus | null; q?: string }): Prisma.OutgoingEmailWhereInput {
  const and: Prisma.OutgoingEmailWhereInput[] = [];
  if (filters.status) and.push({ status: filters.status });
  const q = filters.q?.trim();
  if (q) {
    const contains = { contains: q, mode: "insensitive" as const };
    and.push({ OR: [{ to: contains }, { subject: contains }] });
  }
  return and.length === 0 ? {} : { AND: and };
}
