// What the staff lists filtered in the address share in their database condition (list-filters.ts reads
// the address): the LIKE patterns of a search, a day range's bounds and the rows beyond a page's cursor.
import type { PageDirection } from "./keyset-page";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment of a YYYY-MM-DD day (UTC), `plusDays` later. */
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * DAY_MS);

/**
 * The search as a LIKE pattern's text: Prisma passes contains, startsWith and endsWith to PostgreSQL's
 * ILIKE as they are, so a % or _ would match anything (tests/integration/admin-order-search.test.ts).
 * Backslash is PostgreSQL's default escape character.
 */
const likeText = (text: string) => text.replace(/[\\%_]/g, "\\$&");

type Contains = { contains: string; mode: "insensitive" };

/** The search's conditions on text columns, one a column: anywhere in it, case-insensitive. */
export const containsIn = <Column extends string>(q: string, columns: readonly Column[]) =>
  columns.map((column) => ({ [column]: { contains: likeText(q), mode: "insensitive" } }) as { [C in Column]: Record<C, Contains> }[Column]);

/** More spaces than this in a search are not a name: it is not looked for across first and last name. */
const MAX_NAME_SPACES = 10;

type NameMatch = { endsWith: string; mode: "insensitive" } | { startsWith: string; mode: "insensitive" };

/**
 * "first last" as one text contains the search when the search lies in one of the names, or spans the
 * space between them: it ends the first name up to one of its spaces and starts the last name after it.
 * One condition per space, on the columns named `first` and `last`.
 */
export function spansBothNames<First extends string, Last extends string>(
  q: string,
  first: First,
  last: Last,
): (Record<First, NameMatch> & Record<Last, NameMatch>)[] {
  const spaces = [...q.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length > MAX_NAME_SPACES) return [];
  return spaces.map(
    (at) =>
      ({
        [first]: { endsWith: likeText(q.slice(0, at)), mode: "insensitive" },
        [last]: { startsWith: likeText(q.slice(at + 1)), mode: "insensitive" },
      }) as Record<First, NameMatch> & Record<Last, NameMatch>,
  );
}

/** The rows of one day range: from the first day's start to the last day's end (UTC). */
export function createdWithin({ from, to }: { from: string; to: string }): { createdAt: { gte?: Date; lt?: Date } }[] {
  const and: { createdAt: { gte?: Date; lt?: Date } }[] = [];
  if (from) and.push({ createdAt: { gte: dayStart(from) } });
  if (to) and.push({ createdAt: { lt: dayStart(to, 1) } });
  return and;
}

/** The rows beyond the cursor in a list read newest first by (createdAt, id): older below it, newer above it. */
export function beyondCursor<Id>({ createdAt, id }: { createdAt: Date; id: Id }, direction: PageDirection) {
  return direction === "older"
    ? { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] }
    : { OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }] };
}
