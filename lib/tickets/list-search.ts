// Finding support tickets: a page of the tickets matching the filters of
// lib/tickets/list-filters.ts, latest activity first, for /admin/tickets and GET /api/admin/tickets. Paged
// from a keyset cursor on (updatedAt, id) (lib/admin/keyset-page.ts).
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetPage, pageSize, type PageDirection } from "../admin/keyset-page";
import {
  encodeTicketCursor,
  TICKET_LIST_ORDER,
  TICKET_PAGE_SIZE,
  ticketCursorWhere,
  ticketWhere,
  type TicketCursor,
  type TicketListQuery,
} from "./list-filters";
import { TICKET_ROW, toTicketRow } from "./staff-view";
import type { StaffTicketRow } from "./view-model";

/** The most a page may hold, whatever a caller asks for. */
const MAX_LIMIT = 200;

export type TicketList = {
  rows: StaffTicketRow[];
  /** The cursor of the next older page, null when this page holds the oldest match. */
  older: string | null;
  /** The cursor of the next newer page, null when this page holds the newest match. */
  newer: string | null;
};

const OLDEST_FIRST = [{ updatedAt: "asc" }, { id: "asc" }] satisfies Prisma.SupportTicketOrderByWithRelationInput[];

const beyond = (where: Prisma.SupportTicketWhereInput, cursor: TicketCursor, direction: PageDirection): Prisma.SupportTicketWhereInput => ({
  AND: [where, ticketCursorWhere(cursor, direction)],
});

/** Whether a ticket matching `where` lies beyond `cursor` in that direction: decides whether a page link is shown. */
async function anyBeyond(where: Prisma.SupportTicketWhereInput, cursor: TicketCursor, direction: PageDirection): Promise<boolean> {
  return (await db().supportTicket.findFirst({ where: beyond(where, cursor, direction), select: { id: true } })) !== null;
}

/** A page of the tickets matching the filters, latest activity first, with the cursors of the pages beside it. */
export async function searchTickets(
  { cursor, direction, ...filters }: TicketListQuery,
  limit: number = TICKET_PAGE_SIZE,
): Promise<TicketList> {
  const take = pageSize(limit, MAX_LIMIT);
  const where = ticketWhere(filters);
  const goingNewer = cursor !== null && direction === "newer";
  const found = await db().supportTicket.findMany({
    where: cursor === null ? where : beyond(where, cursor, direction),
    // Going up the list reads upwards from the cursor; keysetPage turns the page back to latest first.
    orderBy: goingNewer ? OLDEST_FIRST : TICKET_LIST_ORDER,
    take: take + 1,
    include: {
      ...TICKET_ROW,
      messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { fromStaff: true } },
    },
  });
  const page = await keysetPage(found, {
    take,
    fromCursor: cursor !== null,
    goingNewer,
    anyBeyond: (ticket, way) => anyBeyond(where, ticket, way),
  });
  return {
    rows: page.rows.map((ticket) => toTicketRow(ticket, ticket.messages[0]?.fromStaff ?? null)),
    older: page.older ? encodeTicketCursor(page.older) : null,
    newer: page.newer ? encodeTicketCursor(page.newer) : null,
  };
}
