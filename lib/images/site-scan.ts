// Finding the images the site's own pages show (the "Your Websites" tab): <img> sources and CSS
// background images in the HTML, each with the page it was found on and a category. Pure: the pages
// are fetched by lib/images/site-scanner.ts.
import { z } from "zod";
import { IMAGE_CATEGORIES, type ImageCategory } from "./limits";

/** An image found on a page: its address, its alt text, the page, and the category its words suggest. */
export const scrapedImageSchema = z.object({ url: z.string(), alt: z.string(), source: z.string(), category: z.enum(IMAGE_CATEGORIES) });
export type ScrapedImage = z.infer<typeof scrapedImageSchema>;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

/** The address of an image as the page means it: relative ones resolved, next/image's proxy unwrapped. */
function resolveImageUrl(raw: string, pageUrl: URL): URL | null {
  const text = raw.trim();
  if (!text || /^(data|blob|javascript):/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin === pageUrl.origin && url.pathname === "/_next/image") {
    const inner = url.searchParams.get("url");
    return inner ? resolveImageUrl(inner, pageUrl) : null;
  }
  return url;
}

const BACKGROUND_URL = /background(?:-image)?\s*:[^;{}"]*?url\(\s*(["']?)([^"')]+)\1\s*\)/gi;

/** Every distinct image of one page, in the order they appear. Same-site addresses are kept as paths. */
export function extractImages(html: string, pageUrl: string): { url: string; alt: string }[] {
  const base = new URL(pageUrl);
  const found = new Map<string, string>();
  const add = (raw: string | undefined, alt = "") => {
    if (!raw) return;
    const url = resolveImageUrl(raw, base);
    if (!url) return;
    const key = url.origin === base.origin ? `${url.pathname}${url.search}` : url.href;
    if (!found.has(key) || (!found.get(key) && alt)) found.set(key, alt);
  };
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    const src = attribute(tag, "src");
    const srcset = attribute(tag, "srcset");
    add(src ?? srcset?.split(",")[0]?.trim().split(/\s+/)[0], attribute(tag, "alt") ?? "");
  }
  for (const match of decodeEntities(html).matchAll(BACKGROUND_URL)) add(match[2]);
  return [...found].map(([url, alt]) => ({ url, alt }));
}

const PAGE_CATEGORIES: readonly [RegExp, ImageCategory][] = [
  [/^\/grill/, "grill-cleaning"],
  [/^\/brewery/, "brewery"],
  [/^\/(restaurant|food-service)/, "restaurant"],
  [/^\/convenience-store/, "convenience-store"],
  [/^\/(products|pool-spa|technical-data-sheet)/, "products"],
];

/** The category staff filter by: the image's own words first (teak, before/after), then its page. */
export function categorize(image: { url: string; alt: string }, pagePath: string): ImageCategory {
  const words = `${image.url} ${image.alt}`.toLowerCase();
  if (/\bteak\b|teak[-_]/.test(words)) return "teak-furniture";
  if (/before[-_ ]?(and[-_ ])?after|before-after/.test(words)) return "before-after";
  if (/\bgrill/.test(words)) return "grill-cleaning";
  return PAGE_CATEGORIES.find(([pattern]) => pattern.test(pagePath))?.[1] ?? "industrial";
}

/** Images of several pages, each listed once (on the first page that shows it). */
export function collectImages(pages: readonly { path: string; html: string }[], origin: string): ScrapedImage[] {
  const seen = new Set<string>();
  const images: ScrapedImage[] = [];
  for (const page of pages) {
    for (const image of extractImages(page.html, new URL(page.path, origin).href)) {
      if (seen.has(image.url)) continue;
      seen.add(image.url);
      images.push({ ...image, source: page.path, category: categorize(image, page.path) });
    }
  }
  return images;
}
