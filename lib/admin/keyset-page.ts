// The pages of a staff list read newest first from a cursor (the e-mails, the orders, the leads): each page
// starts beyond the previous page's last row, so a row arriving meanwhile never shifts a page, and paging
// never repeats or skips one. Pure: the list's module reads the rows and answers `anyBeyond` from its
// table. The (createdAt, id) cursor of the orders and leads is written into their addresses here.

/** Which way from the cursor a page goes: older is the next page down the list, newer back up. */
export type PageDirection = "older" | "newer";

/** The rows a page holds: at least one, and no more than `max`, whatever a caller asks for. */
export const pageSize = (limit: number, max: number) => Math.min(Math.max(1, Math.floor(limit)), max);

export type KeysetPage<Row> = {
  /** Newest first. */
  rows: Row[];
  /** The row the next older page starts beyond; null when this page holds the oldest. */
  older: Row | null;
  /** The row the next newer page starts beyond; null when this page holds the newest. */
  newer: Row | null;
};

export type KeysetRead<Row> = {
  take: number;
  /** Whether the page was read from a cursor, or is the newest page. */
  fromCursor: boolean;
  /** Read upwards from the cursor (oldest first), to be turned round here. */
  goingNewer: boolean;
  /** Whether a matching row lies beyond `row` that way: asked only of the side the read did not look past. */
  anyBeyond: (row: Row, direction: PageDirection) => Promise<boolean>;
};

/**
 * The page of the rows read beyond the cursor: one row more than the page (take + 1) tells, without a
 * count, whether there is a page beyond it in the direction read.
 */
export async function keysetPage<Row>(
  found: Row[],
  { take, fromCursor, goingNewer, anyBeyond }: KeysetRead<Row>,
): Promise<KeysetPage<Row>> {
  const more = found.length > take;
  const rows = found.slice(0, take);
  if (goingNewer) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return { rows, older: null, newer: null };
  const hasOlder = goingNewer ? await anyBeyond(last, "older") : more;
  // The newest page has nothing above it; a later page has, unless those rows were deleted since.
  const hasNewer = goingNewer ? more : fromCursor && (await anyBeyond(first, "newer"));
  return { rows, older: hasOlder ? last : null, newer: hasNewer ? first : null };
}

/** A page of a list and the cursors of the pages beside it, as the address writes them. */
export type KeysetList<Row> = {
  rows: Row[];
  /** The cursor of the next older page, null when this page holds the oldest match. */
  older: string | null;
  /** The cursor of the next newer page, null when this page holds the newest match. */
  newer: string | null;
};

/** How a list reads its table: its condition, and how to read rows in either order or ask whether any match. */
export type KeysetSource<Found, Where, Cursor> = {
  where: Where;
  /** `where` narrowed to the rows beyond `cursor` that way. */
  beyond: (where: Where, cursor: Cursor, direction: PageDirection) => Where;
  read: (where: Where, order: "newest first" | "oldest first", take: number) => Promise<Found[]>;
  exists: (where: Where) => Promise<boolean>;
};

/**
 * The page of `take` rows beyond `cursor` that way (the newest page without one), newest first: going up
 * the list reads upwards from the cursor, and keysetPage turns the page round. `toRow` makes each row
 * shown, `encode` the cursors of the pages beside it.
 */
export async function readKeysetList<Found extends Cursor, Where, Cursor, Row>(
  { cursor, direction }: { cursor: Cursor | null; direction: PageDirection },
  take: number,
  { where, beyond, read, exists }: KeysetSource<Found, Where, Cursor>,
  toRow: (found: Found) => Row,
  encode: (found: Found) => string,
): Promise<KeysetList<Row>> {
  const goingNewer = cursor !== null && direction === "newer";
  const found = await read(
    cursor === null ? where : beyond(where, cursor, direction),
    goingNewer ? "oldest first" : "newest first",
    take + 1,
  );
  const page = await keysetPage(found, {
    take,
    fromCursor: cursor !== null,
    goingNewer,
    anyBeyond: (row, way) => exists(beyond(where, row, way)),
  });
  return { rows: page.rows.map(toRow), older: page.older ? encode(page.older) : null, newer: page.newer ? encode(page.newer) : null };
}

// ---------------------------------------------------------------------------------------------------
// The cursor in the address: opaque to staff and to API callers, so that its spelling can change without
// old links meaning something else; checked to the letter, so that a damaged one is a 400, not a wrong page.

/** The row a page starts beyond (exclusive), in a list read newest first by (createdAt, id). */
export type KeysetCursor = { createdAt: Date; id: string };

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([A-Za-z0-9_-]{1,64})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

// btoa and atob, not Buffer: the lists build their page links in the browser too.
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The cursor of the page beyond `row` (its createdAt as a Date or ISO text; a number id is written as its digits). */
export function encodeKeysetCursor(row: { createdAt: Date | string; id: string | number }): string {
  return toBase64Url(`${new Date(row.createdAt).toISOString()}|${row.id}`);
}

/** The row a cursor names; null for anything encodeKeysetCursor did not write. */
export function decodeKeysetCursor(cursor: string): KeysetCursor | null {
  if (!BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(text);
  if (!match) return null;
  const [, iso, id] = match as unknown as [string, string, string];
  const createdAt = new Date(iso);
  // 2026-02-30T… parses (as March 2nd): only the date's own spelling is a cursor, and only one spelling of it.
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) return null;
  if (toBase64Url(text) !== cursor) return null;
  return { createdAt, id };
}
