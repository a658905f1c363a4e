// Finding support tickets: a page of the tickets matching the filters of
// lib/tickets/list-filters.ts, latest activity first, for /admin/tickets and GET /api/admin/tickets. Paged
// from a keyset cursor on (updatedAt, id) (lib/admin/keyset-page.ts).
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pageSize, readKeysetList, type KeysetList, type PageDirection } from "../admin/keyset-page";
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

export type TicketList = KeysetList<StaffTicketRow>;

const OLDEST_FIRST = [{ updatedAt: "asc" }, { id: "asc" }] satisfies Prisma.SupportTicketOrderByWithRelationInput[];

/** A page of the tickets matching the filters, latest activity first, with the cursors of the pages beside it. */
export async function searchTickets(
  { cursor, direction, ...filters }: TicketListQuery,
  limit: number = TICKET_PAGE_SIZE,
): Promise<TicketList> {
  const tickets = db().supportTicket;
  const source = {
    where: ticketWhere(filters),
    beyond: (where: Prisma.SupportTicketWhereInput, from: TicketCursor, way: PageDirection): Prisma.SupportTicketWhereInput => ({
      AND: [where, ticketCursorWhere(from, way)],
    }),
    // Latest activity first, the "newest" of this list.
    read: (where: Prisma.SupportTicketWhereInput, order: "newest first" | "oldest first", take: number) =>
      tickets.findMany({
        where,
        orderBy: order === "newest first" ? TICKET_LIST_ORDER : OLDEST_FIRST,
        take,
        include: {
          ...TICKET_ROW,
          messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: { fromStaff: true } },
        },
      }),
    exists: async (where: Prisma.SupportTicketWhereInput) => (await tickets.findFirst({ where, select: { id: true } })) !== null,
  };
  return readKeysetList(
    { cursor, direction },
    pageSize(limit, MAX_LIMIT),
    source,
    (ticket) => toTicketRow(ticket, ticket.messages[0]?.fromStaff ?? null),
    encodeTicketCursor,
  );
}
