// The search box's limit, apart from the query's zod schema (lib/search/query.ts): the header's search
// box is on every page, and a constant must not bring the schema library into every page's script.

/** The longest search a box takes and /search answers. */
export const SEARCH_QUERY_MAX = 100;
