// What a visitor types into site search, and the words of the full-text query made from it. Pure and
// client-safe: the search boxes take their limit from here, /search reads its address with it, and
// lib/search/index.ts binds each term to a parameter of to_tsquery.
import { z } from "zod";
import { storableText } from "@/lib/http/text";
import { SEARCH_QUERY_MAX } from "./limits";

export { SEARCH_QUERY_MAX };

/** More words than this narrow nothing further: the rest are left out of the query. */
export const MAX_SEARCH_TERMS = 8;

/**
 * ?q= of /search: trimmed, 1 to 100 characters. Control characters (a pasted tab or line break, or a NUL,
 * which PostgreSQL cannot take in text) count as spaces, half a surrogate pair as U+FFFD.
 */
export const searchQuerySchema = z
  .string()
  .transform((text) => storableText(text.replace(/[\u0000-\u001f\u007f]/g, " ")))
  .pipe(
    z
      .string()
      .trim()
      .min(1, "Type a product name, item number, application or industry")
      .max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters`),
  );

export type SearchInput = { kind: "empty" } | { kind: "too-long"; message: string } | { kind: "query"; q: string };

/** ?q= as the address carries it (absent, once, or repeated, when the first counts): nothing to look for, too long, or the query. */
export function readSearchInput(raw: string | string[] | undefined): SearchInput {
  const parsed = searchQuerySchema.safeParse((Array.isArray(raw) ? raw[0] : raw) ?? "");
  if (parsed.success) return { kind: "query", q: parsed.data };
  const tooLong = parsed.error.issues.find((issue) => issue.code === "too_big");
  return tooLong ? { kind: "too-long", message: tooLong.message } : { kind: "empty" };
}

// Words that would match nearly every product, or that PostgreSQL's English configuration drops anyway.
const STOP_WORDS = new Set("a an and are as at be by for from in is it of on or the to with".split(" "));

/**
 * The words of a search, lower case, in order, each once: runs of letters and digits. Everything else
 * (spaces, hyphens, quotes, tsquery's & | ! ( ) : * < >) only separates words, so no term can carry an
 * operator into to_tsquery; apostrophes inside a word are dropped ("Zero's" → "zeros"). "TZ-MD-101" gives
 * tz, md, 101, which the item numbers of the search document are split into as well (document.ts).
 */
export function searchTerms(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const kept = [...new Set(words)].filter((word) => !STOP_WORDS.has(word));
  return kept.slice(0, MAX_SEARCH_TERMS);
}

/** A term as a prefix query: "desc" → "desc:*", which matches "descaler". `term` is one of searchTerms'. */
export function prefixQuery(term: string): string {
  if (!/^[\p{L}\p{M}\p{N}]+$/u.test(term)) throw new Error(`not a search term: ${JSON.stringify(term)}`);
  return `${term}:*`;
}

/** The prefix query of every word of a search; empty when it has no word to look for ("&|!", "'"). */
export function prefixQueries(text: string): string[] {
  return searchTerms(text).map(prefixQuery);
}
