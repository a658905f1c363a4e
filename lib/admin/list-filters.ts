// What the staff lists filtered in the address share (orders, leads, tickets; the audit and e-mail logs):
// reading a GET form's fields with zod, a search text, a calendar day, the page cursor and the addresses of a
// page (the database's condition is list-where.ts). Pure and client-safe: the filter forms check their
// fields with the same schemas before they navigate.
import { z } from "zod";
import { fieldErrors, type FieldErrors } from "@/lib/forms/zod-issues";
import { storableText } from "@/lib/http/text";
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor, type PageDirection } from "./keyset-page";

export type SearchParams = Record<string, string | string[] | undefined>;

/** A GET form sends an unused field as "": the same as leaving it out. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Control characters (a pasted tab or line break) count as spaces; half a surrogate pair, which PostgreSQL cannot take, as U+FFFD. */
export const searchTextSchema = (max: number) =>
  z
    .string()
    .transform((text) => storableText(text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim()))
    .pipe(z.string().max(max, `Search for at most ${max} characters`));

/** A real calendar day (zod's date format knows month lengths and leap years). */
export const daySchema = z.iso.date({ error: "Enter a date as YYYY-MM-DD" });

/** The page cursor of a list; `damaged` is what staff read when a link was cut or edited. */
export const cursorSchema = (damaged: string) =>
  z.string().transform((text, ctx) => {
    const cursor = decodeKeysetCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: "custom", message: damaged });
    return z.NEVER;
  });

export const directionSchema = z.enum(["older", "newer"], { error: "The direction is older or newer" });

/** A search of at most `max` characters, without control characters, for the lists that drop a bad value. */
export const plainSearchSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text));

/**
 * The value of `name` when `schema` takes it, else `fallback`: how the audit and e-mail logs read their
 * address, where a bad or missing value means no filter (a shared link never fails, it shows more).
 */
export function paramOr<T>(params: SearchParams, name: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === "") return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** A `from` day after the `to` day is refused at `to`. */
const DATES_IN_ORDER = {
  check: (input: { from?: string; to?: string }) => !(input.from && input.to && input.from > input.to),
  message: { path: ["to"], message: "The end date is before the start date" },
};

/** A list's filters of the day range: the first and the last day, both included, "" for open. */
export type DayRange = { from: string; to: string };

/** The day range's fields of a filter form. */
export const dayRangeFields = { from: optional(daySchema), to: optional(daySchema) };

/**
 * A list's filters schema: its fields (each read with `optional`), the day range in order, and `none`'s
 * value for each field left out.
 */
function filtersSchema<F extends DayRange>(fields: z.ZodType<Partial<F>, unknown>, none: F) {
  return fields.refine(DATES_IN_ORDER.check, DATES_IN_ORDER.message).transform((input): F => {
    const filters = { ...none };
    for (const name of Object.keys(none) as (keyof F)[]) {
      const value = input[name];
      if (value !== undefined) filters[name] = value;
    }
    return filters;
  });
}

/**
 * The filters and the page of a list's query string: the list's own filters schema, with the page's
 * cursor (its own schema) and direction beside it; both are checked, and every bad field named.
 */
function listQuerySchema<F, C>(filters: z.ZodType<F, unknown>, cursor: z.ZodType<C, string>) {
  const page = z.object({ cursor: optional(cursor), dir: optional(directionSchema) }).transform(({ cursor, dir }) => ({
    cursor: cursor ?? null,
    // A direction means nothing without a cursor to go from.
    direction: cursor ? (dir ?? "older") : ("older" as PageDirection),
  }));
  return z.intersection(filters, page);
}

export type ParsedListQuery<Q> = { ok: true; query: Q } | { ok: false; fields: FieldErrors };

/** A page's search params read as its API reads its query: the query, or the message of each bad field. */
function parseListQuery<Q>(schema: z.ZodType<Q, unknown>, params: SearchParams): ParsedListQuery<Q> {
  const parsed = schema.safeParse(single(params));
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, fields: fieldErrors(parsed.error) };
}

/** One value a name, the last when repeated: as the route handlers read their query string. */
function single(params: SearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (last !== undefined) values[name] = last;
  }
  return values;
}

/** What a filter form's fields show: the address's own text, also when it is wrong, so staff can put it right. */
function formValues<F extends string>(fields: readonly F[], params: SearchParams, max: number): Record<F, string> {
  const values = single(params);
  return Object.fromEntries(fields.map((name) => [name, (values[name] ?? "").slice(0, max)])) as Record<F, string>;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A page of a list, as its address names it. */
export type PageLink = { cursor: string; direction: PageDirection };

/** The filters in use (defaults left out) and the page: a list's query string. */
function listParams<F extends string>(
  fields: readonly F[],
  filters: Record<F, string | null>,
  page: PageLink | null = null,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of fields) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page) {
    params.set("cursor", page.cursor);
    if (page.direction === "newer") params.set("dir", "newer");
  }
  return params;
}

/** The link of the page a query shows (null for the newest page), to read its rows again. */
export function pageOf({ cursor, direction }: { cursor: KeysetCursor | null; direction: PageDirection }): PageLink | null {
  return cursor ? { cursor: encodeKeysetCursor(cursor), direction } : null;
}

/**
 * What a staff list reads from and writes into its address: `fields` (its filters' schemas, each read with
 * `optional`) read into filters with `none`'s value for each left out, the page's cursor read with
 * `cursor`, the filter form's values and the addresses, where `names` are the filters in the order the
 * address writes them and the search is at most `maxSearch` characters.
 */
export function staffListAddress<N extends string, F extends DayRange & Record<N, string | null>, C>(
  fields: z.ZodType<Partial<F>, unknown>,
  none: F,
  names: readonly N[],
  maxSearch: number,
  cursor: z.ZodType<C, string>,
) {
  const filters = filtersSchema(fields, none);
  const query = listQuerySchema(filters, cursor);
  return {
    filters,
    query,
    /** The page's search params read as the API reads its query: the query, or the message of each bad field. */
    parse: (params: SearchParams) => parseListQuery(query, params),
    formValues: (params: SearchParams) => formValues(names, params, maxSearch),
    /** Whether the list is narrowed, as opposed to merely paged. */
    anyFilter: (values: F) => names.some((name) => Boolean(values[name])),
    /** The address of the list at `path` with these filters (only those in use), from `page` (the newest page when null). */
    href: (path: string, values: F, page: PageLink | null = null) => withQuery(path, listParams(names, values, page)),
  };
}
