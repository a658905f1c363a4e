// The leads inbox: a page of the leads matching the filters of lib/leads/list-filters.ts,
// newest first, for /admin/leads and GET /api/admin/leads. It walks the index on (createdAt, id) from a
// keyset cursor, so a lead arriving meanwhile never shifts a page. Also the choices of the filter form
// (the forms leads came from) and the count of new leads the staff navigation shows.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { encodeKeysetCursor, pageSize, readKeysetList, type KeysetList, type PageDirection } from "../admin/keyset-page";
import { LEAD_LIST_ORDER, LEAD_PAGE_SIZE, leadCursorWhere, leadWhere, type LeadCursor, type LeadListQuery } from "./list-filters";
import { toLeadRow, type LeadRow } from "./staff-view-model";

/** The most a page may hold, whatever a caller asks for. */
const MAX_LIMIT = 200;

export type LeadList = KeysetList<LeadRow>;

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

/** A page of the leads matching the filters, newest first, with the cursors of the pages beside it. */
export async function searchLeads({ cursor, direction, ...filters }: LeadListQuery, limit: number = LEAD_PAGE_SIZE): Promise<LeadList> {
  const leads = db().lead;
  const source = {
    where: leadWhere(filters),
    beyond: (where: Prisma.LeadWhereInput, from: LeadCursor, way: PageDirection): Prisma.LeadWhereInput => ({
      AND: [where, leadCursorWhere(from, way)],
    }),
    read: (where: Prisma.LeadWhereInput, order: "newest first" | "oldest first", take: number) =>
      leads.findMany({ where, orderBy: order === "newest first" ? LEAD_LIST_ORDER : OLDEST_FIRST, take, select: ROW_SELECT }),
    exists: async (where: Prisma.LeadWhereInput) => (await leads.findFirst({ where, select: { id: true } })) !== null,
  };
  return readKeysetList({ cursor, direction }, pageSize(limit, MAX_LIMIT), source, toLeadRow, encodeKeysetCursor);
}

/** Every Lead.form that leads came from, for the filter's choices. */
export async function leadForms(): Promise<string[]> {
  const forms = await db().lead.groupBy({ by: ["form"], orderBy: { form: "asc" } });
  return forms.map((row) => row.form);
}

/** Leads nobody has answered yet: the staff navigation's count beside "Leads". */
export const newLeadCount = (): Promise<number> => db().lead.count({ where: { status: "new" } });
