// Where "Back to Shopping" and "Continue Shopping" go: the shop page the shopper last visited in this tab
// (the catalog, a product page, search results, the pool and spa pages), which those pages record in
// sessionStorage; /pool-spa, as the seed has it (seed 001 §2), when there is none. Pure: the browser side
// is components/cart/use-shop-return.ts.

/** The sessionStorage key of the last shop page. */
export const SHOP_RETURN_KEY = "lastShopPage";
/** The seed's target, and the return when no shop page was visited. Equals POOL_SPA_PATH (tested). */
export const DEFAULT_SHOP_PATH = "/pool-spa";
/** A query longer than this (search words pasted by the page) is left out rather than stored. */
export const MAX_SHOP_QUERY = 200;

type ShopPage = {
  pattern: RegExp;
  /** Whether the query chooses what the page shows (a category, search words) and comes back with it. */
  keepQuery: boolean;
};

const SHOP_PAGES: readonly ShopPage[] = [
  // The catalog: ?category= is the chosen category.
  { pattern: /^\/products$/, keepQuery: true },
  // A product's page: /products/{slug}, a slug of lower-case words joined by hyphens.
  { pattern: /^\/products\/[a-z0-9]+(?:-[a-z0-9]+)*$/, keepQuery: false },
  // Search results: ?q= and whatever else the page reads.
  { pattern: /^\/search$/, keepQuery: true },
  // The pool and spa page and its two product sheets: their query is a payment notice, shown once.
  { pattern: /^\/pool-spa(?:-descaler|-oil-scum-remover)?$/, keepQuery: false },
];

/**
 * What a page records as the last shop page: its path, with the query where the query chooses what it
 * shows; null for a page that is not a shop page.
 */
export function shopPageToRemember(pathname: string, search: string): string | null {
  const page = SHOP_PAGES.find((candidate) => candidate.pattern.test(pathname));
  if (!page) return null;
  const query = search === "?" ? "" : search;
  return page.keepQuery && query.length <= MAX_SHOP_QUERY ? `${pathname}${query}` : pathname;
}

// Any origin would do: the stored path is resolved against it only to see that it stays on it.
const BASE = "http://shop.invalid";

/**
 * Where to return, from what sessionStorage holds (anything: another script, an older version or a
 * visitor may have written it): a path of this site that is a shop page, else /pool-spa.
 */
export function shopReturnPath(stored: unknown): string {
  if (typeof stored !== "string" || !stored.startsWith("/") || stored.length > 1000) return DEFAULT_SHOP_PATH;
  let url: URL;
  try {
    url = new URL(stored, BASE);
  } catch {
    return DEFAULT_SHOP_PATH;
  }
  // "//host" and "/\host" resolve to another origin.
  if (url.origin !== BASE) return DEFAULT_SHOP_PATH;
  return shopPageToRemember(url.pathname, url.search) ?? DEFAULT_SHOP_PATH;
}
