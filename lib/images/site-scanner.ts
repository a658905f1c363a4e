// GET /api/scrape-sites: reads the site's own public pages, as a visitor gets them, and lists the images
// they show. Pages are fetched from this server itself (never from an address a caller supplies), a few
// at a time, each with a deadline and a size cap.
import "server-only";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { NON_CANONICAL_ROUTES, PUBLIC_ROUTES } from "@/lib/seo/public-routes";
import { collectImages } from "./site-scan";

export type PageFetcher = (path: string) => Promise<string | null>;

const PAGE_TIMEOUT_MS = 10_000;
const MAX_PAGE_BYTES = 3 * 1024 * 1024;
const CONCURRENCY = 4;

export function sitePaths(): string[] {
  return [...new Set([...PUBLIC_ROUTES.map((r) => r.path), ...NON_CANONICAL_ROUTES.map((r) => r.path)])];
}

/** The HTML of one of this app's pages, or null when it cannot be read. */
export function fetchOwnPage(origin: string): PageFetcher {
  return async (path) => {
    try {
      const response = await fetch(new URL(path, origin), {
        signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
        redirect: "follow",
        headers: { accept: "text/html" },
        cache: "no-store",
      });
      if (!response.ok || !response.headers.get("content-type")?.includes("text/html")) return null;
      const html = await response.text();
      return html.length > MAX_PAGE_BYTES ? html.slice(0, MAX_PAGE_BYTES) : html;
    } catch {
      return null;
    }
  };
}

export async function scanPages(paths: readonly string[], fetchPage: PageFetcher) {
  const pages: { path: string; html: string }[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const html = await fetchPage(path);
      if (html === null) failed++;
      else pages.push({ path, html });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
  // Back in the order of the list, so an image is credited to the same page every time.
  pages.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
  return { pages, failed };
}

export type ScrapeOptions = { fetchPage?: PageFetcher; paths?: readonly string[] };

export function createScrapeSitesHandler(options: ScrapeOptions = {}) {
  return route({ role: "staff", area: "content" }, async () => {
    const origin = `http://127.0.0.1:${process.env.PORT || "3000"}`;
    const paths = options.paths ?? sitePaths();
    const { pages, failed } = await scanPages(paths, options.fetchPage ?? fetchOwnPage(origin));
    if (pages.length === 0) return jsonError(502, "None of the site's pages could be read");
    const images = collectImages(pages, origin);
    return Response.json(
      { images, totalImages: images.length, pagesScanned: pages.length, pagesFailed: failed },
      { headers: { "cache-control": "no-store" } },
    );
  });
}
