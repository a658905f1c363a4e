// The leads inbox: a page of the leads matching the filters of lib/leads/list-filters.ts,
// newest first, for /admin/leads and GET /api/admin/leads. It walks the index on (createdAt, id) from a
// keyset cursor, so a lead arriving meanwhile never shifts a page. Also the choices of the filter form
// (the forms leads came from) and the count of new leads the staff navigation shows.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { encodeKeysetCursor, keysetPage, pageSize } from "../admin/keyset-page";
import { LEAD_LIST_ORDER, LEAD_PAGE_SIZE, leadCursorWhere, leadWhere, type LeadCursor, type LeadListQuery } from "./list-filters";
import { toLeadRow, type LeadRow } from "./staff-view-model";

/** The most a page may hold, whatever a caller asks for. */
const MAX_LIMIT = 200;

export type LeadList = {
  rows: LeadRow[];
  /** The cursor of the next older page, null when this page holds the oldest match. */
  older: string | null;
  /** The cursor of the next newer page, null when this page holds the newest match. */
  newer: string | null;
};

const OLDEST_FIRST = [{ createdAt: "asc" }, { id: "asc" }] satisfies Prisma.LeadOrderByWithRelationInput[];

const ROW_SELECT = {
  id: true,
  kind: true,
  form: true,
  status: true,
  firstName: true,
  lastName: true,
  email: true,
  company: true,
  industry: true,
  productName: true,
  createdAt: true,
  owner: { select: { id: true, firstName: true, lastName: true, email: true } },
} as const satisfies Prisma.LeadSelect;

const beyond = (where: Prisma.LeadWhereInput, cursor: LeadCursor, direction: "older" | "newer"): Prisma.LeadWhereInput => ({
  AND: [where, leadCursorWhere(cursor, direction)],
});

/** A page of the leads matching the filters, newest first, with the cursors of the pages beside it. */
export async function searchLeads({ cursor, direction, ...filters }: LeadListQuery, limit: number = LEAD_PAGE_SIZE): Promise<LeadList> {
  const take = pageSize(limit, MAX_LIMIT);
  const where = leadWhere(filters);
  const goingNewer = cursor !== null && direction === "newer";
  const found = await db().lead.findMany({
    where: cursor === null ? where : beyond(where, cursor, direction),
    // Going up the list reads upwards from the cursor; keysetPage turns the page back to newest first.
    orderBy: goingNewer ? OLDEST_FIRST : LEAD_LIST_ORDER,
    take: take + 1,
    select: ROW_SELECT,
  });
  const page = await keysetPage(found, {
    take,
    fromCursor: cursor !== null,
    goingNewer,
    anyBeyond: async (lead, way) => (await db().lead.findFirst({ where: beyond(where, lead, way), select: { id: true } })) !== null,
  });
  return {
    rows: page.rows.map(toLeadRow),
    older: page.older ? encodeKeysetCursor(page.older) : null,
    newer: page.newer ? encodeKeysetCursor(page.newer) : null,
  };
}

/** Every Lead.form that leads came from, for the filter's choices. */
export async function leadForms(): Promise<string[]> {
  const forms = await db().lead.groupBy({ by: ["form"], orderBy: { form: "asc" } });
  return forms.map((row) => row.form);
}

/** Leads nobody has answered yet: the staff navigation's count beside "Leads". */
export const newLeadCount = (): Promise<number> => db().lead.count({ where: { status: "new" } });
